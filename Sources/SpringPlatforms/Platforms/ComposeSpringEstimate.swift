import Curves
import RealModule

/// Jetpack Compose's estimate of how long a spring animates, `estimateAnimationDurationMillis`:
/// the duration a `SpringSpec` animation actually runs for before it snaps to its target.
///
/// Source: androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/
/// compose/animation/core/SpringEstimation.kt` (the newest stored version; earlier revisions
/// @1d7dc4d1 and @3fc76f97 differ only in the over-damped early exit, which tests f′ now and f
/// then), called from `FloatAnimationSpec.kt` (@a33e853b) with the displacement and velocity
/// divided by the visibility threshold and δ = 1.
///
/// With p₀ = |x₀| and v₀ the velocity (negated when x₀ < 0), roots r of s² + 2ζ√k·s + k:
/// - ζ < 1, **the envelope bound**: c₁ = p₀, c₂ = (v₀ − r·c₁)/ωd, t = ln(δ/√(c₁² + c₂²))/r;
/// - ζ = 1 and ζ > 1: Newton's method on (c₁ + c₂t)·e^(rt) ± δ (critical) or
///   c₁e^(r₁t) + c₂e^(r₂t) ± δ (over-damped), from the larger of the two single-term guesses or
///   from past the inflection point, until a step is ≤ 0.001 s or 100 iterations;
/// - the result in seconds × 1000, truncated to a whole millisecond; ζ = 0 gives
///   `Long.MAX_VALUE/1_000_000` ms; a motion starting at rest at its target gives 0.
///
/// It is an estimate: the under-damped envelope bounds the motion from above, so the animation
/// runs longer than the motion stays outside δ. Pinned values (androidx
/// `PhysicsAnimationTest.kt`): stiffness 100, displacement 100, velocity 3000, δ 1 gives 811 ms
/// at ζ = 1, 4830 ms at ζ = 5 and 1206 ms at ζ = 0.5.
public enum ComposeSpringEstimate {
  /// The estimated duration in whole milliseconds, as Compose computes it (double arithmetic on
  /// the Float parameters it was given).
  ///
  /// - Parameters:
  ///   - stiffness: k (mass 1), > 0.
  ///   - dampingRatio: ζ ≥ 0.
  ///   - initialVelocity: v₀ in value units per second.
  ///   - initialDisplacement: x₀ = start − target, in value units.
  ///   - delta: the band the motion must stay inside (Compose passes 1 after dividing by the
  ///     visibility threshold).
  public static func durationMillis(
    stiffness: Double, dampingRatio: Double, initialVelocity: Double, initialDisplacement: Double, delta: Double
  ) -> Int64 {
    if dampingRatio == 0 { return Int64.max / 1_000_000 }
    if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
    let c = 2 * dampingRatio * stiffness.squareRoot()
    let discriminant = c * c - 4 * stiffness
    let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
    let p0 = abs(initialDisplacement)
    let seconds: Double
    if dampingRatio > 1 {
      let s = discriminant.squareRoot()
      seconds = overDamped(r1: (-c + s) / 2, r2: (-c - s) / 2, p0: p0, v0: v0, delta: delta)
    } else if dampingRatio < 1 {
      let r = -c / 2, imaginary = (-discriminant).squareRoot() / 2
      let c2 = (v0 - r * p0) / imaginary
      seconds = Double.log(delta / (p0 * p0 + c2 * c2).squareRoot()) / r
    } else {
      seconds = critical(r: -c / 2, p0: p0, v0: v0, delta: delta)
    }
    return millis(seconds)
  }

  /// Kotlin's `Double.toLong()` of seconds × 1000: truncation toward zero, NaN to 0, saturating.
  static func millis(_ seconds: Double) -> Int64 {
    let ms = seconds * 1000
    if ms.isNaN { return 0 }
    if ms >= 9.2e18 { return Int64.max }
    if ms <= -9.2e18 { return Int64.min }
    return Int64(ms.rounded(.towardZero))
  }

  /// Newton's method as Compose runs it: until a step is ≤ 0.001 s or 100 iterations.
  static func newton(from start: Double, _ f: (Double) -> Double, _ derivative: (Double) -> Double) -> Double {
    var t = start, step = Double.infinity, iterations = 0
    while step > 0.001 && iterations < 100 {
      iterations += 1
      let previous = t
      t -= f(t) / derivative(t)
      step = abs(previous - t)
    }
    return t
  }

  /// The larger finite of two guesses (either one if the other is not finite).
  static func later(_ a: Double, _ b: Double) -> Double {
    if !a.isFinite { return b }
    if !b.isFinite { return a }
    return max(a, b)
  }

  static func critical(r: Double, p0 c1: Double, v0: Double, delta: Double) -> Double {
    let c2 = v0 - r * c1
    let t1 = Double.log(abs(delta / c1)) / r
    var guess = Double.log(abs(delta / c2))
    let g = guess
    for _ in 0..<6 { guess = g - Double.log(abs(guess / r)) }
    var t = later(t1, guess / r)
    let inflection = -(r * c1 + c2) / (r * c2)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if -((c1 + c2 * inflection) * Double.exp(r * inflection)) < delta {
      if c2 < 0 && c1 > 0 { t = 0 }
      signedDelta = -delta
    } else {
      t = -(2 / r) - c1 / c2
      signedDelta = delta
    }
    return newton(
      from: t, { (c1 + c2 * $0) * Double.exp(r * $0) + signedDelta },
      { (c2 * (r * $0 + 1) + c1 * r) * Double.exp(r * $0) })
  }

  static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c2 = (r1 * p0 - v0) / (r1 - r2), c1 = p0 - c2
    let t1 = Double.log(abs(delta / c1)) / r1, t2 = Double.log(abs(delta / c2)) / r2
    var t = later(t1, t2)
    let inflection = Double.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if -(c1 * Double.exp(r1 * inflection) + c2 * Double.exp(r2 * inflection)) < delta {
      if c2 > 0 && c1 < 0 { t = 0 }
      signedDelta = -delta
    } else {
      t = Double.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
      signedDelta = delta
    }
    let f = { (t: Double) in c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t) + signedDelta }
    let derivative = { (t: Double) in c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t) }
    if abs(derivative(t)) < 0.0001 { return t }
    return newton(from: t, f, derivative)
  }
}
