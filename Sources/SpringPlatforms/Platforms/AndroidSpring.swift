import Curves

/// Android's `SpringForce` (androidx `dynamicanimation`): stiffness and damping ratio, mass 1,
/// animated frame by frame by ``AndroidIntegrator`` until `isAtEquilibrium`.
///
/// Source: androidx/androidx `dynamicanimation/dynamicanimation/src/main/java/androidx/
/// dynamicanimation/animation/SpringForce.java` (@fd79a569) and `DynamicAnimation.java`
/// (@9db3602f). Defaults: stiffness `STIFFNESS_MEDIUM` (1500), damping ratio
/// `DAMPING_RATIO_MEDIUM_BOUNCY` (0.5; Compose's default is 1). `setStiffness` requires > 0 and
/// `setDampingRatio` ≥ 0 (IllegalArgumentException otherwise).
public enum AndroidSpring {
  /// `STIFFNESS_HIGH`, 10 000.
  public static let stiffnessHigh = 10_000.0
  /// `STIFFNESS_MEDIUM`, 1500 (the default).
  public static let stiffnessMedium = 1500.0
  /// `STIFFNESS_LOW`, 200.
  public static let stiffnessLow = 200.0
  /// `STIFFNESS_VERY_LOW`, 50.
  public static let stiffnessVeryLow = 50.0
  /// `DAMPING_RATIO_HIGH_BOUNCY`, 0.2.
  public static let dampingRatioHighBouncy = 0.2
  /// `DAMPING_RATIO_MEDIUM_BOUNCY`, 0.5 (the default).
  public static let dampingRatioMediumBouncy = 0.5
  /// `DAMPING_RATIO_LOW_BOUNCY`, 0.75.
  public static let dampingRatioLowBouncy = 0.75
  /// `DAMPING_RATIO_NO_BOUNCY`, 1.
  public static let dampingRatioNoBouncy = 1.0

  /// Android's spring: m = 1, k = stiffness, c = 2ζ√stiffness.
  ///
  /// - Throws: for stiffness ≤ 0, ζ < 0 or non-finite values, as `SpringForce`'s setters do.
  public static func spring(stiffness: Double = stiffnessMedium, dampingRatio: Double = dampingRatioMediumBouncy)
    throws(CurveError) -> Spring
  {
    try Spring(ratio: dampingRatio, ratioName: "dampingRatio", stiffness: stiffness)
  }

  /// The equilibrium thresholds of one animated property: `SpringForce.isAtEquilibrium` holds
  /// when |v| < ``velocity`` and |x − final| < ``value`` (both strict).
  ///
  /// `DynamicAnimation` derives them from the property's minimum visible change:
  /// value = change × 0.75 (`THRESHOLD_MULTIPLIER`), velocity = value × 62.5
  /// (`SpringForce.VELOCITY_THRESHOLD_MULTIPLIER`, 1000/16).
  public struct Thresholds: Hashable, Sendable {
    /// The value threshold, in value units.
    public let value: Double
    /// The velocity threshold, in value units per second.
    public let velocity: Double

    /// The thresholds for a property whose smallest visible change is `minimumVisibleChange`.
    public init(minimumVisibleChange: Double) {
      value = minimumVisibleChange * 0.75
      velocity = value * 62.5
    }

    /// Translations, positions, scroll and custom properties: `MIN_VISIBLE_CHANGE_PIXELS` 1
    /// (value 0.75, velocity 46.875 per second).
    public static let pixels = Thresholds(minimumVisibleChange: 1)
    /// Rotations: `MIN_VISIBLE_CHANGE_ROTATION_DEGREES` 1/10.
    public static let rotationDegrees = Thresholds(minimumVisibleChange: 0.1)
    /// Alpha: `MIN_VISIBLE_CHANGE_ALPHA` 1/256.
    public static let alpha = Thresholds(minimumVisibleChange: 1.0 / 256)
    /// Scale: `MIN_VISIBLE_CHANGE_SCALE` 1/500.
    public static let scale = Thresholds(minimumVisibleChange: 1.0 / 500)
  }

  /// The kinds of animated property `DynamicAnimation` gives thresholds to.
  public enum Property: String, CaseIterable, Hashable, Sendable {
    /// TRANSLATION_X/Y/Z, X, Y, Z, SCROLL_X/Y and custom properties: pixels.
    case pixels
    /// ROTATION, ROTATION_X, ROTATION_Y: degrees.
    case rotation
    /// ALPHA.
    case alpha
    /// SCALE_X, SCALE_Y.
    case scale

    /// The property's thresholds.
    public var thresholds: Thresholds {
      switch self {
      case .pixels: .pixels
      case .rotation: .rotationDegrees
      case .alpha: .alpha
      case .scale: .scale
      }
    }
  }
}
