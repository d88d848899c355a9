extension Transform3D {
  /// The 2D transform as a 3D one (`CATransform3DMakeAffineTransform`): a, b, c, d, tx, ty go to
  /// m11, m12, m21, m22, m41, m42; the rest is the identity's. Lossless: ``affine`` gives it back
  /// bit for bit.
  @inlinable
  public init(_ t: AffineTransform) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }

  /// Whether the transform is exactly a 2D affine one (`CATransform3DIsAffine`): it neither reads
  /// nor writes z and has no perspective, so m13 = m14 = m23 = m24 = m31 = m32 = m34 = m43 = 0 and
  /// m33 = m44 = 1.
  @inlinable
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The 2D transform this one is, or nil when it is not exactly affine (``isAffine``).
  ///
  /// Unlike `CATransform3DGetAffineTransform`, which reads m11, m12, m21, m22, m41, m42 whatever
  /// the rest holds, this never drops a perspective or a z part silently; ``affinePart`` is
  /// Apple's reading.
  @inlinable
  public var affine: AffineTransform? {
    isAffine ? affinePart : nil
  }

  /// m11, m12, m21, m22, m41, m42 as an ``AffineTransform``, whatever the other components hold
  /// (`CATransform3DGetAffineTransform`).
  @inlinable
  public var affinePart: AffineTransform {
    AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }
}
