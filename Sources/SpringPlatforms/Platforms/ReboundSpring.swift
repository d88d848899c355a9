import Curves

/// Rebound (Facebook's spring library, and Origami's springs): tension and friction (mass 1),
/// Origami's values, and bounciness + speed.
///
/// Sources: facebookarchive/rebound `rebound-core/src/main/java/com/facebook/rebound/`
/// `OrigamiValueConverter.java` (@7bc5b9aca9), `BouncyConversion.java` (@79eca409f1),
/// `SpringConfig.java` (@416361f3a0), `Spring.java` (@4edf0b2c89).
/// ```
/// tension  = (origamiTension − 30)·3.62 + 194        (0 maps to 0)
/// friction = (origamiFriction − 8)·3 + 25            (0 maps to 0)
/// ```
/// `SpringConfig.defaultConfig` is Origami (40, 7): tension 230.2, friction 22.
/// rebound-js has no special case for 0 (tension 85.4, friction 1); we follow Java.
public enum ReboundSpring {
  /// Rebound's spring: m = 1, k = tension, c = friction.
  ///
  /// - Throws: for tension ≤ 0, friction < 0 or non-finite values.
  public static func spring(tension: Double, friction: Double) throws(CurveError) -> Spring {
    guard tension.isFinite else { throw .nonFinite(parameter: "tension", value: tension) }
    guard friction.isFinite else { throw .nonFinite(parameter: "friction", value: friction) }
    guard tension > 0 else { throw .outOfRange(parameter: "tension", value: tension, allowed: "tension must be > 0") }
    guard friction >= 0 else {
      throw .outOfRange(parameter: "friction", value: friction, allowed: "friction must be ≥ 0")
    }
    return try Spring(mass: 1, stiffness: tension, damping: friction)
  }

  /// `SpringConfig.fromOrigamiTensionAndFriction`.
  public static func spring(origamiTension: Double, origamiFriction: Double) throws(CurveError) -> Spring {
    try spring(tension: tension(fromOrigami: origamiTension), friction: friction(fromOrigami: origamiFriction))
  }

  /// `OrigamiValueConverter.tensionFromOrigamiValue`.
  public static func tension(fromOrigami value: Double) -> Double { value == 0 ? 0 : (value - 30) * 3.62 + 194 }
  /// `OrigamiValueConverter.frictionFromOrigamiValue`.
  public static func friction(fromOrigami value: Double) -> Double { value == 0 ? 0 : (value - 8) * 3 + 25 }
  /// `OrigamiValueConverter.origamiValueFromTension`.
  public static func origamiTension(_ tension: Double) -> Double { tension == 0 ? 0 : (tension - 194) / 3.62 + 30 }
  /// `OrigamiValueConverter.origamiValueFromFriction`.
  public static func origamiFriction(_ friction: Double) -> Double { friction == 0 ? 0 : (friction - 25) / 3 + 8 }

  /// `SpringConfig.fromBouncinessAndSpeed` through `BouncyConversion`:
  /// ```
  /// b = 0.8·(bounciness/1.7)/20            s = (speed/1.7)/20
  /// origamiTension  = 0.5 + 199.5·s
  /// origamiFriction = lerp(2b − b², from: b3NoBounce(origamiTension), to: 0.01)
  /// ```
  /// with Rebound's cubic `b3_nobounce` in three pieces (≤ 18, ≤ 44, above).
  ///
  /// Bounciness is taken in [0, 42.5]: 2b − b² peaks at b = 1 (bounciness 42.5), so a larger
  /// bounciness folds back onto a smaller one's spring (50 is 35's) and, far enough, makes
  /// friction negative; Rebound does not check, we refuse.
  ///
  /// - Throws: for a bounciness outside [0, 42.5], a negative or non-finite speed, or when the
  ///   result is not a spring (tension ≤ 0).
  public static func spring(bounciness: Double, speed: Double) throws(CurveError) -> Spring {
    for (name, value) in [("bounciness", bounciness), ("speed", speed)] {
      guard value.isFinite else { throw .nonFinite(parameter: name, value: value) }
      guard value >= 0 else { throw .outOfRange(parameter: name, value: value, allowed: "\(name) must be ≥ 0") }
    }
    guard bounciness <= maximumBounciness else {
      throw .outOfRange(
        parameter: "bounciness", value: bounciness,
        allowed: "bounciness must lie in [0, 42.5]: above it Rebound's conversion folds back onto a smaller bounciness")
    }
    let (tension, friction) = origami(bounciness: bounciness, speed: speed)
    return try spring(origamiTension: tension, origamiFriction: friction)
  }

  /// The Origami tension and friction of `BouncyConversion(bounciness, speed)`.
  public static func origami(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let tension = 0.5 + s * 199.5
    let t = 2 * b - b * b
    return (tension, t * 0.01 + (1 - t) * noBounceFriction(tension))
  }

  /// The bounciness and speed whose `BouncyConversion` gives `spring` (mass normalised to 1):
  /// speed from the Origami tension (linear), bounciness from the friction (2b − b² inverted on
  /// b ∈ [0, 1]).
  ///
  /// - Throws: when the spring is outside what bounciness ≥ 0 and speed ≥ 0 can reach.
  public static func bouncinessAndSpeed(of spring: Spring) throws(CurveError) -> (bounciness: Double, speed: Double) {
    let tension = origamiTension(spring.stiffness / spring.mass)
    let friction = origamiFriction(spring.damping / spring.mass)
    let speed = (tension - 0.5) / 199.5 * 20 * 1.7
    let floor = noBounceFriction(tension)
    // The friction's round trip through Origami units loses a few ulps, so a spring made at
    // bounciness 0 or 42.5 (t = 0 or 1) comes back a hair outside [0, 1]: within
    // `endSlack` it is that end.
    let unclamped = (floor - friction) / (floor - 0.01)
    let t = unclamped < 0 && unclamped >= -endSlack ? 0 : unclamped > 1 && unclamped <= 1 + endSlack ? 1 : unclamped
    guard speed >= 0, t >= 0, t <= 1 else {
      throw .outOfRange(
        parameter: "damping", value: spring.damping,
        allowed:
          """
          not reachable by Rebound's bounciness ≥ 0 and speed ≥ 0 (friction must lie between 0.01 and the \
          no-bounce \
          friction in Origami units)
          """
      )
    }
    let b = 1 - (1 - t).squareRoot()
    return (b / 0.8 * 20 * 1.7, speed)
  }

  /// How far outside [0, 1] the friction's position between the no-bounce friction and 0.01
  /// may come back and still be read as an end: 1e-12, a thousand times the rounding of the
  /// conversion (frictions up to about 30 in Origami units, each step correct to an ulp).
  static let endSlack = 1e-12

  /// The largest bounciness with a spring of its own, 42.5 (b = 0.8·42.5/34 = 1).
  public static let maximumBounciness = 42.5

  /// `BouncyConversion.b3Nobounce`: the Origami friction of a spring that does not bounce at
  /// Origami tension `t`.
  static func noBounceFriction(_ t: Double) -> Double {
    if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
    if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
    return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
  }

  /// Rebound Java's rest thresholds: |v| ≤ 0.005 and |end − x| ≤ 0.005, absolute (value units).
  public static let restThreshold = 0.005
}
