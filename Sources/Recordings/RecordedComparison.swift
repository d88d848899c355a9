import Transitions

/// A trace recorded elsewhere (on a device, in a browser) judged against the model as time and as
/// space: the clock map that best explains it (a start latency, and a duration ratio with its
/// confidence), per sample the spatial error and the timing error (the smallest shift in time
/// that brings the model to the recorded value), the verdict, and the travel times.
///
/// A recording is rows of (time, view name, some of `Trace.columns`); rows may be at any
/// times, not only on the model's frame grid, and a column may be absent from a row.
///
/// The verdict: the recording's clock is taken to start the animation at the fitted
/// ``latencyFit`` (a constant latency is not the animation's fault: a recording started by a
/// click lands between frames), its duration as the spec's; then every recorded value must be
/// within the spatial tolerance of the model, or reached by the model within the time tolerance
/// (by default the recording's own clock jitter, ``RecordingClock/jitter``), and the duration
/// must not differ (``durationDiffers``). The duration ratio of ``fit`` is diagnosed, never
/// removed: a recording 10% longer than its spec fails, and says so.
public struct RecordedComparison: Sendable {
  /// One recorded sample.
  public struct Row: Hashable, Sendable {
    /// Seconds on the recording's clock (its zero need not be the transition's start).
    public var time: Double
    /// The view's name.
    public var view: String
    /// The recorded values by column (a subset of `Trace.columns`).
    public var values: [String: Double]

    /// A row.
    public init(time: Double, view: String, values: [String: Double]) {
      self.time = time
      self.view = view
      self.values = values
    }
  }

  /// What the verdict allows.
  public struct Tolerances: Hashable, Sendable, Codable {
    /// The spatial tolerance of point columns (`Trace.ColumnUnit.points`).
    public var points: Double
    /// The spatial tolerance of unitless columns (alpha, the transform's a…d, …).
    public var unitless: Double
    /// The timing tolerance in seconds; nil: the recording's clock jitter.
    public var time: Double?
    /// The largest latency allowed, in seconds (either sign); nil: the latency is reported, not
    /// judged.
    public var latency: Double?

    /// Tolerances (defaults: 0.5 pt, 0.01, the clock's jitter, latency not judged).
    public init(points: Double = 0.5, unitless: Double = 0.01, time: Double? = nil, latency: Double? = nil) {
      self.points = points
      self.unitless = unitless
      self.time = time
      self.latency = latency
    }
  }

  /// One (view, column) of the recording, judged.
  public struct Series: Hashable, Sendable, Codable {
    /// The view.
    public var view: String
    /// The column (`centerX`, `alpha`, …).
    public var column: String
    /// Its unit, which chose its spatial tolerance.
    public var unit: Trace.ColumnUnit
    /// Recorded values.
    public var samples: Int
    /// The largest |recorded − model(t)| with the recording's clock taken as the model's.
    public var maxDeviationAsRecorded: Double
    /// The largest |recorded − model| after the latency (the verdict's clock).
    public var maxDeviation: Double
    /// The recording's time of it.
    public var maxDeviationTime: Double
    /// The largest |recorded − model| after the latency and the duration ratio.
    public var maxDeviationAfterFullFit: Double
    /// The root-mean-square deviation after the latency.
    public var rmsDeviation: Double
    /// The timing error of largest magnitude after the latency, in seconds: > 0 when the
    /// recording is late (it shows a value the model had earlier); nil when no recorded value
    /// is ever taken by the model.
    public var maxTimingError: Double?
    /// Values the model never takes (judged in space only).
    public var unreachedSamples: Int
    /// Values beyond both tolerances.
    public var failingSamples: Int
    /// The model time at which the column has covered 50% of its travel; nil when it ends where
    /// it starts.
    public var modelTravel50: Double?
    /// The same for 90%.
    public var modelTravel90: Double?
    /// The recording's 50% travel time after the latency (interpolated between samples); nil
    /// when it never gets there.
    public var recordedTravel50: Double?
    /// The same for 90%.
    public var recordedTravel90: Double?
  }

  /// The recording's clock.
  public var clock: RecordingClock
  /// The latency alone (scale 1): the verdict's clock.
  public var latencyFit: RecordingTimeFit
  /// The latency and the duration ratio.
  public var fit: RecordingTimeFit
  /// The tolerances given.
  public var tolerances: Tolerances
  /// The timing tolerance applied (given, or the clock's jitter).
  public var timeTolerance: Double
  /// Per view and column, in the recording's order of first appearance.
  public var series: [Series]

  /// The largest deviation as recorded.
  public var maxDeviationAsRecorded: Double { series.map(\.maxDeviationAsRecorded).max() ?? 0 }
  /// The largest deviation after the latency.
  public var maxDeviation: Double { series.map(\.maxDeviation).max() ?? 0 }
  /// Values beyond both tolerances.
  public var failingSamples: Int { series.reduce(0) { $0 + $1.failingSamples } }
  /// The latency is beyond ``Tolerances/latency``.
  public var latencyExceeded: Bool { tolerances.latency.map { abs(latencyFit.latency) > $0 } ?? false }
  /// The recording's duration differs from the spec's: the fitted ratio is outside 1 by more
  /// than its 95% confidence, and the time it adds or removes over the whole transition,
  /// |scale − 1|·D, exceeds twice the time tolerance, more than the clock can explain. A clock
  /// whose delays drift by J over the run (early frames on time, late ones J late) shows as a
  /// ratio of up to 1 + J/D, and the same drift tilts the frame grid the jitter is measured
  /// from, hiding up to J more; hence twice. (The confidence interval assumes independent
  /// errors; a jittery clock's delays are correlated frame to frame, so it is optimistic, and the
  /// second condition is what keeps a faithful recording from failing on it.)
  public var durationDiffers: Bool {
    guard let confidence = fit.scaleConfidence else { return false }
    let excess = abs(fit.scale - 1)
    return excess > confidence && excess * duration > max(2 * timeTolerance, duration * 1e-6)
  }
  /// The spec's duration D.
  public var duration: Double
  /// Every value within a tolerance, the duration the spec's, and the latency within its bound.
  public var passes: Bool { failingSamples == 0 && !durationDiffers && !latencyExceeded }

  /// Judges `rows` against `transition`.
  ///
  /// - Throws: `TraceFormatError` for an empty recording, a view the transition does not
  ///   have, a column that is not a trace column, a non-finite time or value, or a non-finite
  ///   or negative tolerance.
  public init(_ transition: Transition, rows: [Row], tolerances: Tolerances = Tolerances()) throws(TraceFormatError) {
    let given = [
      ("points", tolerances.points), ("unitless", tolerances.unitless), ("time", tolerances.time),
      ("latency", tolerances.latency),
    ]
    for (name, value) in given {
      guard let value, !value.isFinite || value < 0 else { continue }
      throw TraceFormatError("the \(name) tolerance must be a finite number ≥ 0, got \(value)")
    }
    duration = transition.duration
    let recording = try RecordedSeries(rows, transition: transition)
    var model = RecordingModel(transition, series: recording.series)
    let grid = ModelGrid(&model)
    let weights = grid.weights(recording.series, tolerances: tolerances)
    clock = try RecordingClock(times: recording.samples.map(\.time))
    latencyFit = RecordingTimeFit.fit(recording, weights: weights, model: &model, fitsScale: false)
    fit = RecordingTimeFit.fit(recording, weights: weights, model: &model, fitsScale: true, start: latencyFit)
    self.tolerances = tolerances
    let timeTolerance = tolerances.time ?? clock.jitter
    self.timeTolerance = timeTolerance

    var judged: [Series] = recording.series.map { s in
      let column = Trace.columns[s.column]
      return Series(
        view: transition.viewNames[s.view], column: column, unit: Trace.unit(ofColumn: column) ?? .points, samples: 0,
        maxDeviationAsRecorded: 0,
        maxDeviation: 0, maxDeviationTime: 0, maxDeviationAfterFullFit: 0, rmsDeviation: 0, maxTimingError: nil,
        unreachedSamples: 0,
        failingSamples: 0)
    }
    var sumSquares = [Double](repeating: 0, count: judged.count)
    var lastRecorded: [(time: Double, fraction: Double)?] = Array(repeating: nil, count: judged.count)
    for sample in recording.samples {
      let s = sample.series
      let tau = latencyFit.modelTime(sample.time)
      let raw = abs(sample.value - model.value(s, at: sample.time))
      let deviation = abs(sample.value - model.value(s, at: tau))
      let full = abs(sample.value - model.value(s, at: fit.modelTime(sample.time)))
      var entry = judged[s]
      entry.samples += 1
      entry.maxDeviationAsRecorded = max(entry.maxDeviationAsRecorded, raw)
      if deviation > entry.maxDeviation { (entry.maxDeviation, entry.maxDeviationTime) = (deviation, sample.time) }
      entry.maxDeviationAfterFullFit = max(entry.maxDeviationAfterFullFit, full)
      sumSquares[s] += deviation * deviation
      let spatial = entry.unit == .points ? tolerances.points : tolerances.unitless
      var timing: Double?
      if let reached = grid.nearestTime(of: sample.value, series: s, near: tau, model: &model) {
        let error = tau - reached
        timing = error
        if entry.maxTimingError.map({ abs(error) > abs($0) }) ?? true { entry.maxTimingError = error }
      } else {
        entry.unreachedSamples += 1
      }
      if deviation > spatial && (timing.map { abs($0) > timeTolerance } ?? true) { entry.failingSamples += 1 }
      // Travel: the first crossings of 50% and 90% of the model's travel, after the latency.
      let (start, end) = (grid.values[s][0], grid.values[s][ModelGrid.steps])
      if end != start {
        let fraction = (sample.value - start) / (end - start)
        for (target, isFifty) in [(0.5, true), (0.9, false)]
        where (isFifty ? entry.recordedTravel50 : entry.recordedTravel90) == nil {
          guard fraction >= target else { continue }
          var crossing = tau
          if let previous = lastRecorded[s], previous.fraction < target, fraction > previous.fraction {
            crossing =
              previous.time + (tau - previous.time) * (target - previous.fraction) / (fraction - previous.fraction)
          }
          if isFifty { entry.recordedTravel50 = crossing } else { entry.recordedTravel90 = crossing }
        }
        lastRecorded[s] = (tau, fraction)
      }
      judged[s] = entry
    }
    for s in judged.indices {
      judged[s].rmsDeviation = judged[s].samples > 0 ? (sumSquares[s] / Double(judged[s].samples)).squareRoot() : 0
      judged[s].modelTravel50 = grid.travelTime(0.5, series: s, model: &model)
      judged[s].modelTravel90 = grid.travelTime(0.9, series: s, model: &model)
    }
    series = judged
  }
}
