/// What a recording's timestamps say about its clock: the frame interval, how far its times
/// stray from a regular frame grid (the jitter, which bounds how wrong any one timestamp can be
/// relative to the frame whose values it carries), and where the clock starts.
///
/// A frame recorded with the engine's own frame clock (the document timeline's `currentTime`,
/// the `requestAnimationFrame` timestamp, `CADisplayLink.timestamp`, the `Choreographer` frame
/// time) carries the time its values were computed for; a frame stamped with `performance.now()`
/// (or any clock read while the callback runs) is late by the callback's delay, which varies
/// frame to frame. That variation shows in the steps between timestamps: a step is
/// `k·interval + (ε₂ − ε₁)` with k the frames elapsed (more than 1 after a dropped frame).
public struct RecordingClock: Hashable, Sendable, Codable {
  /// Distinct recorded times.
  public var frames: Int
  /// The median step between successive distinct times, in seconds (0 for fewer than 2 frames).
  public var frameInterval: Double
  /// The largest distance of a step from the nearest whole number of frame intervals, at most
  /// half an interval: the jitter of the recording's clock, in seconds.
  public var jitter: Double
  /// Steps longer than 1.5 intervals: frames the recording dropped (or did not record).
  public var droppedFrames: Int
  /// The first recorded time.
  public var firstTime: Double
  /// The last recorded time.
  public var lastTime: Double

  /// The clock of `times` (in seconds, any order).
  public init(times: [Double]) {
    var distinct = Array(Set(times)).sorted()
    if distinct.isEmpty { distinct = [0] }
    frames = distinct.count
    firstTime = distinct.first!
    lastTime = distinct.last!
    let steps = zip(distinct.dropFirst(), distinct).map { $0 - $1 }
    guard !steps.isEmpty else {
      (frameInterval, jitter, droppedFrames) = (0, 0, 0)
      return
    }
    let sorted = steps.sorted()
    let interval = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    frameInterval = interval
    jitter = steps.map { step in
      let k = max(1, (step / interval).rounded())
      return min(abs(step - k * interval), interval / 2)
    }.max() ?? 0
    droppedFrames = steps.filter { $0 > 1.5 * interval }.count
  }
}
