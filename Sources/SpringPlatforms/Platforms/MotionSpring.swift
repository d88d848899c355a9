import Curves
import RealModule

/// Motion (formerly Framer Motion)'s springs: `stiffness/damping/mass`, `visualDuration` +
/// `bounce`, and `duration` + `bounce` through `findSpring`; and when Motion calls a spring done.
///
/// Sources: motiondivision/motion `packages/motion-dom/src/animation/generators/spring.ts`
/// (@c6f2face) and framer/motion `packages/framer-motion/src/animation/generators/spring/find.ts`
/// (@f253ab64), `defaults.ts` (@cc89a300). Defaults: stiffness 100, damping 10, mass 1,
/// duration 0.8 s, bounce 0.3 (0.25 in older releases and the docs), visualDuration 0.3 s.
///
/// Clamps, as Motion applies them: ζ = clamp(1 − bounce, 0.05, 1) in both duration-based sets,
/// so a negative bounce cannot over-damp and a bounce above 0.95 gives ζ = 0.05; `findSpring`
/// also clamps `duration` to [0.01, 10] s (`visualDuration` is not clamped). We reject what
/// Motion's docs do not allow: bounce outside [0, 1], and times outside `Spring/timeRange`.
public enum MotionSpring {
  /// Motion's default physical spring: stiffness 100, damping 10, mass 1.
  public static let defaultStiffness = 100.0, defaultDamping = 10.0, defaultMass = 1.0

  /// `visualDuration` + `bounce`: m = 1, k = (2π/(1.2·visualDuration))², c = 2·ζ·√k with
  /// ζ = clamp(1 − bounce, 0.05, 1).
  public static func spring(visualDuration: Double, bounce: Double) throws(CurveError) -> Spring {
    let zeta = try dampingRatio(bounce: bounce)
    try positive("visualDuration", visualDuration)
    let root = 2 * Double.pi / (1.2 * visualDuration)
    return try Spring(ratio: zeta, ratioName: "dampingRatio", stiffness: root * root)
  }

  /// `duration` + `bounce` (`findSpring`): ζ = clamp(1 − bounce, 0.05, 1), T = clamp(duration,
  /// 0.01, 10) s, and ωn from Newton's method on the envelope at T,
  /// ```
  /// ζ < 1:  0.001 − ((ζωn − v)/(ωn√(1 − ζ²)))·e^(−ζωnT) = 0
  /// ζ = 1:  e^(−ωnT)·((ωn − v)·T + 1) − 0.001 = 0
  /// ```
  /// from ωn = 5/T, 11 steps (the loop runs `rootIterations` − 1 = 11 times), with v = 0 (Motion
  /// ignores the inherited velocity for duration-based springs since PR #3564); then m = 1,
  /// k = ωn², c = 2ζ√k. √(1 − ζ²) is formed as √((1 − ζ)(1 + ζ)): Motion writes 1 − ζ², equal
  /// but for rounding next to ζ = 1, where 1 − ζ² loses every digit and the inverse
  /// (``duration(of:)``) could not find the duration again.
  public static func spring(duration: Double, bounce: Double) throws(CurveError) -> Spring {
    let zeta = try dampingRatio(bounce: bounce)
    try positive("duration", duration)
    let t = min(max(duration, 0.01), 10)
    let epsilon = 0.001
    var omega = 5 / t
    for _ in 1..<12 {
      let value: Double, slope: Double
      if zeta < 1 {
        let damped = ((1 - zeta) * (1 + zeta)).squareRoot()
        let decay = Double.exp(-omega * zeta * t)
        value = epsilon - (zeta / damped) * decay
        // d/dω of −(ζ/√(1 − ζ²))·e^(−ζωT), with v = 0.
        slope = (zeta / damped) * zeta * t * decay
      } else {
        value = Double.exp(-omega * t) * (omega * t + 1) - epsilon
        slope = -Double.exp(-omega * t) * omega * t * t
      }
      omega -= value / slope
    }
    guard omega.isFinite, omega > 0 else {
      throw .outOfRange(
        parameter: "duration", value: duration, allowed: "findSpring found no stiffness for this duration and bounce")
    }
    return try Spring(ratio: zeta, ratioName: "dampingRatio", stiffness: omega * omega)
  }

  /// The duration `findSpring` would need for `spring`'s ωn and ζ: the T at which the envelope
  /// (ζ/√(1 − ζ²))·e^(−ζωnT) (ζ < 1) or e^(−ωnT)·(ωnT + 1) (ζ = 1) equals 0.001. The inverse of
  /// ``spring(duration:bounce:)`` up to its 11 Newton steps.
  ///
  /// - Throws: when ζ is outside Motion's [0.05, 1], or the duration outside the [0.01, 10] s
  ///   Motion clamps to (a slower or faster spring has no duration-based spelling).
  public static func duration(of spring: Spring) throws(CurveError) -> Double {
    let zeta = dampingRatio(of: spring)
    try expressible(zeta)
    let t = envelopeDuration(zeta: zeta, omega: spring.naturalFrequency)
    guard t >= 0.01 && t <= 10 else {
      throw .outOfRange(parameter: "duration", value: t, allowed: "Motion clamps a spring's duration to [0.01, 10] s")
    }
    return t
  }

  static func envelopeDuration(zeta: Double, omega: Double) -> Double {
    if zeta < 1 {
      return Double.log((zeta / ((1 - zeta) * (1 + zeta)).squareRoot()) / 0.001) / (zeta * omega)
    }
    // e^(−u)(u + 1) = 0.001 for u = ωnT: Newton from u = 10 (the function is decreasing, convex).
    var u = 10.0
    for _ in 0..<60 {
      let f = Double.exp(-u) * (u + 1) - 0.001
      let next = u + f / (Double.exp(-u) * u)
      if abs(next - u) <= 1e-15 * u { break }
      u = next
    }
    return u / omega
  }

  /// Motion's visualDuration for `spring`'s ωn: 2π/(1.2·ωn).
  public static func visualDuration(of spring: Spring) -> Double {
    2 * Double.pi / (1.2 * spring.naturalFrequency)
  }

  /// Motion's bounce for `spring`: 1 − ζ, for ζ in Motion's [0.05, 1].
  public static func bounce(of spring: Spring) throws(CurveError) -> Double {
    let zeta = dampingRatio(of: spring)
    try expressible(zeta)
    return 1 - zeta
  }

  /// ζ of `spring`, taken as exactly 1 within 8 ulps of 1: c/(2√(km)) rounds a critically damped
  /// spring's ζ to 1 ± a few ulps, and Motion's envelope jumps at ζ = 1 (ζ/√(1 − ζ²) → ∞ below it,
  /// the critical form at it), so the inverse must see what the forward mapping was given.
  static func dampingRatio(of spring: Spring) -> Double {
    let zeta = spring.dampingRatio
    return abs(zeta - 1) <= 8 * Double.ulpOfOne ? 1 : zeta
  }

  /// Motion's rest thresholds for a motion of `distance` value units: restSpeed 0.01 per second
  /// and restDelta 0.005 when |distance| < 5 ("granular" values such as opacity or scale), else
  /// restSpeed 2 and restDelta 0.5 (pixels).
  public static func restThresholds(distance: Double) -> (speed: Double, delta: Double) {
    abs(distance) < 5 ? (0.01, 0.005) : (2, 0.5)
  }

  /// `calcGeneratorDuration` of a physical spring: Motion steps its generator in 50 ms steps and
  /// returns the first step at which it is done (|v| ≤ restSpeed and |target − x| ≤ restDelta
  /// when under-damped; the displacement test alone otherwise), or `.infinity` at 20 s.
  ///
  /// Motion's tests pin 1.1 s for the default spring from 0 to 1 and 0.85 s for visualDuration
  /// 0.5, bounce 0.25.
  public static func generatorDuration(_ spring: Spring, distance: Double, velocity: Double = 0) throws(CurveError)
    -> Double
  {
    let motion = try SpringMotion(spring: spring, progressVelocity: velocity / distance)
    let (speed, delta) = restThresholds(distance: distance)
    let underdamped = spring.dampingRatio < 1
    var millis = 0
    while millis < 20_000 {
      let t = Double(millis) / 1000
      let (q, v) = motion.state(at: t)
      let near = abs(q * distance) <= delta
      if near && (!underdamped || abs(v * distance) <= speed) { return t }
      millis += 50
    }
    return .infinity
  }

  static func dampingRatio(bounce: Double) throws(CurveError) -> Double {
    guard bounce.isFinite else { throw .nonFinite(parameter: "bounce", value: bounce) }
    guard bounce >= 0 && bounce <= 1 else {
      throw .outOfRange(parameter: "bounce", value: bounce, allowed: "Motion's bounce lies in [0, 1]")
    }
    return min(max(1 - bounce, 0.05), 1)
  }

  static func positive(_ name: String, _ value: Double) throws(CurveError) {
    try Spring.checkTime(name, value)
  }

  static func expressible(_ zeta: Double) throws(CurveError) {
    guard zeta >= 0.05 && zeta <= 1 else {
      throw .outOfRange(
        parameter: "dampingRatio", value: zeta, allowed: "Motion's duration-based springs have ζ in [0.05, 1]")
    }
  }
}
