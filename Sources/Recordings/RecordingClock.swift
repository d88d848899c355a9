import Transitions

/// What a recording's timestamps say about its clock: the frame interval, how far its times
/// stray from a regular frame grid (the jitter, which bounds how wrong any one timestamp can be
/// relative to the frame whose values it carries), and where the clock starts.
///
/// A frame recorded with the engine's own frame clock (the document timeline's `currentTime`,
/// the `requestAnimationFrame` timestamp, the `Choreographer` frame time) carries the time its
/// values were computed for; a frame stamped with `performance.now()` (or any clock read while
/// the callback runs) is late by the callback's delay ε, which varies frame to frame. Frames
/// come on a display's grid, t = φ + n·interval (n skips dropped frames), so each stamp's distance
/// from the least-squares grid through all of them is its delay less the mean delay; the jitter is
/// the spread of those distances (largest − smallest). After the latency fit removes the mean
/// delay, no faithful frame's timing error exceeds it.
public struct RecordingClock: Hashable, Sendable, Codable {
  /// Distinct recorded times.
  public var frames: Int
  /// The frame interval in seconds: the slope of the least-squares grid through the distinct
  /// times, each numbered by the whole intervals since the first (0 for fewer than 2 frames).
  public var frameInterval: Double
  /// The spread (largest − smallest) of the times' distances from that grid, at most one
  /// interval: the jitter of the recording's clock, in seconds.
  public var jitter: Double
  /// Steps longer than 1.5 intervals: frames the recording dropped (or did not record).
  public var droppedFrames: Int
  /// The first recorded time.
  public var firstTime: Double
  /// The last recorded time.
  public var lastTime: Double

  /// The clock of `times` (in seconds, any order; repeated times count once).
  ///
  /// - Throws: `TraceFormatError` when `times` is empty (a clock needs a time) or holds a time
  ///   that is not finite.
  public init(times: [Double]) throws(TraceFormatError) {
    if let bad = times.firstIndex(where: { !$0.isFinite }) {
      throw TraceFormatError(
        "a recording's clock needs finite times; time \(bad + 1) of \(times.count) is \(times[bad])")
    }
    let distinct = Array(Set(times)).sorted()
    guard let first = distinct.first, let last = distinct.last else {
      throw TraceFormatError("a recording's clock needs at least one time; none was given")
    }
    frames = distinct.count
    firstTime = first
    lastTime = last
    let steps = zip(distinct.dropFirst(), distinct).map { $0 - $1 }
    guard !steps.isEmpty else {
      (frameInterval, jitter, droppedFrames) = (0, 0, 0)
      return
    }
    // A first interval, the median step; each time numbered on it; then the least-squares grid.
    let sorted = steps.sorted()
    let median =
      sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    var numbers: [Double] = [0]
    var number = 0.0
    for step in steps {
      number += max(1, (step / median).rounded())
      numbers.append(number)
    }
    let n = Double(distinct.count)
    let (sx, sy) = (numbers.reduce(0, +), distinct.reduce(0, +))
    let sxx = numbers.reduce(0) { $0 + $1 * $1 }
    let sxy = zip(numbers, distinct).reduce(0) { $0 + $1.0 * $1.1 }
    let denominator = n * sxx - sx * sx
    let interval = denominator > 0 ? (n * sxy - sx * sy) / denominator : median
    let phase = (sy - interval * sx) / n
    let residuals = zip(numbers, distinct).map { $1 - (phase + interval * $0) }
    frameInterval = interval
    jitter = min((residuals.max() ?? 0) - (residuals.min() ?? 0), interval)
    droppedFrames = steps.filter { $0 > 1.5 * median }.count
  }
}
