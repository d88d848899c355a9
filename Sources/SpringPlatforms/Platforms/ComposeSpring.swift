import Curves

/// Jetpack Compose's `spring(dampingRatio, stiffness, visibilityThreshold)`: mass 1, ωn = √stiffness,
/// c = 2ζ√stiffness; the animation runs for ``ComposeSpringEstimate`` of the visibility threshold,
/// then snaps to its target.
///
/// Source: androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/
/// compose/animation/core/AnimationSpec.kt` and `Spring.kt` (@a33e853b): defaults
/// `dampingRatio = DampingRatioNoBouncy` (1), `stiffness = StiffnessMedium` (1500); the Float
/// visibility threshold 0.01 (`VisibilityThresholds.kt`; Dp 0.4 and px 1 in the newest revision
/// @ef8dd96c, 0.1 and 0.5 before it). Parameters are Float.
///
/// Allowed: stiffness > 0, ζ ≥ 0 (Compose itself does not reject a stiffness ≤ 0 set after
/// construction; we do).
public enum ComposeSpring {
  /// `Spring.StiffnessHigh`, 10 000.
  public static let stiffnessHigh = 10_000.0
  /// `Spring.StiffnessMedium`, 1500 (the default).
  public static let stiffnessMedium = 1500.0
  /// `Spring.StiffnessMediumLow`, 400.
  public static let stiffnessMediumLow = 400.0
  /// `Spring.StiffnessLow`, 200.
  public static let stiffnessLow = 200.0
  /// `Spring.StiffnessVeryLow`, 50.
  public static let stiffnessVeryLow = 50.0
  /// `Spring.DampingRatioHighBouncy`, 0.2.
  public static let dampingRatioHighBouncy = 0.2
  /// `Spring.DampingRatioMediumBouncy`, 0.5.
  public static let dampingRatioMediumBouncy = 0.5
  /// `Spring.DampingRatioLowBouncy`, 0.75.
  public static let dampingRatioLowBouncy = 0.75
  /// `Spring.DampingRatioNoBouncy`, 1 (the default).
  public static let dampingRatioNoBouncy = 1.0
  /// The visibility threshold of a `Float` animation, 0.01 (value units).
  public static let floatVisibilityThreshold = 0.01

  /// Compose's spring: m = 1, k = stiffness, c = 2ζ√stiffness.
  ///
  /// - Throws: for stiffness ≤ 0, ζ < 0 or non-finite values.
  public static func spring(dampingRatio: Double = dampingRatioNoBouncy, stiffness: Double = stiffnessMedium)
    throws(CurveError) -> Spring
  {
    try Spring(ratio: dampingRatio, ratioName: "dampingRatio", stiffness: stiffness)
  }

  /// How long Compose animates `spring` over `distance` (target − start, value units) from
  /// `velocity` (value units per second) with `visibilityThreshold`, in seconds: the whole
  /// milliseconds of ``ComposeSpringEstimate`` (on the Float parameters, the velocity and distance
  /// divided by the threshold in Float as `FloatSpringSpec.getDurationNanos` does), as `SpringSpec`
  /// uses.
  public static func animationDuration(
    _ spring: Spring, distance: Double, velocity: Double = 0, visibilityThreshold: Double = floatVisibilityThreshold
  ) -> Double {
    let millis = ComposeSpringEstimate.durationMillis(
      stiffness: Double(Float(spring.stiffness / spring.mass)), dampingRatio: Double(Float(spring.dampingRatio)),
      initialVelocity: Double(Float(velocity) / Float(visibilityThreshold)),
      initialDisplacement: Double(-Float(distance) / Float(visibilityThreshold)), delta: 1)
    return Double(millis) / 1000
  }
}

extension Spring {
  /// m = 1, k = `stiffness`, c = 2·ratio·√k: the (damping ratio, stiffness) sets of Compose,
  /// Android and Flutter, validated with the caller's names.
  init(ratio: Double, ratioName: String, stiffness: Double, mass: Double = 1) throws(CurveError) {
    guard ratio.isFinite else { throw .nonFinite(parameter: ratioName, value: ratio) }
    guard ratio >= 0 else {
      throw .outOfRange(parameter: ratioName, value: ratio, allowed: "\(ratioName) must be ≥ 0")
    }
    guard stiffness.isFinite else { throw .nonFinite(parameter: "stiffness", value: stiffness) }
    guard stiffness > 0 else {
      throw .outOfRange(parameter: "stiffness", value: stiffness, allowed: "stiffness must be > 0")
    }
    guard mass.isFinite else { throw .nonFinite(parameter: "mass", value: mass) }
    guard mass > 0 else { throw .outOfRange(parameter: "mass", value: mass, allowed: "mass must be > 0") }
    try self.init(mass: mass, stiffness: stiffness, damping: 2 * ratio * (stiffness * mass).squareRoot())
  }
}
