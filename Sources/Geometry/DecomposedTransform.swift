/// A 2D affine transform split into the parts CSS interpolates: translation, scale, angle and a
/// 2×2 remainder.
///
/// Source: CSS Transforms Module Level 1, "Decomposing a 2D matrix" and "Interpolation of
/// decomposed 2D matrix values" (W3C), followed literally except that angles are in radians.
///
/// The parts recompose, for row vectors, as **scale, then rotate, then remainder, then
/// translate**:
/// ```
/// M₂ₓ₂ = S · R(angle) · [m11 m12; m21 m22]     S = diag(scaleX, scaleY)
/// R(θ) = [cos θ  sin θ; −sin θ  cos θ]           (CGAffineTransformMakeRotation)
/// (tx, ty) = translation
/// ```
/// This is the only order that round-trips a decomposition (to about 1e-15); the others do not.
public struct DecomposedTransform: Hashable, Sendable {
  /// The translation (tx, ty), taken unchanged from the matrix.
  public var translation: Point
  /// The x-scale: the length of the first row, negated when the matrix flips and a < d.
  public var scaleX: Double
  /// The y-scale: the length of the second row, negated when the matrix flips and a ≥ d.
  public var scaleY: Double
  /// The rotation in radians, in (−π, π]: atan2 of the normalised first row.
  public var angle: Double
  /// The remainder's row 1, column 1. The remainder is what is left after scale and rotation:
  /// the identity for any rotation-and-scale matrix; shear shows up in it.
  public var m11: Double
  /// The remainder's row 1, column 2.
  public var m12: Double
  /// The remainder's row 2, column 1.
  public var m21: Double
  /// The remainder's row 2, column 2.
  public var m22: Double

  /// Creates a decomposition from its parts.
  public init(
    translation: Point, scaleX: Double, scaleY: Double, angle: Double,
    m11: Double = 1, m12: Double = 0, m21: Double = 0, m22: Double = 1
  ) {
    self.translation = translation
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.angle = angle
    self.m11 = m11
    self.m12 = m12
    self.m21 = m21
    self.m22 = m22
  }
}
