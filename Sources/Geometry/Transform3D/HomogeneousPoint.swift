/// A point in homogeneous coordinates (x, y, z, w): what a ``Transform3D`` makes of a point
/// before the perspective divide. Its image on screen is (x/w, y/w), defined only in front of
/// the eye, where w > 0.
@frozen
public struct HomogeneousPoint: Hashable, Sendable {
  /// The x-coordinate, before the divide.
  public var x: Double
  /// The y-coordinate, before the divide.
  public var y: Double
  /// The depth, before the divide (towards the viewer is positive, as in Core Animation).
  public var z: Double
  /// The homogeneous weight: 1 for affine transforms, 1 − z/d under a perspective of distance d.
  public var w: Double

  /// Creates a homogeneous point from its four coordinates.
  @inlinable
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The point (x, y, z, 1).
  @inlinable
  public init(_ point: Point, z: Double = 0) {
    self.init(x: point.x, y: point.y, z: z, w: 1)
  }

  /// The point mapped by `t`: the row vector (x, y, z, w)·M.
  @inlinable
  public func applying(_ t: Transform3D) -> HomogeneousPoint {
    HomogeneousPoint(
      x: x * t.m11 + y * t.m21 + z * t.m31 + w * t.m41,
      y: x * t.m12 + y * t.m22 + z * t.m32 + w * t.m42,
      z: x * t.m13 + y * t.m23 + z * t.m33 + w * t.m43,
      w: x * t.m14 + y * t.m24 + z * t.m34 + w * t.m44)
  }

  /// The screen point (x/w, y/w), or a thrown ``GeometryError/behindEye(_:)`` when w ≤ 0 (or not
  /// finite), where the point has no image: it is at or behind the eye.
  @inlinable
  public func projected() throws(GeometryError) -> Point {
    guard w > 0, w.isFinite else { throw .behindEye(self) }
    if w == 1 { return Point(x: x, y: y) }
    return Point(x: x / w, y: y / w)
  }
}

extension Point {
  /// The point (x, y, 0) mapped by `t` and projected to (x′/w, y′/w): where a point of a layer's
  /// plane appears after a 3D transform.
  ///
  /// - Throws: ``GeometryError/behindEye(_:)`` when the point maps to w ≤ 0 (at or behind the
  ///   eye), where it has no image.
  @inlinable
  public func applying(_ t: Transform3D) throws(GeometryError) -> Point {
    try HomogeneousPoint(self).applying(t).projected()
  }
}
