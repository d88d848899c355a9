import RealModule

/// A 4×4 homogeneous transform stored exactly like Core Animation's `CATransform3D`.
///
/// The sixteen numbers are the matrix
/// ```
/// ⎡ m11 m12 m13 m14 ⎤
/// ⎢ m21 m22 m23 m24 ⎥
/// ⎢ m31 m32 m33 m34 ⎥
/// ⎣ m41 m42 m43 m44 ⎦
/// ```
/// acting on row vectors, so a point (x, y, z) maps to the homogeneous point
/// ```
/// (x, y, z, 1)·M = (x·m11 + y·m21 + z·m31 + m41,  x·m12 + y·m22 + z·m32 + m42,
///                   x·m13 + y·m23 + z·m33 + m43,  x·m14 + y·m24 + z·m34 + m44)
/// ```
/// and then divides by the fourth component w. The translation is (m41, m42, m43); `m34 = −1/d`
/// is the perspective of an eye at distance d (Core Animation's idiom `t.m34 = -1.0 / d`), which
/// makes w = 1 − z/d.
///
/// This is also CSS's `matrix3d(a1, …, a16)` read in order (`m11 = a1`, `m12 = a2`, …,
/// `m44 = a16`): CSS lists its column-vector matrix column by column, which is this matrix row by
/// row. A 2D ``AffineTransform`` (a, b, c, d, tx, ty) sits in m11, m12, m21, m22, m41, m42
/// (``init(_:)-(AffineTransform)``), as in `CATransform3DMakeAffineTransform`.
///
/// Order rules (Core Animation's, and the same as ``AffineTransform``'s):
/// - `t1.concatenating(t2)` applies `t1` first, then `t2`: the product t1·t2
///   (`CATransform3DConcat(t1, t2)`).
/// - ``translatedBy(x:y:z:)``, ``scaledBy(x:y:z:)`` and ``rotated(by:x:y:z:)`` **prepend** their
///   operation (`CATransform3DTranslate`, `…Scale`, `…Rotate`): it runs first, in local space.
///
/// Equality is exact, component by component.
@frozen
public struct Transform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4 (w from x: perspective along x).
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4 (w from y).
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double
  /// Row 3, column 4 (w from z): `−1/d` for an eye at distance d.
  public var m34: Double
  /// Row 4, column 1: the x-translation.
  public var m41: Double
  /// Row 4, column 2: the y-translation.
  public var m42: Double
  /// Row 4, column 3: the z-translation.
  public var m43: Double
  /// Row 4, column 4.
  public var m44: Double

  /// Creates a transform from its sixteen components, row by row.
  @inlinable
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// Creates a transform from sixteen numbers in `CATransform3D`'s (and CSS `matrix3d()`'s)
  /// order: m11, m12, m13, m14, m21, …, m44.
  ///
  /// - Precondition: `values` holds exactly 16 numbers.
  public init(_ values: [Double]) {
    precondition(values.count == 16, "a Transform3D has 16 components, got \(values.count)")
    self.init(
      m11: values[0], m12: values[1], m13: values[2], m14: values[3],
      m21: values[4], m22: values[5], m23: values[6], m24: values[7],
      m31: values[8], m32: values[9], m33: values[10], m34: values[11],
      m41: values[12], m42: values[13], m43: values[14], m44: values[15])
  }

  /// The sixteen components in `CATransform3D`'s (and CSS `matrix3d()`'s) order.
  public var values: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The identity, `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// A translation by (x, y, z) (`CATransform3DMakeTranslation`, CSS `translate3d()`).
  @inlinable
  public init(translationX x: Double, y: Double, z: Double) {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: x, m42: y, m43: z, m44: 1)
  }

  /// A scale by (sx, sy, sz) about the origin (`CATransform3DMakeScale`, CSS `scale3d()`).
  @inlinable
  public init(scaleX sx: Double, y sy: Double, z sz: Double) {
    self.init(
      m11: sx, m12: 0, m13: 0, m14: 0, m21: 0, m22: sy, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: sz, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// A rotation by `angle` radians about the axis (x, y, z) through the origin
  /// (`CATransform3DMakeRotation`, CSS `rotate3d(x, y, z, angle)`).
  ///
  /// With the axis normalised to (x, y, z), c = cos θ, s = sin θ and C = 1 − c, the rows are
  /// ```
  /// ( c + x²C    x·y·C + z·s  x·z·C − y·s  0 )
  /// ( y·x·C − z·s  c + y²C    y·z·C + x·s  0 )
  /// ( z·x·C + y·s  z·y·C − x·s  c + z²C    0 )
  /// ( 0            0            0          1 )
  /// ```
  /// the transpose of the column-vector rotation, so that the axis (0, 0, 1) gives exactly
  /// `AffineTransform(rotationAngle:)`: positive angles turn x towards y, clockwise on screen. About
  /// (0, 1, 0) a positive angle swings the right edge away from a viewer looking down −z (CSS
  /// `rotateY`). A zero axis (0, 0, 0) is the identity, as CSS's `rotate3d(0, 0, 0, a)` is; Apple
  /// leaves that case undefined.
  @inlinable
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else {
      self = .identity
      return
    }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = Double.cos(angle)
    let s = Double.sin(angle)
    let k = 1 - c
    self.init(
      m11: c + x * x * k, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
      m21: y * x * k - z * s, m22: c + y * y * k, m23: y * z * k + x * s, m24: 0,
      m31: z * x * k + y * s, m32: z * y * k - x * s, m33: c + z * z * k, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The perspective of an eye at distance `d` in front of the z = 0 plane: the identity with
  /// `m34 = −1/d` (Core Animation's `t.m34 = -1.0 / d`, CSS `perspective(d)` for d ≥ 1).
  ///
  /// A point at depth z then has w = 1 − z/d: it grows as it comes towards the eye and is behind
  /// the eye (w ≤ 0) from z = d on. `d = .infinity` is the identity (CSS `perspective(none)`).
  /// CSS draws `perspective(d)` with d < 1 px as `perspective(1px)`; this initialiser does not
  /// clamp: ``init(cssPerspective:)`` does.
  @inlinable
  public init(perspectiveDistance d: Double) {
    self = .identity
    m34 = -1 / d
  }

  /// CSS `perspective(d)` as engines draw it: d < 1 is treated as 1 (CSS Transforms Level 2,
  /// "values less than 1px must be treated as 1px for rendering purposes"), and nil
  /// (`perspective(none)`) is the identity.
  @inlinable
  public init(cssPerspective d: Double?) {
    guard let d else {
      self = .identity
      return
    }
    self.init(perspectiveDistance: Swift.max(d, 1))
  }

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  @inlinable
  public var isIdentity: Bool { self == .identity }
}

extension Transform3D: CustomStringConvertible {
  /// `[m11, m12, …, m44]`, row by row.
  public var description: String { "\(values)" }
}
