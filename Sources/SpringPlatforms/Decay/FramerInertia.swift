import Curves
import RealModule

/// Motion's (formerly Framer Motion's) `inertia`: an exponential approach to a target chosen at
/// release, with a spring at a bound.
///
/// ```
/// A = power·v₀,  target = x₀ + A   (or modifyTarget(x₀ + A), with A = target − x₀)
/// x(t) = target − A·e^(−t/τ),  v(t) = (A/τ)·e^(−t/τ)
/// ```
/// done when |A·e^(−t/τ)| ≤ restDelta, where the value snaps to the target. The curve leaves at
/// power·v₀/τ, not at v₀ (2.46·v₀ at the defaults power 0.8, τ = 0.325 s): a 1000 px/s flick
/// lands 800 px away after 2.398 s. Past `min` or `max` a spring (stiffness 500, damping 10, mass
/// 1, ζ = 0.2236) takes the value back to the nearer bound, handed the velocity there.
///
/// The exact law hands over where the curve meets the bound, with its velocity there. Motion
/// (``platformSample(at:)``) notices the bound on the first frame past it (frames every
/// ``frameInterval`` from 0), hands over from that frame's value (past the bound) with a 5 ms
/// backward difference of the curve as the velocity, and runs its own spring generator (rest when
/// |v| ≤ restSpeed and |x − bound| ≤ restDelta; restSpeed 0.01 when the spring's distance is
/// below 5, else 2, unless given). Its velocity in the friction phase is that 5 ms difference too.
///
/// Source: motiondivision/motion `packages/motion-dom/src/animation/generators/inertia.ts`,
/// `spring.ts` and `utils/velocity.ts` @1b037b00 (v13.1.1); the test `__tests__/inertia.test.ts`
/// @a5bb1861 pins every keyframe.
public struct FramerInertia: DecayMotion, Hashable {
  /// Motion's defaults: power 0.8, timeConstant 325 ms, restDelta 0.5, bounceStiffness 500,
  /// bounceDamping 10.
  public static let defaultPower = 0.8, defaultTimeConstant = 0.325, defaultRestDelta = 0.5
  /// The bound spring's defaults.
  public static let defaultBounceStiffness = 500.0, defaultBounceDamping = 10.0

  public let origin: Double
  public let initialVelocity: Double
  /// `power`: the amplitude per unit of velocity (seconds).
  public let power: Double
  /// τ, in seconds (Motion takes milliseconds).
  public let timeConstant: Double
  /// The distance from the target at which the friction phase snaps to it.
  public let restDelta: Double
  /// The spring's rest speed, per second (nil: Motion's rule by the spring's distance).
  public let restSpeed: Double?
  /// The bounds (either may be absent).
  public let minimum, maximum: Double?
  /// The spring's stiffness and damping (mass 1).
  public let bounceStiffness, bounceDamping: Double
  /// That spring.
  public let bounceSpring: Spring
  /// Where the friction phase heads.
  public let target: Double
  /// A = target − x₀.
  public let amplitude: Double
  /// The frames on which Motion notices a bound, in seconds (1/60 by default).
  public let frameInterval: Double

  /// When and from where the spring takes over, exactly and as Motion does.
  private(set) var exact: Bound?
  private(set) var platform: Bound?
  /// The exact law's spring after the bound, and when the whole motion rests.
  private(set) var exactSpring: SpringMotion?
  public private(set) var duration: Double = 0

  struct Bound: Hashable, Sendable {
    var start: Double
    var value: Double
    var velocity: Double
    var edge: Double
    var restSpeed: Double
  }

  /// An inertia from `origin` at `velocity` per second. `target`, when given, replaces the
  /// ideal x₀ + power·v₀ (Motion's `modifyTarget` applied to it).
  ///
  /// - Throws: `CurveError` for non-finite inputs, a power, time constant, rest delta, frame
  ///   interval or spring constant that is not > 0, or a minimum above the maximum.
  public init(
    origin: Double, velocity: Double, power: Double = defaultPower, timeConstant: Double = defaultTimeConstant,
    restDelta: Double = defaultRestDelta, restSpeed: Double? = nil, minimum: Double? = nil, maximum: Double? = nil,
    bounceStiffness: Double = defaultBounceStiffness, bounceDamping: Double = defaultBounceDamping,
    target: Double? = nil, frameInterval: Double = 1.0 / 60
  ) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    try DecayCheck.positive("power", power)
    try DecayCheck.positive("timeConstant", timeConstant)
    try DecayCheck.positive("restDelta", restDelta)
    if let restSpeed { try DecayCheck.positive("restSpeed", restSpeed) }
    if let minimum { try DecayCheck.finite("min", minimum) }
    if let maximum { try DecayCheck.finite("max", maximum) }
    if let minimum, let maximum, minimum > maximum {
      throw .outOfRange(parameter: "max", value: maximum, allowed: "≥ min (\(minimum))")
    }
    try DecayCheck.positive("bounceStiffness", bounceStiffness)
    try DecayCheck.nonNegative("bounceDamping", bounceDamping)
    if let target { try DecayCheck.finite("target", target) }
    try DecayCheck.frameInterval(frameInterval)
    self.origin = origin
    self.initialVelocity = velocity
    self.power = power
    self.timeConstant = timeConstant
    self.restDelta = restDelta
    self.restSpeed = restSpeed
    self.minimum = minimum
    self.maximum = maximum
    self.bounceStiffness = bounceStiffness
    self.bounceDamping = bounceDamping
    bounceSpring = try Spring(mass: 1, stiffness: bounceStiffness, damping: bounceDamping)
    self.frameInterval = frameInterval
    let ideal = origin + power * velocity
    let goal = target ?? ideal
    self.target = goal
    amplitude = goal != ideal ? goal - origin : power * velocity
    exact = nil
    platform = nil
    exact = exactBound()
    platform = platformBound()
    exactSpring = makeExactSpring()
    duration = restTime()
  }

  /// Motion's `modifyTarget`: the target is `modifyTarget(x₀ + power·v₀)`.
  public init(
    origin: Double, velocity: Double, power: Double = defaultPower, timeConstant: Double = defaultTimeConstant,
    restDelta: Double = defaultRestDelta, minimum: Double? = nil, maximum: Double? = nil,
    frameInterval: Double = 1.0 / 60, modifyTarget: (Double) -> Double
  ) throws(CurveError) {
    try self.init(
      origin: origin, velocity: velocity, power: power, timeConstant: timeConstant, restDelta: restDelta,
      minimum: minimum, maximum: maximum, target: modifyTarget(origin + power * velocity),
      frameInterval: frameInterval)
  }

  // MARK: The friction phase

  func isOut(_ v: Double) -> Bool {
    (minimum.map { v < $0 } ?? false) || (maximum.map { v > $0 } ?? false)
  }

  func nearestBound(_ v: Double) -> Double {
    guard let minimum else { return maximum ?? v }
    guard let maximum else { return minimum }
    return abs(minimum - v) < abs(maximum - v) ? minimum : maximum
  }

  /// When the friction phase is done: τ·ln(|A|/restDelta), 0 when |A| ≤ restDelta.
  public var frictionRestTime: Double {
    abs(amplitude) > restDelta ? timeConstant * Double.log(abs(amplitude) / restDelta) : 0
  }

  func frictionValue(_ t: Double) -> Double {
    t >= frictionRestTime ? target : target - amplitude * Double.exp(-t / timeConstant)
  }

  func springRestSpeed(distance: Double) -> Double {
    restSpeed ?? (abs(distance) < 5 ? 0.01 : 2)
  }

  func exactBound() -> Bound? {
    guard minimum != nil || maximum != nil else { return nil }
    if isOut(origin) {
      let edge = nearestBound(origin)
      return Bound(
        start: 0, value: origin, velocity: amplitude / timeConstant, edge: edge,
        restSpeed: springRestSpeed(distance: edge - origin))
    }
    guard isOut(target) else { return nil }
    let edge = target > origin ? (maximum ?? target) : (minimum ?? target)
    let crossing = -timeConstant * Double.log((target - edge) / amplitude)
    let rest = frictionRestTime
    if crossing < rest {
      let velocity = amplitude / timeConstant * Double.exp(-crossing / timeConstant)
      return Bound(
        start: crossing, value: edge, velocity: velocity, edge: edge, restSpeed: springRestSpeed(distance: 0))
    }
    let velocity = amplitude / timeConstant * Double.exp(-rest / timeConstant)
    return Bound(
      start: rest, value: target, velocity: velocity, edge: edge, restSpeed: springRestSpeed(distance: edge - target))
  }

  // MARK: DecayMotion

  func makeExactSpring() -> SpringMotion? {
    guard let exact else { return nil }
    // try?: the displacement and velocity are finite (checked inputs through exp and log), the
    // only thing SpringMotion refuses.
    return try? SpringMotion(
      spring: bounceSpring, initialDisplacement: exact.value - exact.edge, initialVelocity: exact.velocity)
  }

  public var destination: Double { exact?.edge ?? target }

  /// The friction phase's rest, or the spring's first instant within restDelta and restSpeed
  /// (searched in 1 ms steps over 600 s, then to the last bit; `.infinity` when an undamped
  /// spring never rests).
  func restTime() -> Double {
    guard let exact, let spring = exactSpring else { return frictionRestTime }
    func done(_ t: Double) -> Bool {
      let (q, v) = spring.state(at: t)
      return abs(v) <= exact.restSpeed && abs(q) <= restDelta
    }
    var t = 0.0
    while t < 600 {
      if done(t + 0.001) { return exact.start + DecayCheck.firstTime(from: t, to: t + 0.001, where: done) }
      t += 0.001
    }
    return .infinity
  }

  public func sample(at t: Double) -> DecaySample {
    if let exact, let spring = exactSpring, t >= exact.start {
      if t >= duration { return DecaySample(position: exact.edge, velocity: 0) }
      let (q, v) = spring.state(at: t - exact.start)
      return DecaySample(position: exact.edge + q, velocity: v)
    }
    // Motion snaps to the target as soon as |A·e^(−t/τ)| ≤ restDelta, at t = 0 for a small flick.
    if t >= frictionRestTime { return DecaySample(position: target, velocity: 0) }
    if t <= 0 { return DecaySample(position: origin, velocity: amplitude / timeConstant) }
    let decay = Double.exp(-t / timeConstant)
    return DecaySample(position: target - amplitude * decay, velocity: amplitude / timeConstant * decay)
  }

  public func time(toReach position: Double) -> Double? {
    if position == origin { return 0 }
    let end = exact?.value ?? target
    guard amplitude > 0 ? position > origin && position < end : position < origin && position > end else {
      return exact.map { position == $0.value ? $0.start : nil } ?? nil
    }
    let t = -timeConstant * Double.log((target - position) / amplitude)
    return t < frictionRestTime ? t : nil
  }

  /// Motion's generator at t (see the type's description).
  public func platformSample(at t: Double) -> DecaySample {
    let ms = Self.milliseconds(max(t, 0))
    if let platform, ms >= platform.start * 1000 {
      let state = motionSpring(platform, ms - Self.milliseconds(platform.start))
      return DecaySample(position: state.value, velocity: state.velocity)
    }
    let previous = max(ms - 5, 0)
    let value = motionFriction(ms)
    let velocity = ms > previous ? (value - (target + motionDelta(previous))) * (1000 / (ms - previous)) : 0
    return DecaySample(position: value, velocity: velocity)
  }

  public var platformDestination: Double { platform?.edge ?? target }

  /// The first frame on which Motion's generator is done.
  public var platformRestTime: Double {
    if let platform {
      let start = Self.milliseconds(platform.start)
      var step = 0.0
      while step * frameMilliseconds < 600_000 {
        if motionSpring(platform, step * frameMilliseconds).done { return (start + step * frameMilliseconds) / 1000 }
        step += 1
      }
      return .infinity
    }
    var frame = max((frictionRestTime * 1000 / frameMilliseconds).rounded(.down) - 1, 0)
    while abs(motionDelta(frame * frameMilliseconds)) > restDelta { frame += 1 }
    return frame * frameMilliseconds / 1000
  }
}
