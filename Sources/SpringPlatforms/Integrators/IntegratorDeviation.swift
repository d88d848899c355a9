import Curves

/// How far a platform's frame-by-frame integrator strays from the exact motion of the same
/// spring, on a regular display and on the same display with frames dropped.
public struct IntegratorDeviation: Hashable, Sendable {
  /// The integrator.
  public let integrator: SpringIntegrator
  /// The display rate, frames per second.
  public let hz: Double
  /// The largest |value − exact value| over the frames of a regular clock, value units.
  public let largest: Double
  /// When it happens, in seconds.
  public let time: Double
  /// The same with ``droppedFrames`` consecutive frames missing after the first three.
  public let largestWithDroppedFrames: Double
  /// How many consecutive frames are dropped (their gap is 83 ms at 60 Hz: more than Rebound's
  /// 64 ms clamp).
  public let droppedFrames: Int

  /// Measures `integrator` over `duration` seconds of `spring` moving `distance` value units from
  /// `velocity` (value units per second).
  ///
  /// - Throws: `CurveError` for hz ≤ 0, a non-positive duration, or a zero distance.
  public init(
    _ integrator: SpringIntegrator, spring: Spring, distance: Double, velocity: Double = 0, hz: Double,
    duration: Double, droppedFrames: Int = 4
  ) throws(CurveError) {
    guard duration.isFinite, duration > 0 else {
      throw .outOfRange(parameter: "duration", value: duration, allowed: "the compared motion must last > 0 s")
    }
    let clock = try FrameClock.regular(hz: hz, until: duration)
    let regular = try integrator.simulate(spring, target: distance, velocity: velocity, clock: clock).deviation(
      from: spring, target: distance, velocity: velocity)
    let dropped = clock.dropping(Set(3..<(3 + droppedFrames)))
    let gap = try integrator.simulate(spring, target: distance, velocity: velocity, clock: dropped).deviation(
      from: spring, target: distance, velocity: velocity)
    self.integrator = integrator
    self.hz = hz
    largest = regular.value
    time = regular.time
    largestWithDroppedFrames = gap.value
    self.droppedFrames = droppedFrames
  }
}
