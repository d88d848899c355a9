extension Transform3D {
  /// The transform that applies `self` first, then `other`: the matrix product self·other
  /// (`CATransform3DConcat(self, other)`), each entry `Σₖ selfᵢₖ·otherₖⱼ` summed in k order.
  @inlinable
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let o = other
    return Transform3D(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
      m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
      m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
      m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
      m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
      m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
      m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
      m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
  }

  /// Prepends a translation by (x, y, z) (`CATransform3DTranslate`): it runs first, in local
  /// space. Equals `Transform3D(translationX: x, y: y, z: z).concatenating(self)`.
  @inlinable
  public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// Prepends a scale by (sx, sy, sz) (`CATransform3DScale`).
  /// Equals `Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)`.
  @inlinable
  public func scaledBy(x sx: Double, y sy: Double, z sz: Double) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
  }

  /// Prepends a rotation by `angle` radians about the axis (x, y, z) (`CATransform3DRotate`).
  /// Equals `Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)`.
  @inlinable
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The determinant, by Laplace expansion in complementary 2×2 minors of rows 1–2 (sᵢ) and
  /// rows 3–4 (cᵢ): `s₀c₅ − s₁c₄ + s₂c₃ + s₃c₂ − s₄c₁ + s₅c₀`. Zero means singular
  /// (a flattening matrix, a zero scale).
  @inlinable
  public var determinant: Double { minors.determinant }

  /// The inverse, or `self` unchanged when the determinant is 0 (`CATransform3DInvert`'s
  /// contract: Apple returns the original matrix when it has no inverse).
  ///
  /// The inverse is the adjugate over the determinant; use ``strictlyInverted()`` where a
  /// singular transform is an error you must handle.
  @inlinable
  public func inverted() -> Transform3D {
    let m = minors
    let det = m.determinant
    if det == 0 { return self }
    return adjugate(m, dividedBy: det)
  }

  /// The inverse, or a thrown ``GeometryError/singularTransform3D(_:)`` when there is none: the
  /// determinant is 0 or not finite, or a component of the inverse is not finite. Otherwise equal
  /// to ``inverted()`` bit for bit.
  @inlinable
  public func strictlyInverted() throws(GeometryError) -> Transform3D {
    let m = minors
    let det = m.determinant
    guard det != 0, det.isFinite else { throw .singularTransform3D(self) }
    let inverse = adjugate(m, dividedBy: det)
    guard inverse.isFinite else { throw .singularTransform3D(self) }
    return inverse
  }

  /// The twelve 2×2 minors of rows 1–2 and rows 3–4, each over the column pairs
  /// (12, 13, 14, 23, 24, 34): the inverse and the determinant are built from them.
  @usableFromInline
  struct Minors {
    @usableFromInline var s0, s1, s2, s3, s4, s5: Double
    @usableFromInline var c0, c1, c2, c3, c4, c5: Double

    @inlinable
    init(
      s0: Double, s1: Double, s2: Double, s3: Double, s4: Double, s5: Double,
      c0: Double, c1: Double, c2: Double, c3: Double, c4: Double, c5: Double
    ) {
      (self.s0, self.s1, self.s2, self.s3, self.s4, self.s5) = (s0, s1, s2, s3, s4, s5)
      (self.c0, self.c1, self.c2, self.c3, self.c4, self.c5) = (c0, c1, c2, c3, c4, c5)
    }

    @inlinable
    var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }
  }

  /// The minors of this matrix.
  @inlinable
  var minors: Minors {
    Minors(
      s0: m11 * m22 - m21 * m12, s1: m11 * m23 - m21 * m13, s2: m11 * m24 - m21 * m14,
      s3: m12 * m23 - m22 * m13, s4: m12 * m24 - m22 * m14, s5: m13 * m24 - m23 * m14,
      c0: m31 * m42 - m41 * m32, c1: m31 * m43 - m41 * m33, c2: m31 * m44 - m41 * m34,
      c3: m32 * m43 - m42 * m33, c4: m32 * m44 - m42 * m34, c5: m33 * m44 - m43 * m34)
  }

  /// The adjugate divided by `det`: every entry of the inverse from the twelve 2×2 minors.
  @inlinable
  func adjugate(_ m: Minors, dividedBy det: Double) -> Transform3D {
    let (s0, s1, s2, s3, s4, s5) = (m.s0, m.s1, m.s2, m.s3, m.s4, m.s5)
    let (c0, c1, c2, c3, c4, c5) = (m.c0, m.c1, m.c2, m.c3, m.c4, m.c5)
    return Transform3D(
      m11: (m22 * c5 - m23 * c4 + m24 * c3) / det,
      m12: (-m12 * c5 + m13 * c4 - m14 * c3) / det,
      m13: (m42 * s5 - m43 * s4 + m44 * s3) / det,
      m14: (-m32 * s5 + m33 * s4 - m34 * s3) / det,
      m21: (-m21 * c5 + m23 * c2 - m24 * c1) / det,
      m22: (m11 * c5 - m13 * c2 + m14 * c1) / det,
      m23: (-m41 * s5 + m43 * s2 - m44 * s1) / det,
      m24: (m31 * s5 - m33 * s2 + m34 * s1) / det,
      m31: (m21 * c4 - m22 * c2 + m24 * c0) / det,
      m32: (-m11 * c4 + m12 * c2 - m14 * c0) / det,
      m33: (m41 * s4 - m42 * s2 + m44 * s0) / det,
      m34: (-m31 * s4 + m32 * s2 - m34 * s0) / det,
      m41: (-m21 * c3 + m22 * c1 - m23 * c0) / det,
      m42: (m11 * c3 - m12 * c1 + m13 * c0) / det,
      m43: (-m41 * s3 + m42 * s1 - m43 * s0) / det,
      m44: (m31 * s3 - m32 * s1 + m33 * s0) / det)
  }

  /// Whether all sixteen components are finite.
  @inlinable
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
      && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }

  /// Every component passed through `f` (no allocation).
  @inlinable
  func mapComponents(_ f: (Double) -> Double) -> Transform3D {
    Transform3D(
      m11: f(m11), m12: f(m12), m13: f(m13), m14: f(m14), m21: f(m21), m22: f(m22), m23: f(m23), m24: f(m24),
      m31: f(m31), m32: f(m32), m33: f(m33), m34: f(m34), m41: f(m41), m42: f(m42), m43: f(m43), m44: f(m44))
  }
}
