import RealModule

/// A 2D affine transform stored exactly like Core Graphics' `CGAffineTransform`.
///
/// The six numbers are the matrix
/// ```
/// ⎡ a   b  0 ⎤
/// ⎢ c   d  0 ⎥
/// ⎣ tx  ty 1 ⎦
/// ```
/// acting on row vectors, so a point maps as `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`.
///
/// Order rules (identical to Core Graphics, and *not* to Foundation's `AffineTransform` on Linux,
/// whose translate/scale/rotate append instead of prepend):
/// - `t1.concatenating(t2)` applies `t1` first, then `t2` (the matrix product t1·t2).
/// - `translatedBy`, `scaledBy` and `rotated(by:)` **prepend** their operation: it runs first,
///   in the transform's local space. `t.translatedBy(x: x, y: y)` equals
///   `AffineTransform(translationX: x, y: y).concatenating(t)`.
///
/// Equality is exact, component by component (use a tolerance in tests, never `==`).
@frozen
public struct AffineTransform: Hashable, Sendable {
  /// Row 1, column 1: x-scale for unrotated transforms.
  public var a: Double
  /// Row 1, column 2.
  public var b: Double
  /// Row 2, column 1.
  public var c: Double
  /// Row 2, column 2: y-scale for unrotated transforms.
  public var d: Double
  /// The x-translation (row 3).
  public var tx: Double
  /// The y-translation (row 3).
  public var ty: Double

  /// Creates a transform from its six components (`CGAffineTransformMake`).
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, `CGAffineTransformIdentity`.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y) (`CGAffineTransformMakeTranslation`).
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by (sx, sy) about the origin (`CGAffineTransformMakeScale`).
  @inlinable
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin (`CGAffineTransformMakeRotation`):
  /// (cos θ, sin θ, −sin θ, cos θ, 0, 0).
  ///
  /// Positive angles turn clockwise on screen, because y points down. Tiny values are not
  /// snapped: `cos(.pi / 2)` is about 6.1e-17, not 0. For exact quarter turns use
  /// ``init(quarterTurns:)``.
  @inlinable
  public init(rotationAngle angle: Double) {
    let cosine = Double.cos(angle)
    let sine = Double.sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A rotation by `quarterTurns` × 90° with exact zeros and ones (any integer; negative turns
  /// go anticlockwise on screen). Equals `init(rotationAngle: quarterTurns · π/2)` up to the
  /// rounding of cos and sin, which this initialiser avoids.
  @inlinable
  public init(quarterTurns: Int) {
    switch ((quarterTurns % 4) + 4) % 4 {
    case 0: self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    case 1: self.init(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    case 2: self.init(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    default: self.init(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
    }
  }

  /// Whether this is exactly the identity (`CGAffineTransformIsIdentity`).
  @inlinable
  public var isIdentity: Bool {
    a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
  }

  /// The determinant of the 2×2 part, `a·d − b·c`. Zero means singular.
  @inlinable
  public var determinant: Double { a * d - b * c }
}

extension AffineTransform: CustomStringConvertible {
  /// `[a, b, c, d, tx, ty]`.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
