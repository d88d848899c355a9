import Curves

/// How a platform advances a spring from one display frame to the next.
///
/// Every integrator works in value units: the motion starts at 0 and heads for `target` (the
/// distance), with velocities in value units per second, as the platforms store them. A frame is
/// a call to ``advance(to:)`` with the frame's wall-clock time; what happens between frames (one
/// step, many sub-steps, a closed form from the start or from the last frame, clamped or rounded
/// time) is the integrator's own rule, and is what makes one platform's motion differ from the
/// exact closed form.
public protocol SpringFrameIntegrator {
  /// The integrator at value 0 at time 0, released towards `target` with `velocity` (value
  /// units per second).
  init(spring: Spring, target: Double, velocity: Double)
  /// Advances to wall-clock `time` (seconds, later than the previous call's).
  mutating func advance(to time: Double)
  /// The value at the last frame.
  var position: Double { get }
  /// The velocity at the last frame, in value units per second.
  var velocity: Double { get }
}

/// The frame-by-frame integrators the suite simulates, by the platform that runs them.
public enum SpringIntegrator: String, CaseIterable, Hashable, Sendable {
  /// Rebound's fixed-step RK4 at 1 ms with its 64 ms frame clamp (``ReboundIntegrator``).
  case rebound
  /// Jetpack Compose's closed form from the start at whole milliseconds, stored as Float
  /// (``ComposeIntegrator``).
  case compose
  /// Android `SpringAnimation`'s closed form restarted at every frame from the previous frame's
  /// Float state over whole milliseconds (``AndroidIntegrator``).
  case android
  /// A fixed-step semi-implicit (symplectic) Euler step per frame, as hand-written game loops and
  /// many small libraries do (``SemiImplicitEulerIntegrator``).
  case semiImplicitEuler = "euler"

  /// Simulates the spring on `clock`: the value and velocity at every frame.
  public func simulate(_ spring: Spring, target: Double, velocity: Double, clock: FrameClock) -> SpringTrajectory {
    switch self {
    case .rebound:
      SpringTrajectory(ReboundIntegrator.self, spring: spring, target: target, velocity: velocity, clock: clock)
    case .compose:
      SpringTrajectory(ComposeIntegrator.self, spring: spring, target: target, velocity: velocity, clock: clock)
    case .android:
      SpringTrajectory(AndroidIntegrator.self, spring: spring, target: target, velocity: velocity, clock: clock)
    case .semiImplicitEuler:
      SpringTrajectory(
        SemiImplicitEulerIntegrator.self, spring: spring, target: target, velocity: velocity, clock: clock)
    }
  }
}

/// A simulated motion: value and velocity at each frame of a clock.
public struct SpringTrajectory: Hashable, Sendable {
  /// The frame times, seconds.
  public let times: [Double]
  /// The value at each frame.
  public let positions: [Double]
  /// The velocity at each frame, value units per second.
  public let velocities: [Double]

  /// Runs `Integrator` over every frame of `clock`.
  public init<Integrator: SpringFrameIntegrator>(
    _ integrator: Integrator.Type, spring: Spring, target: Double, velocity: Double, clock: FrameClock
  ) {
    var state = Integrator(spring: spring, target: target, velocity: velocity)
    var positions: [Double] = [], velocities: [Double] = []
    positions.reserveCapacity(clock.times.count)
    velocities.reserveCapacity(clock.times.count)
    for time in clock.times {
      if time > 0 { state.advance(to: time) }
      positions.append(state.position)
      velocities.append(state.velocity)
    }
    times = clock.times
    self.positions = positions
    self.velocities = velocities
  }

  /// The largest |value − exact value| over the frames, and the time of it, against the closed
  /// form of the same spring from 0 to `target` released with `velocity` (value units); infinite
  /// when a frame's value is not a number.
  ///
  /// - Throws: `CurveError` only for a non-finite target or velocity.
  public func deviation(from spring: Spring, target: Double, velocity: Double) throws(CurveError) -> (
    value: Double, time: Double
  ) {
    guard target.isFinite, target != 0 else {
      throw .outOfRange(parameter: "target", value: target, allowed: "the distance must be finite and non-zero")
    }
    let exact = try SpringMotion(spring: spring, progressVelocity: velocity / target)
    var worst = (value: 0.0, time: 0.0)
    for (time, position) in zip(times, positions) {
      let error = abs(position - exact.value(from: 0, to: target, at: time))
      // A NaN (a Float platform overflowing) is an unbounded deviation, never a perfect score.
      if error.isNaN { return (.infinity, time) }
      if error > worst.value { worst = (error, time) }
    }
    return worst
  }
}
