import Curves
import RealModule

/// A fling of Android's `OverScroller` on one axis (`SplineOverScroller.fling`, no bounds): the
/// spline law exactly, beside Android's own arithmetic.
///
/// **The law.** With C = 9.80665·39.37·160·density·0.84 (`mPhysicalCoeff`: g in inches per second²
/// at 160 px per inch per density unit, with 0.84 of "look and feel tuning"), f the friction
/// (`ViewConfiguration.getScrollFriction()`, 0.015) and ρ = ln 0.78/ln 0.9, a flick at |v| pixels
/// per second lasts T = (0.35·|v|/(f·C))^(1/(ρ − 1)) seconds and travels D = 0.35·|v|·T pixels
/// along the spline ``AndroidSpline`` (`cubic-bezier(0.175, 0.5, 0.35, 1)` in time and distance),
/// leaving at exactly v. At density 2.625, 1000 px/s travels 95.48 px in 0.2725 s.
///
/// **What Android computes** (``platformSample(at:)``): the origin and velocity as Java ints
/// (truncated toward zero, the callers' `(int)` casts), the coefficient and the ratio under the
/// logarithm in float, the duration truncated to whole milliseconds (`mSplineDuration`), the
/// distance truncated to whole pixels (`mSplineDistance`, 95 for 95.48), the position at whole
/// milliseconds of `AnimationUtils.currentAnimationTimeMillis()` from the float table by linear
/// interpolation, rounded to whole pixels (`Math.round`), and the velocity from the table's chord
/// in float. At 0 ms Android does not evaluate the table (`update()` returns early): the position
/// is the start and the velocity the one given. Past the duration the fling is finished at
/// `mFinal`.
///
/// Not modelled: the edge (`springBack`, `notifyEdgeReached` and the ballistic overshoot at
/// `GRAVITY` 2000 px/s²), the bounds clamp that shortens `mDuration` through `SPLINE_TIME`, and the
/// flywheel that adds a running fling's velocity to the next.
///
/// Source: aosp-mirror/platform_frameworks_base `core/java/android/widget/OverScroller.java`
/// @9b56a605 (the fling arithmetic is the same at @050275cd); `ViewConfiguration.java` @006fa48b
/// (`SCROLL_FRICTION` 0.015).
public struct AndroidFling: DecayMotion, Hashable {
  /// `ViewConfiguration.SCROLL_FRICTION`: 0.015.
  public static let defaultFriction = 0.015

  public let origin: Double
  public let initialVelocity: Double
  /// The display density (`DisplayMetrics.density`: 1 at 160 dpi, 2.625 on a Pixel 5).
  public let density: Double
  /// The fling friction (`setFriction`; `ViewConfiguration.getScrollFriction()` by default).
  public let friction: Double
  public let duration: Double
  public let destination: Double

  /// `mPhysicalCoeff` as Android computes it in float: ((9.80665·39.37)·(density·160))·0.84.
  public let physicalCoefficient: Float
  /// `mSplineDuration`: the platform's duration in whole milliseconds.
  public let platformMilliseconds: Int
  /// `mSplineDistance`: the platform's distance in whole pixels, signed.
  public let platformDistance: Int
  /// The start and velocity as the ints Android takes.
  public let platformStart: Int, platformVelocity: Int

  /// A fling from `origin` at `velocity` pixels per second on a display of `density`.
  ///
  /// - Throws: `CurveError` for a non-finite origin or velocity, one outside Java's int range, or
  ///   a density or friction that is not finite and > 0.
  public init(origin: Double, velocity: Double, density: Double, friction: Double = defaultFriction)
    throws(CurveError)
  {
    try DecayCheck.finite("from", origin)
    try DecayCheck.finite("velocity", velocity)
    try DecayCheck.positive("density", density)
    try DecayCheck.positive("friction", friction)
    for (name, value) in [("from", origin), ("velocity", velocity)] where abs(value) >= 2_147_483_648 {
      throw .outOfRange(
        parameter: name, value: value, allowed: "a Java int (|value| < 2³¹): Android takes whole pixels")
    }
    self.origin = origin
    self.initialVelocity = velocity
    self.density = density
    self.friction = friction
    let exactCoefficient = 9.80665 * 39.37 * 160 * density * 0.84
    let (seconds, length) = AndroidSpline.exactFling(
      speed: abs(velocity), frictionTimesCoefficient: friction * exactCoefficient)
    duration = seconds
    destination = origin + (velocity < 0 ? -length : length)

    let ppi = Float(density) * 160
    physicalCoefficient = Float(9.80665) * Float(39.37) * ppi * Float(0.84)
    platformStart = Int(origin.rounded(.towardZero))
    platformVelocity = Int(velocity.rounded(.towardZero))
    guard platformVelocity != 0 else {
      (platformMilliseconds, platformDistance) = (0, 0)
      return
    }
    let frictionCoefficient = Float(friction) * physicalCoefficient
    let l = Double.log(Double(AndroidSpline.inflexion * Float(abs(platformVelocity)) / frictionCoefficient))
    let rate = Double(AndroidSpline.decelerationRate)
    let decelMinusOne = rate - 1
    let millis = 1000 * Double.exp(l / decelMinusOne)
    platformMilliseconds = Int(min(millis, 2_147_483_647).rounded(.towardZero))
    let total = Double(frictionCoefficient) * Double.exp(rate / decelMinusOne * l)
    let signed = total * (platformVelocity < 0 ? -1 : 1)
    platformDistance = Int(min(max(signed, -2_147_483_647), 2_147_483_647).rounded(.towardZero))
  }

  public func sample(at t: Double) -> DecaySample {
    AndroidSpline.exactSample(
      at: t, origin: origin, velocity: initialVelocity, destination: destination, duration: duration)
  }

  public func time(toReach position: Double) -> Double? { monotoneTime(toReach: position) }

  /// `SplineOverScroller.update()` at the whole millisecond of t (see the type's description).
  public func platformSample(at t: Double) -> DecaySample {
    let millis = AndroidSpline.wholeMilliseconds(t)
    if millis <= 0 { return DecaySample(position: Double(platformStart), velocity: Double(platformVelocity)) }
    if millis > Int64(platformMilliseconds) {
      return DecaySample(position: platformDestination, velocity: 0)
    }
    let fraction = Float(millis) / Float(platformMilliseconds)
    let (distanceCoefficient, velocityCoefficient) = AndroidSpline.interpolate(fraction)
    let distance = Double(distanceCoefficient * Float(platformDistance))
    let velocity = velocityCoefficient * Float(platformDistance) / Float(platformMilliseconds) * 1000
    return DecaySample(position: Double(platformStart) + (distance + 0.5).rounded(.down), velocity: Double(velocity))
  }

  /// `mFinal` = start + `mSplineDistance`.
  public var platformDestination: Double { Double(platformStart + platformDistance) }

  /// `mSplineDuration`, in seconds.
  public var platformRestTime: Double { Double(platformMilliseconds) / 1000 }
}
