import Transitions

/// Every recorded series of the model on a fine grid over [0, D]: the ranges that weigh the time
/// fit, and the brackets from which the timing errors and the travel times are refined on the
/// model itself.
struct ModelGrid {
  /// Grid steps over [0, D]: 2,000, so a step is D/2000 (0.15 ms for a 300 ms transition), far
  /// below a frame; each bracket is then refined on the model by bisection.
  static let steps = 2000

  let duration: Double
  /// `values[s][i]`: series `s` at τ = i·D/steps.
  let values: [[Double]]

  init(_ model: inout RecordingModel) {
    duration = model.transition.duration
    var values = [[Double]](repeating: [], count: model.series.count)
    for i in 0...Self.steps {
      let tau = duration * Double(i) / Double(Self.steps)
      for s in values.indices { values[s].append(model.value(s, at: tau)) }
    }
    self.values = values
  }

  /// τ of grid point `i`.
  func time(_ i: Int) -> Double { duration * Double(i) / Double(Self.steps) }

  /// The model's range of series `s` (max − min over [0, D]).
  func range(_ s: Int) -> Double {
    guard let lo = values[s].min(), let hi = values[s].max() else { return 0 }
    return hi - lo
  }

  /// The weight of each series in the time fits: 1 / its model range, so that a 300 pt slide and
  /// an alpha fade count alike; 0 for a series the model keeps constant. A range below the
  /// series' spatial tolerance counts as constant (as does one below 1e-9 of the series'
  /// magnitude, for a tolerance of 0): a frame height that a transform's round-off varies by
  /// 1e-13 carries no timing, and weighed by 1e13 it collapsed the fit (a latency of 10.7 ms for
  /// 16.7 ms, and ± 6e8 ms under 0.1 pt of noise).
  func weights(_ series: [RecordedSeries.Series], tolerances: RecordedComparison.Tolerances) -> [Double] {
    series.indices.map { s in
      let unit = Trace.unit(ofColumn: Trace.columns[series[s].column]) ?? .points
      let tolerance = unit == .points ? tolerances.points : tolerances.unitless
      let magnitude = values[s].reduce(0) { max($0, abs($1)) }
      let range = range(s)
      return range > max(tolerance, 1e-9 * magnitude) ? 1 / range : 0
    }
  }

  /// The model time nearest `tau` at which series `s` equals `value`, refined to 1e-9·D by
  /// bisection on the model; nil when the model never takes the value. Before 0 and after D the
  /// model rests at its ends, so a value of the start state is reached at 0 at the latest and
  /// one of the end state from D on.
  func nearestTime(of value: Double, series s: Int, near tau: Double, model: inout RecordingModel) -> Double? {
    let v = values[s]
    // The rest states outside [0, D].
    var best: Double?
    func consider(_ t: Double) {
      if best.map({ abs(t - tau) < abs($0 - tau) }) ?? true { best = t }
    }
    if v[0] == value { consider(min(tau, 0)) }
    if v[Self.steps] == value { consider(max(tau, duration)) }
    for i in 0..<Self.steps {
      let a = v[i] - value, b = v[i + 1] - value
      guard (a <= 0 && b >= 0) || (a >= 0 && b <= 0) else { continue }
      let (t0, t1) = (time(i), time(i + 1))
      // Skip brackets farther than the best so far.
      if let known = best, min(abs(t0 - tau), abs(t1 - tau)) > abs(known - tau) { continue }
      if a == 0 && b == 0 {
        consider(Swift.min(Swift.max(tau, t0), t1))
        continue
      }
      var (lo, hi, fLo) = (t0, t1, a)
      for _ in 0..<40 where hi - lo > duration * 1e-9 {
        let mid = (lo + hi) / 2
        let f = model.value(s, at: mid) - value
        if f == 0 { (lo, hi) = (mid, mid); break }
        if (f < 0) == (fLo < 0) { (lo, fLo) = (mid, f) } else { hi = mid }
      }
      consider((lo + hi) / 2)
    }
    return best
  }

  /// The first model time at which series `s` has covered `fraction` of its travel from its
  /// value at 0 to its value at D; nil for a series that ends where it starts.
  func travelTime(_ fraction: Double, series s: Int, model: inout RecordingModel) -> Double? {
    let v = values[s]
    let (start, end) = (v[0], v[Self.steps])
    guard end != start else { return nil }
    let target = start + fraction * (end - start)
    let sign: Double = end > start ? 1 : -1
    guard let i = v.indices.first(where: { sign * (v[$0] - target) >= 0 }) else { return nil }
    guard i > 0 else { return 0 }
    var (lo, hi) = (time(i - 1), time(i))
    for _ in 0..<40 where hi - lo > duration * 1e-9 {
      let mid = (lo + hi) / 2
      if sign * (model.value(s, at: mid) - target) >= 0 { hi = mid } else { lo = mid }
    }
    return hi
  }
}
