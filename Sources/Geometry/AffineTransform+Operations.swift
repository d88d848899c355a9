extension AffineTransform {
  /// The transform that applies `self` first, then `other`: the matrix product self·other
  /// (`CGAffineTransformConcat(self, other)`).
  ///
  /// ```
  /// a  = a₁a₂ + b₁c₂      b  = a₁b₂ + b₁d₂
  /// c  = c₁a₂ + d₁c₂      d  = c₁b₂ + d₁d₂
  /// tx = tx₁a₂ + ty₁c₂ + tx₂   ty = tx₁b₂ + ty₁d₂ + ty₂
  /// ```
  @inlinable
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// In place: `self = self.concatenating(other)`.
  @inlinable
  public mutating func concatenate(_ other: AffineTransform) {
    self = concatenating(other)
  }

  /// Prepends a translation by (x, y) (`CGAffineTransformTranslate`): the translation runs
  /// first, in the local space, so it is scaled and rotated by `self`.
  /// Equals `AffineTransform(translationX: x, y: y).concatenating(self)`.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(
      a: a, b: b, c: c, d: d,
      tx: x * a + y * c + tx,
      ty: x * b + y * d + ty)
  }

  /// Prepends a scale by (sx, sy) (`CGAffineTransformScale`).
  /// Equals `AffineTransform(scaleX: sx, y: sy).concatenating(self)`.
  @inlinable
  public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
    AffineTransform(a: sx * a, b: sx * b, c: sy * c, d: sy * d, tx: tx, ty: ty)
  }

  /// Prepends a rotation by `angle` radians (`CGAffineTransformRotate`).
  /// Equals `AffineTransform(rotationAngle: angle).concatenating(self)`.
  @inlinable
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` unchanged when the matrix is singular (`CGAffineTransformInvert`).
  ///
  /// Core Graphics' contract, kept for fidelity: a singular matrix (determinant exactly 0) comes
  /// back as it is, silently. Use it where you mirror UIKit code; use ``strictlyInverted()`` where a
  /// singular transform is an error you must handle.
  ///
  /// ```
  /// det = a·d − b·c
  /// a′ = d/det   b′ = −b/det   c′ = −c/det   d′ = a/det
  /// tx′ = (c·ty − d·tx)/det    ty′ = (b·tx − a·ty)/det
  /// ```
  @inlinable
  public func inverted() -> AffineTransform {
    let det = determinant
    if det == 0 { return self }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }

  /// The inverse, or a thrown ``GeometryError/singularTransform(_:)`` when there is none.
  ///
  /// Throws when the determinant is 0 or not finite, or when any component of the inverse is not
  /// finite (a determinant so small that its reciprocal overflows). Otherwise the result equals
  /// ``inverted()`` bit for bit.
  @inlinable
  public func strictlyInverted() throws(GeometryError) -> AffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { throw .singularTransform(self) }
    let inv = inverted()
    guard inv.a.isFinite, inv.b.isFinite, inv.c.isFinite, inv.d.isFinite,
      inv.tx.isFinite, inv.ty.isFinite
    else { throw .singularTransform(self) }
    return inv
  }
}
