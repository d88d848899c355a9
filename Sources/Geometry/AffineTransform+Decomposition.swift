import RealModule

extension AffineTransform {
  /// The CSS decomposition of this transform (CSS Transforms Level 1, "Decomposing a 2D matrix").
  ///
  /// 1. translation = (tx, ty);
  /// 2. scale = (|row 1|, |row 2|) with rows (a, b) and (c, d); when the determinant is negative
  ///    the matrix flips: negate scaleX if a < d, otherwise scaleY;
  /// 3. divide each row by its scale (a zero scale leaves its row as it is);
  /// 4. angle = atan2(row1.y, row1.x), in (−π, π];
  /// 5. rotate both rows by −angle; what is left is the remainder [m11 m12; m21 m22].
  ///
  /// Recomposing with ``init(_:)`` gives back this transform to about 1e-15 relative for
  /// non-singular matrices (tested). For a singular matrix the zero row keeps scale 0 and its
  /// angle information is lost; recomposition still returns the matrix, but interpolating from
  /// it is ill-defined (see ``interpolated(to:fraction:)``).
  public func decomposed() -> DecomposedTransform {
    var row0 = (x: a, y: b)
    var row1 = (x: c, y: d)
    var scaleX = Double.hypot(row0.x, row0.y)
    var scaleY = Double.hypot(row1.x, row1.y)
    if row0.x * row1.y - row0.y * row1.x < 0 {
      if row0.x < row1.y { scaleX = -scaleX } else { scaleY = -scaleY }
    }
    if scaleX != 0 { row0 = (row0.x / scaleX, row0.y / scaleX) }
    if scaleY != 0 { row1 = (row1.x / scaleY, row1.y / scaleY) }
    let angle = Double.atan2(y: row0.y, x: row0.x)
    var m = (m11: row0.x, m12: row0.y, m21: row1.x, m22: row1.y)
    if angle != 0 {
      // Left-multiply the rows by R(−angle); after normalisation cos = row0.x, sin = row0.y.
      let sn = -row0.y
      let cs = row0.x
      m = (
        m11: cs * row0.x + sn * row1.x, m12: cs * row0.y + sn * row1.y,
        m21: -sn * row0.x + cs * row1.x, m22: -sn * row0.y + cs * row1.y
      )
    }
    return DecomposedTransform(
      translation: Point(x: tx, y: ty), scaleX: scaleX, scaleY: scaleY, angle: angle,
      m11: m.m11, m12: m.m12, m21: m.m21, m22: m.m22)
  }

  /// Recomposes a decomposition: `S · R(angle) · remainder`, then the translation.
  ///
  /// ```
  /// a = sx·( cos·m11 + sin·m21)   b = sx·( cos·m12 + sin·m22)
  /// c = sy·(−sin·m11 + cos·m21)   d = sy·(−sin·m12 + cos·m22)
  /// ```
  public init(_ parts: DecomposedTransform) {
    let cosine = Double.cos(parts.angle)
    let sine = Double.sin(parts.angle)
    self.init(
      a: parts.scaleX * (cosine * parts.m11 + sine * parts.m21),
      b: parts.scaleX * (cosine * parts.m12 + sine * parts.m22),
      c: parts.scaleY * (-sine * parts.m11 + cosine * parts.m21),
      d: parts.scaleY * (-sine * parts.m12 + cosine * parts.m22),
      tx: parts.translation.x, ty: parts.translation.y)
  }

  /// The transform a fraction of the way from `self` to `other`, as CSS (and Core Animation's
  /// transform animations) interpolate: decompose both, align them (``DecomposedTransform/aligned(_:_:)``),
  /// lerp every part, recompose.
  ///
  /// - The endpoints are exact: fraction 0 returns `self` and fraction 1 returns `other`
  ///   unchanged (as Core Animation shows the model values at the ends), rather than their
  ///   recompositions, which differ by rounding (about 1e-16).
  /// - Fractions outside [0, 1] extrapolate every part linearly.
  /// - Exactly 180° apart, the short-way rule cannot choose: its test is strict, so the angles
  ///   are lerped as they are after the 0 → 2π substitution (for example 0 and π turn from 2π
  ///   down to π, anticlockwise on screen). Other engines break this tie differently.
  /// - With a singular endpoint the decomposition has lost its angle; the result is continuous
  ///   but depends on that arbitrary angle. Do not rely on it.
  /// - Exact cases stay exact: a part both ends share is not re-rounded (two translations keep
  ///   their common angle and scales bit for bit), and the mixed angle is reduced to (−π, π]
  ///   before recomposing, so the short way's 0 → 2π substitution leaves no ∓2.4e-16 in b and c.
  ///   (CSS's text recomposes from the lerped angle as it is; the reduction changes nothing but
  ///   that rounding, which is the spec's intent.)
  public func interpolated(to other: AffineTransform, fraction: Double) -> AffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let (from, to) = DecomposedTransform.aligned(decomposed(), other.decomposed())
    return AffineTransform(mixing: from, to, fraction: fraction)
  }

  /// Two aligned decompositions lerped, the angle reduced to (−π, π], recomposed: the interior of
  /// ``interpolated(to:fraction:)``.
  init(mixing from: DecomposedTransform, _ to: DecomposedTransform, fraction: Double) {
    var mixed = from.lerped(to: to, fraction: fraction)
    if mixed.angle > Double.pi {
      mixed.angle -= 2 * Double.pi
    } else if mixed.angle <= -Double.pi {
      mixed.angle += 2 * Double.pi
    }
    self.init(mixed)
  }
}

extension DecomposedTransform {
  /// Applies the two CSS alignment rules before interpolating `a` towards `b`.
  ///
  /// - **Un-flip**: if one is flipped on x and the other on y, `a` becomes the equivalent
  ///   unflipped rotation (both scales negated, angle moved by π towards 0).
  /// - **Short way**: a zero angle counts as 2π; if the angles then differ by more than π, the
  ///   larger one loses 2π, so the rotation takes the short way round.
  public static func aligned(
    _ a: DecomposedTransform, _ b: DecomposedTransform
  ) -> (DecomposedTransform, DecomposedTransform) {
    var a = a
    var b = b
    if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
      a.scaleX = -a.scaleX
      a.scaleY = -a.scaleY
      a.angle += a.angle < 0 ? Double.pi : -Double.pi
    }
    if a.angle == 0 { a.angle = 2 * Double.pi }
    if b.angle == 0 { b.angle = 2 * Double.pi }
    if abs(a.angle - b.angle) > Double.pi {
      if a.angle > b.angle { a.angle -= 2 * Double.pi } else { b.angle -= 2 * Double.pi }
    }
    return (a, b)
  }

  /// Every part lerped as `(1 − f)·from + f·to`, which is exact at f = 0 and f = 1; a part equal
  /// at both ends is kept exactly (the lerp alone could round it).
  public func lerped(to other: DecomposedTransform, fraction f: Double) -> DecomposedTransform {
    func mix(_ x: Double, _ y: Double) -> Double { x == y ? x : (1 - f) * x + f * y }
    return DecomposedTransform(
      translation: Point(x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y)),
      scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
      angle: mix(angle, other.angle),
      m11: mix(m11, other.m11), m12: mix(m12, other.m12),
      m21: mix(m21, other.m21), m22: mix(m22, other.m22))
  }
}
