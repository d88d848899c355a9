import TransitionTesting

extension Tolerance {
  /// t · t⁻¹ − I for a nearly singular 2×2 part, per unit of its condition number κ: the inverse
  /// is the adjugate over the determinant, whose relative error is about 2u·κ (the determinant
  /// a·d − b·c cancels down to |det| from products of size |t|², losing log₂ κ bits); each
  /// entry of the product sums two terms of size |t|·|t⁻¹| ≈ κ, so the error is below
  /// 8u·κ ≈ 9e-16·κ. A formula with an extra cancellation errs by κ²·u.
  public static let nearlySingularInverse = 8 * unitRoundoff
}
