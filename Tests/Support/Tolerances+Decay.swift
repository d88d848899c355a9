import TransitionTesting

// Tolerances for decay laws, projections and rubber bands (see Tolerances.swift for the
// conventions).

extension Tolerance {
  /// A decay's closed form (one exp or expm1, one log, a product and a division) against the
  /// reference values computed in Python's doubles from the same law with pow and log: each
  /// side a few roundings of values up to 10³, so 1e-13 relative (about 450 ulp) bounds both.
  public static let decayClosedForm = Tolerance(
    absolute: 1e-12, relative: 1e-13,
    reason: "a few roundings of exp/expm1, log, a product and a quotient on each side, values ≤ 10³")

  /// A decay's inverse (time to reach a position, time to a speed) fed its own forward value:
  /// log1p of a fraction that one rounding of the position moved; the time it answers is off by
  /// that rounding divided by the velocity there, which stays above 1e-3 of v₀ in the draws.
  public static let decayInverse = Tolerance(
    absolute: 1e-9, relative: 1e-9,
    reason: "one rounding of x(t) divided by a velocity ≥ 1e-3·v₀: ≤ 1e-13·|x|/(1e-3·|v₀|)")

  /// The rubber band and its inverse: a product, a sum and a quotient each way.
  public static let rubberBand = Tolerance(
    absolute: 1e-12, relative: 1e-12, reason: "a product, a sum and a quotient each way")
}

extension Tolerance {
  /// A track driven by a decay phase against the law's own position: p = (x(t) − x₀)/d, then
  /// A + (B − A)·p with B − A = d written back from the flick's distance: a difference, a quotient,
  /// a product and a sum, each one rounding at magnitudes ≤ 10⁴ points (≈ 2e-12 each).
  public static let decayPhaseTrack = Tolerance(
    absolute: 1e-10, relative: 1e-13, reason: "four roundings at magnitudes ≤ 10⁴ points: ≈ 1e-11")
}

extension Tolerance {
  /// The rubber band's slope b′(x) against the central difference of b over h = 1e-4·(d + c·|x|),
  /// for drags up to 10·d/c (where b′ ≥ c/121): the difference's truncation is ≈ (c·h/(d + c·|x|))²
  /// ≤ 1e-8 relative, its rounding ulp(d)/(2h) over b′ ≤ 3e-9 relative.
  public static let rubberBandSlope = Tolerance(
    absolute: 0, relative: 1e-7, reason: "central difference: truncation ≤ 1e-8, rounding ≤ 3e-9, relative")
}
