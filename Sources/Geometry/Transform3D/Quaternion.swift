import RealModule

/// A quaternion (x, y, z, w): the rotation part of a decomposed 3D transform.
///
/// A unit quaternion (sin(θ/2)·axis, cos(θ/2)) is the rotation by θ about `axis`; q and −q are
/// the same rotation. The matrix it stands for (``Transform3D/init(_:)-(Quaternion)``) follows
/// the engines' convention (Chromium, WebKit, Gecko), so that (0, 0, sin(θ/2), cos(θ/2)) is
/// `Transform3D(rotationAngle: θ, x: 0, y: 0, z: 1)`.
@frozen
public struct Quaternion: Hashable, Sendable {
  /// The x part of the axis times sin(θ/2).
  public var x: Double
  /// The y part of the axis times sin(θ/2).
  public var y: Double
  /// The z part of the axis times sin(θ/2).
  public var z: Double
  /// cos(θ/2).
  public var w: Double

  /// Creates a quaternion from its four components.
  @inlinable
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// No rotation: (0, 0, 0, 1).
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The four-dimensional dot product, summed left to right (x, y, z, w): the cosine of half the
  /// angle between two unit rotations, negative when they lie on opposite hemispheres.
  @inlinable
  public func dot(_ other: Quaternion) -> Double {
    x * other.x + y * other.y + z * other.z + w * other.w
  }

  /// All four components negated: the same rotation, from the other hemisphere.
  @inlinable
  public static prefix func - (q: Quaternion) -> Quaternion {
    Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
  }

  /// `a·self + b·other`, component by component (the weighted sum every slerp ends with).
  @inlinable
  func weighted(_ a: Double, _ other: Quaternion, _ b: Double) -> Quaternion {
    Quaternion(x: x * a + other.x * b, y: y * a + other.y * b, z: z * a + other.z * b, w: w * a + other.w * b)
  }
}

extension Transform3D {
  /// The rotation matrix of the quaternion q = (x, y, z, w), as the engines recompose it:
  /// ```
  /// m11 = 1 − 2(y² + z²)   m12 = 2(xy + zw)       m13 = 2(xz − yw)
  /// m21 = 2(xy − zw)       m22 = 1 − 2(x² + z²)   m23 = 2(yz + xw)
  /// m31 = 2(xz + yw)       m32 = 2(yz − xw)       m33 = 1 − 2(x² + y²)
  /// ```
  /// CSS Transforms Level 2's "Recomposing to a 3D matrix" prints the transpose, a known error
  /// (csswg-drafts #3230; fixed in WebKit by PR #17162 and in Blink by crrev 2489727): read
  /// literally it would undo the rotation its own decomposition extracts. q need not be a unit
  /// quaternion (an extrapolated slerp or a lerp is not); the formula is used as it is.
  @inlinable
  public init(_ q: Quaternion) {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    self.init(
      m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
      m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
      m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }
}
