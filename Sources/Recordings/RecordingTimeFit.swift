import Transitions

/// The clock map between a recording and the model that best explains the recording:
/// model time τ = (t − latency) / scale, where t is the recording's time. `latency` is when the
/// animation started on the recording's clock (a recording that starts its clock at a click
/// before the frame that starts the animation has latency > 0); `scale` is the ratio of the
/// recorded duration to the spec's (1.1: the recording runs 10% longer).
///
/// Fitted by weighted least squares over every recorded value (Levenberg–Marquardt, from the
/// best point of a grid over every start the recording allows): each (view, column) series is
/// weighed by 1 / its model range, so a 300 pt slide and an alpha fade count alike; a series the
/// model keeps constant, or moves by less than its spatial tolerance, carries no timing and weighs
/// nothing. The confidence is the 95% interval
/// of the linearised fit, ±1.96 standard errors from s²(JᵀJ)⁻¹ with s² = RSS / (n − p).
public struct RecordingTimeFit: Hashable, Sendable, Codable {
  /// When the animation starts on the recording's clock, in seconds.
  public var latency: Double
  /// Half the 95% confidence interval of ``latency`` (nil when the model does not move at the
  /// recorded times, so that nothing determines it).
  public var latencyConfidence: Double?
  /// Recorded duration / spec duration (exactly 1 for a latency-only fit).
  public var scale: Double
  /// Half the 95% confidence interval of ``scale`` (nil for a latency-only fit, or when
  /// nothing determines it).
  public var scaleConfidence: Double?
  /// The weighted root-mean-square residual after the fit (unitless: residuals divided by each
  /// series' model range).
  public var weightedRMS: Double
  /// The fit's latency lies at the edge of the range it searched: the recording does not
  /// contain the animation's start, or the start cannot be told from it.
  public var atSearchEdge: Bool
  /// The recorded values do not determine the latency: its 95% interval is wider than the
  /// transition itself. The latency is then no measurement, and `compare` says so instead of
  /// printing it.
  public var isIllConditioned: Bool = false

  /// The model time of recording time `t`.
  public func modelTime(_ t: Double) -> Double { (t - latency) / scale }
}

extension RecordingTimeFit {
  /// The most latencies the first grid tries, 100,000: at D/100 apart, a recording of 1,000
  /// durations (5 minutes of a 0.3 s transition); a longer one is searched on a coarser grid.
  static let maximumGridPoints = 100_000

  /// Fits the latency alone (`fitsScale` false: the spec's duration is taken as recorded) or the
  /// latency and the scale, from `start` or else from the best latency of a grid of `gridSteps`
  /// points per duration over every start the recording allows.
  static func fit(
    _ recording: RecordedSeries, weights: [Double], model: inout RecordingModel, fitsScale: Bool,
    start: RecordingTimeFit? = nil, iterations: Int = 100, gridSteps: Int = 100
  )
    -> RecordingTimeFit
  {
    let duration = model.transition.duration
    let samples = recording.samples
    guard let first = samples.first?.time, let last = samples.last?.time else {
      preconditionFailure("a RecordedSeries has at least one sample (its initializer throws for none)")
    }
    // Every latency at which the animation starts inside the recording or up to one duration
    // before its first sample.
    let (lower, upper) = (first - duration, last)
    func cost(_ latency: Double, _ scale: Double) -> Double {
      var sum = 0.0
      for sample in samples where weights[sample.series] > 0 {
        let r =
          (sample.value - model.value(sample.series, at: (sample.time - latency) / scale)) * weights[sample.series]
        sum += r * r
      }
      return sum
    }
    var latency: Double
    var scale = 1.0
    if let start {
      (latency, scale) = (start.latency, fitsScale ? start.scale : 1)
    } else {
      // D/gridSteps apart, or farther on a recording so long that this would pass
      // maximumGridPoints (the LM refinement starts from the best point either way).
      let step = max(duration / Double(gridSteps), (upper - lower) / Double(Self.maximumGridPoints))
      let count = Int(((upper - lower) / step).rounded(.up))
      latency = lower
      var best = Double.infinity
      for k in 0...max(count, 1) {
        let candidate = min(lower + Double(k) * step, upper)
        let c = cost(candidate, 1)
        if c < best { (best, latency) = (c, candidate) }
      }
    }
    // Levenberg–Marquardt on (latency) or (latency, scale).
    var lambda = 1e-3
    var current = cost(latency, scale)
    var jtj = [[Double]](repeating: [0, 0], count: 2)
    var slopes = [Double](repeating: 0, count: recording.series.count)
    var values = slopes
    for _ in 0..<iterations {
      var g = [0.0, 0.0]
      jtj = [[0, 0], [0, 0]]
      for (time, range) in recording.times {
        let tau = (time - latency) / scale
        model.values(at: tau, into: &values)
        model.slopes(at: tau, into: &slopes)
        for sample in samples[range] where weights[sample.series] > 0 {
          let w = weights[sample.series]
          let r = (sample.value - values[sample.series]) * w
          let slope = slopes[sample.series] * w
          // r = y − m(τ): ∂r/∂latency = m′/scale, ∂r/∂scale = m′·τ/scale.
          let j = [slope / scale, slope * tau / scale]
          for a in 0..<2 {
            g[a] += j[a] * r
            for b in 0..<2 { jtj[a][b] += j[a] * j[b] }
          }
        }
      }
      let n = fitsScale ? 2 : 1
      var improved = false
      for _ in 0..<20 {
        var step = [0.0, 0.0]
        if n == 1 {
          let d = jtj[0][0] * (1 + lambda)
          guard d > 0 else { break }
          step[0] = -g[0] / d
        } else {
          let a = jtj[0][0] * (1 + lambda), b = jtj[0][1], c = jtj[1][0], d = jtj[1][1] * (1 + lambda)
          let det = a * d - b * c
          guard det > 0 else { break }
          step = [-(d * g[0] - b * g[1]) / det, -(a * g[1] - c * g[0]) / det]
        }
        let trial = (min(max(latency + step[0], lower), upper), fitsScale ? min(max(scale + step[1], 0.25), 4) : 1)
        let c = cost(trial.0, trial.1)
        if c < current {
          let converged = abs(trial.0 - latency) < duration * 1e-12 && abs(trial.1 - scale) < 1e-12
          (latency, scale, current) = (trial.0, trial.1, c)
          lambda = max(lambda / 10, 1e-12)
          improved = !converged
          break
        }
        lambda *= 10
      }
      if !improved { break }
    }
    let n = samples.filter { weights[$0.series] > 0 }.count
    let p = fitsScale ? 2 : 1
    let s2 = n > p ? current / Double(n - p) : .nan
    var latencyConfidence: Double?
    var scaleConfidence: Double?
    if fitsScale {
      let det = jtj[0][0] * jtj[1][1] - jtj[0][1] * jtj[1][0]
      if det > 0, s2.isFinite {
        latencyConfidence = 1.96 * (s2 * jtj[1][1] / det).squareRoot()
        scaleConfidence = 1.96 * (s2 * jtj[0][0] / det).squareRoot()
      }
    } else if jtj[0][0] > 0, s2.isFinite {
      latencyConfidence = 1.96 * (s2 / jtj[0][0]).squareRoot()
    }
    let edge = duration * 1e-6
    return RecordingTimeFit(
      latency: abs(latency) < 1e-12 ? 0 : latency, latencyConfidence: latencyConfidence, scale: scale,
      scaleConfidence: scaleConfidence,
      weightedRMS: n > 0 ? (current / Double(n)).squareRoot() : 0,
      atSearchEdge: latency - lower < edge || upper - latency < edge,
      isIllConditioned: latencyConfidence.map { $0 > duration } ?? false)
  }
}
