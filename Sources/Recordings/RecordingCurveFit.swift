import Curves
import Specs
import Transitions

/// Which timing curve a recording actually ran: the spec's own, every cubic preset, the best
/// `cubic-bezier(…)` and, for a spec with springs, the best spring, each put in place of every
/// phase's timing and fitted with its own latency and duration ratio, ranked by the deviation
/// that remains. A user learns what their device ran ("ease-out fits with 0.3 pt RMS, the spec's
/// ease-in-out 31 pt").
///
/// Each candidate's latency and scale are fitted as ``RecordingTimeFit`` does, with the weights
/// of the spec's own model; the best `cubic-bezier(x1, y1, x2, y2)` is found by Nelder–Mead from
/// the best preset (x1, x2 held in [0, 1], as CSS requires), the best spring (SwiftUI's duration
/// and bounce, bounce in (−1, 1)) from the spec's first spring.
public struct RecordingCurveFit: Sendable {
  /// A timing tried in place of the spec's.
  public struct Candidate: Hashable, Sendable {
    /// What was tried.
    public enum Timing: Hashable, Sendable {
      /// The spec's own timings.
      case spec
      /// A cubic preset by its name (`CubicTimingFunction.presets`).
      case preset(String)
      /// `cubic-bezier(x1, y1, x2, y2)`.
      case cubic(Double, Double, Double, Double)
      /// A spring in SwiftUI's terms.
      case spring(duration: Double, bounce: Double)
    }

    /// The timing.
    public var timing: Timing
    /// Its latency and duration ratio.
    public var fit: RecordingTimeFit
    /// The root-mean-square deviation after the fit, in ``RecordingCurveFit/unit``.
    public var rms: Double
  }

  /// The unit of ``Candidate/rms``: points when the recording has point columns, else unitless.
  public var unit: Trace.ColumnUnit
  /// The spec's own timings.
  public var spec: Candidate
  /// Every cubic preset, best first.
  public var presets: [Candidate]
  /// The best cubic curve.
  public var cubic: Candidate
  /// The best spring, for a spec whose phases have springs.
  public var spring: Candidate?

  /// The candidate with the smallest deviation.
  public var best: Candidate {
    ([spec, cubic] + presets + (spring.map { [$0] } ?? [])).min { $0.rms < $1.rms }!
  }

  /// Fits the candidates to `rows`.
  ///
  /// - Parameters:
  ///   - spec: the spec whose timing the candidates replace.
  ///   - rows: the recording.
  ///   - tolerances: the comparison's tolerances: a series whose model range is below its
  ///     spatial tolerance carries no timing (``RecordedComparison``'s rule).
  ///   - evaluations: the budget of the Nelder–Mead searches: the best `cubic-bezier(…)`'s, and
  ///     half of it for the best spring's.
  /// - Throws: `SpecError` when the spec does not build; `TraceFormatError` for a recording
  ///   ``RecordedComparison`` would refuse.
  public init(
    _ spec: TransitionSpec, rows: [RecordedComparison.Row], tolerances: RecordedComparison.Tolerances = .init(),
    evaluations: Int = 200
  ) throws {
    let transition = try spec.transition()
    let recording = try RecordedSeries(rows, transition: transition)
    var specModel = RecordingModel(transition, series: recording.series)
    let grid = ModelGrid(&specModel)
    let weights = grid.weights(recording.series, tolerances: tolerances)
    let units = recording.series.map { Trace.unit(ofColumn: Trace.columns[$0.column]) ?? .points }
    let unit: Trace.ColumnUnit = units.contains(.points) ? .points : .unitless
    self.unit = unit

    func evaluate(_ model: inout RecordingModel, _ timing: Candidate.Timing, start: RecordingTimeFit?) -> Candidate {
      let fit = RecordingTimeFit.fit(
        recording, weights: weights, model: &model, fitsScale: true, start: start, iterations: start == nil ? 100 : 20,
        gridSteps: 25)
      var sum = 0.0, n = 0
      for sample in recording.samples where units[sample.series] == unit {
        let r = sample.value - model.value(sample.series, at: fit.modelTime(sample.time))
        sum += r * r
        n += 1
      }
      return Candidate(timing: timing, fit: fit, rms: n > 0 ? (sum / Double(n)).squareRoot() : 0)
    }
    func evaluate(_ timing: Candidate.Timing, _ phaseTiming: TimingSpec, start: RecordingTimeFit?) -> Candidate? {
      var candidate = spec
      candidate.phases = spec.phases.map { phase in
        var phase = phase
        phase.timing = phaseTiming
        return phase
      }
      // try?: a candidate timing the spec cannot build is no fit (the fit tries the next); the spec itself built.
      guard let built = try? candidate.transition() else { return nil }
      var model = RecordingModel(built, series: recording.series)
      return evaluate(&model, timing, start: start)
    }

    let own = evaluate(&specModel, .spec, start: nil)
    self.spec = own
    presets = CubicTimingFunction.presets.compactMap { name, _ in evaluate(.preset(name), .cubic(name), start: nil) }
      .sorted { $0.rms < $1.rms }
    let seed = presets.first ?? own
    let seedCurve: [Double] =
      if case .preset(let name) = seed.timing, let c = CubicTimingFunction.preset(named: name) {
        [c.x1, c.y1, c.x2, c.y2]
      } else { [0.42, 0, 0.58, 1] }
    func clampedCubic(_ p: [Double]) -> [Double] { [min(max(p[0], 0), 1), p[1], min(max(p[2], 0), 1), p[3]] }
    var bestCubic = seed
    let found = NelderMead.minimize(
      start: seedCurve, steps: [0.1, 0.1, 0.1, 0.1], evaluations: evaluations, tolerance: 1e-10
    ) { p in
      let c = clampedCubic(p)
      guard
        let candidate = evaluate(
          .cubic(c[0], c[1], c[2], c[3]), .cubic("cubic-bezier(\(c[0]), \(c[1]), \(c[2]), \(c[3]))"), start: seed.fit)
      else {
        return .infinity
      }
      if candidate.rms < bestCubic.rms { bestCubic = candidate }
      return candidate.rms
    }
    _ = found
    cubic = bestCubic

    // A spring, when the spec has one: from SwiftUI's (duration, bounce) of its own first spring.
    let springs = spec.phases.compactMap { phase -> SpringSpec? in
      if case .spring(let s) = phase.timing { s } else { nil }
    }
    if let first = springs.first {
      let start = [first.duration ?? first.response ?? 0.5, first.bounce ?? 0]
      var bestSpring: Candidate?
      _ = NelderMead.minimize(start: start, steps: [0.1, 0.1], evaluations: evaluations / 2, tolerance: 1e-10) { p in
        let (duration, bounce) = (p[0], p[1])
        guard duration > 0.01, duration <= 10, bounce > -1, bounce < 1 else { return .infinity }
        var s = SpringSpec()
        s.duration = duration
        s.bounce = bounce
        s.initialVelocity = first.initialVelocity
        guard let candidate = evaluate(.spring(duration: duration, bounce: bounce), .spring(s), start: own.fit) else {
          return .infinity
        }
        if candidate.rms < (bestSpring?.rms ?? .infinity) { bestSpring = candidate }
        return candidate.rms
      }
      spring = bestSpring
    } else {
      spring = nil
    }
  }
}

extension RecordingCurveFit {
  /// Whether the spec's own curve is what the recording ran: its deviation after its own fit is
  /// within `tolerance`, or no other candidate does better by more than `tolerance`.
  public func specCurveHolds(tolerance: Double) -> Bool {
    spec.rms <= tolerance || spec.rms - best.rms <= tolerance
  }
}
