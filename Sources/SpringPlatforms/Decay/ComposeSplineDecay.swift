import Curves
import RealModule

/// Jetpack Compose's `splineBasedDecay(density)`: Android's fling spline (``AndroidSpline``) as
/// Compose computes it, in floats without whole pixels.
///
/// The exact law is ``AndroidFling``'s (duration T = (0.35·|v|/(f·C))^(1/(ρ − 1)) s, distance
/// 0.35·|v|·T along `cubic-bezier(0.175, 0.5, 0.35, 1)`). Compose's own arithmetic
/// (``platformSample(at:)``) differs from `OverScroller`'s in four places: the velocity is a
/// float, not an int; the ratio under the logarithm is divided in double; the coefficient
/// associates as (((9.80665·39.37)·density)·160)·0.84 (one ulp apart from Android's at density
/// 3); and the distance stays a float, so positions are not whole pixels. The play time is floored
/// to whole milliseconds (`playTimeNanos / 1_000_000`), and the table is read at t = 0 as well: a
/// Compose fling starts `AndroidSpline.positions[0]` = 2.29e-5 of its distance ahead. Once the
/// duration has passed, `DecayAnimation` shows the target and a velocity coerced into
/// [−threshold, threshold] with threshold 0.
///
/// Source: androidx/androidx `compose/animation/animation/src/commonMain/kotlin/androidx/compose/`
/// `animation/FlingCalculator.kt` @55c737bf, `SplineBasedDecay.kt` @71938035 (the time clamp),
/// `SplineBasedFloatDecayAnimationSpec.kt` @a9b06aaf, and its Android friction
/// (`ViewConfiguration.getScrollFriction()`, 0.015) @f8543a17.
public struct ComposeSplineDecay: DecayMotion, Hashable {
  public let origin: Double
  public let initialVelocity: Double
  /// `Density.density`.
  public let density: Double
  /// The scroll friction, 0.015 on Android and desktop.
  public let friction: Double
  public let duration: Double
  public let destination: Double
  /// `magicPhysicalCoefficient` in float.
  public let physicalCoefficient: Float
  /// `flingDuration(velocity)`: whole milliseconds.
  public let platformMilliseconds: Int64
  /// `flingDistance(velocity)`: the unsigned distance as a float.
  public let platformDistance: Float

  /// A decay from `origin` at `velocity` per second on a display of `density`.
  ///
  /// - Throws: `CurveError` for a non-finite origin or velocity, or a density or friction that is
  ///   not finite and > 0.
  public init(
    origin: Double, velocity: Double, density: Double, friction: Double = AndroidFling.defaultFriction
  ) throws(CurveError) {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    try DecayCheck.positive("density", density)
    try DecayCheck.positive("friction", friction)
    self.origin = origin
    self.initialVelocity = velocity
    self.density = density
    self.friction = friction
    let (seconds, length) = AndroidSpline.exactFling(
      speed: abs(velocity), frictionTimesCoefficient: friction * 9.80665 * 39.37 * density * 160 * 0.84)
    duration = seconds
    destination = origin + (velocity < 0 ? -length : length)

    physicalCoefficient = Float(9.80665) * Float(39.37) * Float(density) * 160 * Float(0.84)
    let speed = Float(velocity).magnitude
    let l = Double.log(Double(AndroidSpline.inflexion * speed) / Double(Float(friction) * physicalCoefficient))
    let rate = Double(AndroidSpline.decelerationRate)
    let millis = 1000 * Double.exp(l / (rate - 1))
    platformMilliseconds = Int64(min(millis, 9e15).rounded(.towardZero))
    let total = Double(Float(friction) * physicalCoefficient) * Double.exp(rate / (rate - 1) * l)
    platformDistance = Float(total)
  }

  public func sample(at t: Double) -> DecaySample {
    AndroidSpline.exactSample(
      at: t, origin: origin, velocity: initialVelocity, destination: destination, duration: duration)
  }

  public func time(toReach position: Double) -> Double? { monotoneTime(toReach: position) }

  private var sign: Float {
    let v = Float(initialVelocity)
    return v > 0 ? 1 : (v < 0 ? -1 : 0)
  }

  /// `DecayAnimation` over `SplineBasedFloatDecayAnimationSpec` at the whole millisecond of t.
  public func platformSample(at t: Double) -> DecaySample {
    let millis = AndroidSpline.wholeMilliseconds(t)
    guard millis < platformMilliseconds else { return DecaySample(position: platformDestination, velocity: 0) }
    let splinePosition = platformMilliseconds > 0 ? Float(millis) / Float(platformMilliseconds) : 1
    let (distanceCoefficient, velocityCoefficient) = AndroidSpline.interpolate(splinePosition)
    let offset = platformDistance * sign * distanceCoefficient
    let velocity = velocityCoefficient * sign * platformDistance / Float(platformMilliseconds) * 1000
    return DecaySample(position: Double(Float(origin) + offset), velocity: Double(velocity))
  }

  /// `getTargetValue`: the origin plus the signed float distance, in float.
  public var platformDestination: Double { Double(Float(origin) + platformDistance * sign) }

  /// `getDurationNanos`, in seconds.
  public var platformRestTime: Double { Double(platformMilliseconds) / 1000 }
}
