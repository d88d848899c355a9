import Curves
import RealModule

/// Flutter's `ClampingScrollSimulation` (Android-style scrolling since flutter/flutter#120420,
/// 2023): Android's fling distance on a curve whose deceleration depends on the velocity alone
/// ("ballistic", so a restart from any frame continues the same motion).
///
/// With ρ = ln 0.78/ln 0.9, C = 9.80665·39.37·160·0.84 logical px/s² and f the friction (0.015):
/// ```
/// T_android = (|v₀|/v_ref)^(1/(ρ − 1)),   v_ref = f·C/0.35   (2223.87 px/s)
/// T = ρ·0.35·T_android,   D = v₀·T/ρ                         (Android's distance)
/// x(t) = x₀ + D·(1 − (1 − t/T)^ρ),   v(t) = v₀·(1 − t/T)^(ρ − 1)
/// ```
/// so it finishes at 0.8254 of Android's duration over the same distance: 1000 px/s travels
/// 194.3136 px in 0.4582 s. Flutter computes this closed form in doubles, so the platform's
/// answers are the law's.
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart` @b2ce50a4.
public struct FlutterClampingScroll: DecayMotion, Hashable {
  /// ρ = ln 0.78/ln 0.9 (`_kDecelerationRate`).
  public static let decelerationRate = Double.log(0.78) / Double.log(0.9)
  /// `_physicalCoeff`: 9.80665·39.37·160·0.84 logical pixels per second².
  public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84

  public let origin: Double
  public let initialVelocity: Double
  /// The friction (0.015, Android's).
  public let friction: Double
  public let duration: Double
  public let destination: Double

  /// A fling from `origin` at `velocity` logical pixels per second.
  ///
  /// - Throws: `CurveError` for a non-finite origin or velocity, or a friction that is not finite
  ///   and > 0.
  public init(origin: Double, velocity: Double, friction: Double = AndroidFling.defaultFriction) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    try DecayCheck.positive("friction", friction)
    self.origin = origin
    self.initialVelocity = velocity
    self.friction = friction
    let rho = Self.decelerationRate
    let reference = friction * Self.physicalCoefficient / 0.35
    let android = Double.pow(abs(velocity) / reference, 1 / (rho - 1))
    duration = rho * 0.35 * android
    destination = origin + velocity * duration / rho
  }

  public func sample(at t: Double) -> DecaySample {
    if t <= 0 { return DecaySample(position: origin, velocity: initialVelocity) }
    if t >= duration { return DecaySample(position: destination, velocity: 0) }
    let rho = Self.decelerationRate
    let u = min(max(t / duration, 0), 1)
    let distance = initialVelocity * duration / rho
    return DecaySample(
      position: origin + distance * (1 - Double.pow(1 - u, rho)),
      velocity: initialVelocity * Double.pow(1 - u, rho - 1))
  }

  /// t = T·(1 − (1 − (x − x₀)/D)^(1/ρ)), for x strictly between the origin and the destination.
  public func time(toReach position: Double) -> Double? {
    if position == origin { return 0 }
    guard
      initialVelocity > 0 ? position > origin && position < destination : position < origin && position > destination
    else { return nil }
    let fraction = (position - origin) / (destination - origin)
    return duration * (1 - Double.pow(1 - fraction, 1 / Self.decelerationRate))
  }

  /// a(v) = −sign(v)·a_ref·(|v|/v_ref)^((ρ − 2)/(ρ − 1)), a_ref = (ρ − 1)·v_ref/(0.35·ρ): the
  /// deceleration at velocity v, which makes the law ballistic (3659.5 px/s² at v_ref).
  public func deceleration(atVelocity v: Double) -> Double {
    let rho = Self.decelerationRate
    let reference = friction * Self.physicalCoefficient / 0.35
    let referenceDeceleration = (rho - 1) * reference / (rho * 0.35)
    let magnitude = referenceDeceleration * Double.pow(abs(v) / reference, (rho - 2) / (rho - 1))
    return v > 0 ? -magnitude : (v < 0 ? magnitude : 0)
  }
}
