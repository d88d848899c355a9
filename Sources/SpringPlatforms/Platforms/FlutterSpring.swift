import Curves
import RealModule

/// Flutter's `SpringDescription` and `SpringSimulation` (flutter/flutter
/// `packages/flutter/lib/src/physics/spring_simulation.dart` @04fbdcfac9, `tolerance.dart`
/// @17bd7a8e38, `utils.dart` @08d672e4ad).
///
/// ```
/// SpringDescription(mass, stiffness, damping)                    as given
/// .withDampingRatio(mass, stiffness, ratio)                      c = ratio·2√(mk)
/// .withDurationAndBounce(duration, bounce)                       m = 1, k = (2π/d)², c = ζ·2√k,
///     d = duration in whole milliseconds / 1000,  ζ = 1 − bounce (bounce > 0), 1/(1 + bounce) (≤ 0)
/// ```
/// and the getters `duration` = 2π√(m/k) rounded to whole milliseconds, `bounce` = 1 − ζ (ζ < 1)
/// or 1/ζ − 1.
///
/// **The mass ≠ 1 bug** (issue #163858, fixed by PR #165017, stable in Flutter 3.32): the
/// under-damped solution used r = −c·m/2 instead of −c/(2m), so any spring with mass ≠ 1 decayed
/// at the wrong rate; `buggyUnderdampedDisplacement(_:initialDisplacement:initialVelocity:at:)` (package: for the
/// tests) reproduces it so a test can show ours is the fixed form. (A second bug, #109675, fixed by
/// PR #120488, had the critically damped coefficient c₂ = v₀/(r·x₀).)
public enum FlutterSpring {
  /// `SpringDescription.withDampingRatio`: c = ratio·2√(mass·stiffness).
  public static func spring(mass: Double = 1, stiffness: Double, ratio: Double = 1) throws(CurveError) -> Spring {
    try Spring(ratio: ratio, ratioName: "ratio", stiffness: stiffness, mass: mass)
  }

  /// `SpringDescription.withDurationAndBounce`: the duration is taken in whole milliseconds
  /// (`Duration.inMilliseconds`, truncated), and must be at least 1 ms; bounce in (−1, 1].
  /// `duration` in seconds becomes a Dart `Duration` of whole microseconds (rounded) first, so
  /// 1.001 s is 1001 ms although 1.001 × 1000 rounds below 1001 in double.
  public static func spring(duration: Double, bounce: Double = 0) throws(CurveError) -> Spring {
    try Spring.checkTime("duration", duration)
    guard bounce.isFinite else { throw .nonFinite(parameter: "bounce", value: bounce) }
    let millis = ((duration * 1e6).rounded() / 1000).rounded(.towardZero)
    guard millis >= 1 else {
      throw .outOfRange(parameter: "duration", value: duration, allowed: "Flutter's duration must be at least 1 ms")
    }
    guard bounce > -1 && bounce <= 1 else {
      throw .outOfRange(parameter: "bounce", value: bounce, allowed: "bounce must lie in (−1, 1]")
    }
    let seconds = millis / 1000
    let zeta = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    let root = 2 * Double.pi / seconds
    return try Spring(ratio: zeta, ratioName: "ratio", stiffness: root * root)
  }

  /// `SpringDescription.duration`: 2π√(m/k) in whole milliseconds (rounded), in seconds.
  public static func duration(of spring: Spring) -> Double {
    (spring.response * 1000).rounded() / 1000
  }

  /// `SpringDescription.bounce`: 1 − ζ for ζ < 1, 1/ζ − 1 otherwise.
  public static func bounce(of spring: Spring) -> Double {
    spring.bounce
  }

  /// `Tolerance.defaultTolerance`: distance, time and velocity 1e-3.
  public static let defaultTolerance = 1e-3

  /// `SpringSimulation.isDone(t)`: |x(t) − end| < distance tolerance and |x′(t)| < velocity
  /// tolerance, both strict (`nearZero` is an open interval plus exact equality), in value units.
  public static func isDone(
    _ motion: SpringMotion, distance: Double, at t: Double, tolerance: Double = defaultTolerance
  ) -> Bool {
    let (q, v) = motion.state(at: t)
    let (x, dx) = (q * distance, v * distance)
    return (abs(x) < tolerance || x == 0) && (abs(dx) < tolerance || dx == 0)
  }

  /// When an `AnimationController` driving a `SpringSimulation` stops: the first frame of
  /// `clock` at which ``isDone(_:distance:at:tolerance:)`` holds, in seconds (`.infinity` if none).
  public static func completion(
    _ motion: SpringMotion, distance: Double, clock: FrameClock, tolerance: Double = defaultTolerance
  ) -> Double {
    clock.times.first { isDone(motion, distance: distance, at: $0, tolerance: tolerance) } ?? .infinity
  }

  /// The displacement Flutter's under-damped solution computed before PR #165017: r = −c·m/2
  /// (should be −c/(2m)), ω = √(4mk − c²)/(2m), x = e^(rt)·(x₀·cos ωt + ((v₀ − r·x₀)/ω)·sin ωt).
  /// Identical to the fixed form when m = 1.
  ///
  /// - Precondition: the spring is under-damped.
  package static func buggyUnderdampedDisplacement(
    _ spring: Spring, initialDisplacement x0: Double, initialVelocity v0: Double, at t: Double
  ) -> Double {
    precondition(spring.regime == .underdamped, "the bug is in the under-damped solution")
    let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
    let r = -(c / 2.0 * m)
    let w = (4 * m * k - c * c).squareRoot() / (2 * m)
    return Double.exp(r * t) * (x0 * Double.cos(w * t) + ((v0 - r * x0) / w) * Double.sin(w * t))
  }
}
