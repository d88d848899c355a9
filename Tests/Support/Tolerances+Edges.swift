import TransitionTesting

extension Tolerance {
  /// t · t⁻¹ − I for a nearly singular 2×2 part, per unit of its condition number κ: the inverse
  /// is the adjugate over the determinant, whose relative error is about 2u·κ (the determinant
  /// a·d − b·c cancels down to |det| from products of size |t|², losing log₂ κ bits); each
  /// entry of the product sums two terms of size |t|·|t⁻¹| ≈ κ, so the error is below
  /// 8u·κ ≈ 9e-16·κ. A formula with an extra cancellation errs by κ²·u.
  public static let nearlySingularInverse = 8 * unitRoundoff
}

extension Tolerance {
  /// The catalogue's documented numbers against the built transitions: each value is a few
  /// roundings of numbers below 1000 (a frame from centre and size, 2/3 of 844, a spring's ζ from
  /// its stiffness and damping), so within 1e-9; a mistyped number is off by far more.
  public static let catalogueTable = Tolerance(
    absolute: 1e-9, relative: 1e-12,
    reason: "a few roundings of values < 1000; a mistyped number differs by ≥ 1e-3")
}
