import Curves
import RealModule

/// Flutter's `BouncingScrollSimulation` (iOS-style scrolling): a ``FlutterFriction`` flick at drag
/// 0.135 per second inside the extents and, when it would end past one, a spring at that edge,
/// handed the friction's velocity there (capped above at 5000 px/s, `maxSpringTransferVelocity`;
/// the cap is `min`, so it does not limit a negative velocity). A flick that starts outside the
/// extents is a spring from the start.
///
/// The spring is Flutter's `ScrollSpringSimulation`: from the edge, to the edge, its position
/// snapping to the edge once `isDone` (|x − edge| below the distance tolerance and |v| below the
/// velocity tolerance). `BouncingScrollPhysics`' spring is mass 0.5, stiffness 100, damping
/// ratio 1.1 (``defaultSpring``).
///
/// The exact law hands over at the exact time the friction reaches the edge; Flutter's code
/// (``platformSample(at:)``) at its `timeAtX`, ten Newton steps, with its friction arithmetic
/// (``FlutterFriction``). Both evaluate the spring in closed form (`SpringMotion`).
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart` @b2ce50a4,
/// `scroll_physics.dart` @000a6d64 (the spring, the tolerance).
public struct FlutterBouncingScroll: DecayMotion, Hashable {
  /// `maxSpringTransferVelocity`: 5000 per second.
  public static let maximumTransferVelocity = 5000.0

  /// `ScrollPhysics`' default spring: mass 0.5, stiffness 100, ratio 1.1.
  public static let defaultSpring = Spring(
    uncheckedMass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())

  /// One side of the motion: the friction, then (from `start`) the spring toward `edge`.
  struct Handoff: Hashable, Sendable {
    var start: Double
    var edge: Double
    var spring: SpringMotion
  }

  public let origin: Double
  public let initialVelocity: Double
  /// The leading and trailing extents (minimum and maximum scroll offsets).
  public let leadingExtent, trailingExtent: Double
  /// The spring at the edges.
  public let spring: Spring
  /// The distance and velocity tolerances of `isDone`.
  public let distanceTolerance, velocityTolerance: Double
  /// The friction phase (nil when the flick starts outside the extents).
  public let friction: FlutterFriction?
  let exact: Handoff?
  let platform: Handoff?

  /// A flick from `origin` at `velocity` between `leadingExtent` and `trailingExtent`.
  ///
  /// - Throws: `CurveError` for non-finite inputs, extents out of order, a negative deceleration
  ///   or tolerances that are not finite and > 0.
  public init(
    origin: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double,
    spring: Spring = defaultSpring, constantDeceleration: Double = 0,
    distanceTolerance: Double = FlutterFriction.defaultTolerance,
    velocityTolerance: Double = FlutterFriction.defaultTolerance
  ) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    guard !leadingExtent.isNaN, !trailingExtent.isNaN else {
      throw .nonFinite(parameter: leadingExtent.isNaN ? "min" : "max", value: .nan)
    }
    guard leadingExtent <= trailingExtent else {
      throw .outOfRange(parameter: "max", value: trailingExtent, allowed: "≥ min (\(leadingExtent))")
    }
    try DecayCheck.positive("distanceTolerance", distanceTolerance)
    try DecayCheck.positive("velocityTolerance", velocityTolerance)
    self.origin = origin
    self.initialVelocity = velocity
    self.leadingExtent = leadingExtent
    self.trailingExtent = trailingExtent
    self.spring = spring
    self.distanceTolerance = distanceTolerance
    self.velocityTolerance = velocityTolerance
    if origin < leadingExtent || origin > trailingExtent {
      let edge = origin < leadingExtent ? leadingExtent : trailingExtent
      let motion = try SpringMotion(spring: spring, initialDisplacement: origin - edge, initialVelocity: velocity)
      friction = nil
      exact = Handoff(start: -.infinity, edge: edge, spring: motion)
      platform = exact
      return
    }
    let law = try FlutterFriction(
      origin: origin, velocity: velocity, drag: FlutterFriction.iosDrag, constantDeceleration: constantDeceleration,
      tolerance: velocityTolerance)
    friction = law
    let edge: Double? =
      velocity > 0 && law.destination > trailingExtent
      ? trailingExtent : (velocity < 0 && law.destination < leadingExtent ? leadingExtent : nil)
    let platformEdge: Double? =
      velocity > 0 && law.platformDestination > trailingExtent
      ? trailingExtent : (velocity < 0 && law.platformDestination < leadingExtent ? leadingExtent : nil)
    if let edge, let start = law.time(toReach: edge) {
      let handed = min(law.velocity(at: start), Self.maximumTransferVelocity)
      exact = Handoff(
        start: start, edge: edge,
        spring: try SpringMotion(spring: spring, initialDisplacement: 0, initialVelocity: handed))
    } else {
      exact = nil
    }
    if let platformEdge {
      let start = law.platformTime(toReach: platformEdge)
      let handed = min(law.flutterDx(start), Self.maximumTransferVelocity)
      platform = Handoff(
        start: start, edge: platformEdge,
        spring: try SpringMotion(spring: spring, initialDisplacement: 0, initialVelocity: handed))
    } else {
      platform = nil
    }
  }

  /// When the spring takes over (`.infinity` if it never does, `-.infinity` from the start).
  public var handoffTime: Double { exact?.start ?? .infinity }

  /// The velocity handed to the spring at the edge.
  public var handoffVelocity: Double? { exact.map { $0.spring.initialVelocity } }

  public var destination: Double { exact?.edge ?? friction?.destination ?? origin }

  public var duration: Double { initialVelocity == 0 && exact == nil ? 0 : .infinity }

  public func sample(at t: Double) -> DecaySample {
    if let exact, t > exact.start {
      let elapsed = exact.start.isFinite ? t - exact.start : t
      let (q, v) = exact.spring.state(at: elapsed)
      return DecaySample(position: exact.edge + q, velocity: v)
    }
    return friction?.sample(at: t) ?? DecaySample(position: origin, velocity: initialVelocity)
  }

  public func time(toReach position: Double) -> Double? {
    guard let exact else { return friction?.time(toReach: position) }
    guard exact.start.isFinite, let friction else { return position == origin ? 0 : nil }
    // Up to the edge the friction; the spring's own passes beyond it are not a single time.
    if position == exact.edge { return exact.start }
    let within = initialVelocity > 0 ? position < exact.edge : position > exact.edge
    return within ? friction.time(toReach: position) : nil
  }

  private func springSample(_ handoff: Handoff, at t: Double, snapping: Bool) -> DecaySample {
    let elapsed = handoff.start.isFinite ? t - handoff.start : t
    let (q, v) = handoff.spring.state(at: elapsed)
    if snapping, abs(q) < distanceTolerance, abs(v) < velocityTolerance {
      return DecaySample(position: handoff.edge, velocity: v)
    }
    return DecaySample(position: handoff.edge + q, velocity: v)
  }

  public func platformSample(at t: Double) -> DecaySample {
    if let platform, t > platform.start { return springSample(platform, at: t, snapping: true) }
    return friction?.platformSample(at: t) ?? DecaySample(position: origin, velocity: initialVelocity)
  }

  /// `isDone(t)`: the friction's, or the spring's (both tolerances), in Flutter's arithmetic.
  public func isDone(at t: Double) -> Bool {
    guard let platform, t > platform.start else { return friction?.isDone(at: t) ?? true }
    let (q, v) = platform.spring.state(at: platform.start.isFinite ? t - platform.start : t)
    return abs(q) < distanceTolerance && abs(v) < velocityTolerance
  }

  public var platformDestination: Double { platform?.edge ?? friction?.platformDestination ?? origin }

  /// The first time `isDone` holds: the friction's velocity below the tolerance, or the spring
  /// within both tolerances (searched in 1 ms steps, then to the last bit).
  public var platformRestTime: Double {
    guard let platform else { return friction?.platformRestTime ?? 0 }
    let start = platform.start.isFinite ? platform.start : 0
    func done(_ t: Double) -> Bool {
      let (q, v) = platform.spring.state(at: t - start)
      return abs(q) < distanceTolerance && abs(v) < velocityTolerance
    }
    var t = start
    while t < start + 600 {
      if done(t + 0.001) { return DecayCheck.firstTime(from: t, to: t + 0.001, where: done) }
      t += 0.001
    }
    return .infinity
  }
}
