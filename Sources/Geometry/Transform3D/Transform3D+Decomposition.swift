import RealModule

/// How an engine's "unmatrix" (Graphics Gems II's, as CSS Transforms Level 2 prints it) treats the
/// details where engines differ: failure tests, the shear snap, lengths, and how the quaternion
/// comes out of the rotation matrix.
struct UnmatrixRules: Sendable {
  /// How the quaternion is read from the orthonormal rows.
  enum QuaternionExtraction: Sendable {
    /// Four branches on the trace and the largest diagonal entry (Shepperd's method; Chromium
    /// and WebKit): accurate for every rotation.
    case branches
    /// CSS Level 2's ½√max(1 ± r₀₀ ± r₁₁ ± r₂₂, 0) with signs from three comparisons: w ≥ 0 always,
    /// and it loses precision near 180° and when a compared pair is equal (csswg-drafts #3710).
    case cssSquareRoots
  }

  /// Chromium: fail when m44, a row length or the 3×3 determinant (as a `Float`) is not a normal
  /// number. Others fail only on an exact zero m44 or determinant.
  var requiresNormalNumbers: Bool
  /// Chromium: a shear dot product below `Float.ulpOfOne` (FLT_EPSILON) counts as 0.
  var snapsTinyShears: Bool
  /// WebKit: row lengths by `hypot`; the others by √(x² + y² + z²).
  var lengthsByHypot: Bool
  /// Chromium and WebKit normalise by multiplying with the reciprocal; CSS's text divides.
  var normalisesByReciprocal: Bool
  /// The quaternion extraction.
  var quaternion: QuaternionExtraction

  /// Chromium's `Matrix44::Decompose` (chromium/chromium, ui/gfx/geometry/matrix44.cc at f24a8e13).
  static let chromium = UnmatrixRules(
    requiresNormalNumbers: true, snapsTinyShears: true, lengthsByHypot: false, normalisesByReciprocal: true,
    quaternion: .branches)
  /// WebKit's `decompose4` (WebKit/WebKit, Source/WebCore/platform/graphics/transforms/
  /// TransformationMatrix.cpp, after PR #66969 of 2026-06-11 fixed the y sign of the x-largest
  /// branch).
  static let webKit = UnmatrixRules(
    requiresNormalNumbers: false, snapsTinyShears: false, lengthsByHypot: true, normalisesByReciprocal: true,
    quaternion: .branches)
  /// CSS Transforms Level 2's pseudo-code, literally.
  static let css = UnmatrixRules(
    requiresNormalNumbers: false, snapsTinyShears: false, lengthsByHypot: false, normalisesByReciprocal: false,
    quaternion: .cssSquareRoots)
}

extension Transform3D {
  /// The 3D decomposition ("unmatrix") under `rules`, or nil when the matrix has none (m44 = 0, or
  /// a singular 3×3 part, a component that is not finite, or parts that overflow).
  ///
  /// 1. Divide by m44. 2. With P′ = the matrix without its perspective column (m14 = m24 = m34 = 0,
  /// m44 = 1), which must be invertible: the perspective row is (m14, m24, m34, m44)·P′⁻ᵀ. 3. The
  /// translation is (m41, m42, m43). 4. Gram–Schmidt on the rows of the 3×3 part gives the scales
  /// and the xy, xz, yz shears. 5. If the rows form a left-handed frame (r₀ · (r₁ × r₂) < 0), all
  /// three scales and rows are negated. 6. The quaternion of the orthonormal rows.
  func unmatrix(_ rules: UnmatrixRules) -> DecomposedTransform3D? {
    guard isFinite else { return nil }
    var m = self
    if rules.requiresNormalNumbers {
      guard m44.isNormal else { return nil }
      let inverse = 1 / m44
      m = mapComponents { $0 * inverse }
    } else {
      guard m44 != 0 else { return nil }
      let w = m44
      m = mapComponents { $0 / w }
    }
    var flat = m
    (flat.m14, flat.m24, flat.m34, flat.m44) = (0, 0, 0, 1)
    let minors = flat.minors
    let det = minors.determinant
    if rules.requiresNormalNumbers {
      guard Float(det).isNormal else { return nil }
    } else {
      guard det != 0 else { return nil }
    }
    var perspective = HomogeneousPoint(x: 0, y: 0, z: 0, w: 1)
    if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
      let inv = flat.adjugate(minors, dividedBy: det)
      let p = (m.m14, m.m24, m.m34, m.m44)
      func row(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { p.0 * a + p.1 * b + p.2 * c + p.3 * d }
      perspective = HomogeneousPoint(
        x: row(inv.m11, inv.m12, inv.m13, inv.m14), y: row(inv.m21, inv.m22, inv.m23, inv.m24),
        z: row(inv.m31, inv.m32, inv.m33, inv.m34), w: row(inv.m41, inv.m42, inv.m43, inv.m44))
    }
    guard var frame = OrthonormalFrame(m, rules) else { return nil }
    let (scale, skew) = (frame.scale, frame.skew)
    frame.makeRightHanded()
    return DecomposedTransform3D(
      translation: Vector3D(x: m.m41, y: m.m42, z: m.m43),
      scale: frame.flipped ? Vector3D(x: -scale.x, y: -scale.y, z: -scale.z) : scale,
      skew: skew, perspective: perspective, rotation: frame.quaternion(rules.quaternion)
    ).finiteOrNil
  }

  /// Chromium's 2D decomposition (`Matrix44::Decompose2d`, chromium/chromium,
  /// ui/gfx/geometry/matrix44.cc at f24a8e13), for an affine matrix: M = S·K·R·T with one xy
  /// shear (Gram–Schmidt on the two rows), the rotation about z. A flip (det < 0) negates the
  /// x-scale when m11 < m22 and the y-scale otherwise; nil when det = 0 exactly.
  func chromiumDecomposition2D() -> DecomposedTransform3D? {
    guard isFinite else { return nil }
    var (a, b, c, d) = (m11, m12, m21, m22)
    let det = a * d - b * c
    guard det != 0 else { return nil }
    var sx = 1.0
    var sy = 1.0
    if det < 0 {
      if a < d { sx = -1 } else { sy = -1 }
    }
    sx *= (a * a + b * b).squareRoot()
    a /= sx
    b /= sx
    let k = a * c + b * d
    c -= a * k
    d -= b * k
    sy *= (c * c + d * d).squareRoot()
    c /= sy
    d /= sy
    let half = 0.5 * Double.atan2(y: b, x: a)
    return DecomposedTransform3D(
      translation: Vector3D(x: m41, y: m42, z: 0), scale: Vector3D(x: sx, y: sy, z: 1),
      skew: Shear3D(xy: k / sy, xz: 0, yz: 0),
      rotation: Quaternion(x: 0, y: 0, z: Double.sin(half), w: Double.cos(half))
    ).finiteOrNil
  }
}

extension DecomposedTransform3D {
  /// Self when every part is finite; nil when the decomposition overflowed the doubles (entries
  /// near 1e154 square to infinity on the way), which counts as no decomposition.
  var finiteOrNil: DecomposedTransform3D? {
    let finite =
      translation.x.isFinite && translation.y.isFinite && translation.z.isFinite
      && scale.x.isFinite && scale.y.isFinite && scale.z.isFinite
      && skew.xy.isFinite && skew.xz.isFinite && skew.yz.isFinite
      && perspective.x.isFinite && perspective.y.isFinite && perspective.z.isFinite && perspective.w.isFinite
      && rotation.x.isFinite && rotation.y.isFinite && rotation.z.isFinite && rotation.w.isFinite
    return finite ? self : nil
  }
}

/// The rows of a 3×3 part made orthonormal by Gram–Schmidt, with the scales and shears removed.
struct OrthonormalFrame {
  var r0: Vector3D
  var r1: Vector3D
  var r2: Vector3D
  var scale: Vector3D
  var skew: Shear3D
  var flipped = false

  /// Gram–Schmidt on rows 1–3 of `m` (already divided by m44); nil when a row length is zero
  /// (or, under Chromium's rules, not a normal number).
  init?(_ m: Transform3D, _ rules: UnmatrixRules) {
    func dot(_ u: Vector3D, _ v: Vector3D) -> Double { u.x * v.x + u.y * v.y + u.z * v.z }
    func length(_ v: Vector3D) -> Double {
      rules.lengthsByHypot ? Double.hypot(Double.hypot(v.x, v.y), v.z) : dot(v, v).squareRoot()
    }
    func snapped(_ value: Double) -> Double {
      rules.snapsTinyShears && abs(value) < Double(Float.ulpOfOne) ? 0 : value
    }
    func normalised(_ v: Vector3D, _ length: Double) -> Vector3D? {
      if rules.requiresNormalNumbers { guard length.isNormal else { return nil } }
      if length == 0 { return rules.lengthsByHypot ? v : nil }
      if rules.normalisesByReciprocal {
        let r = 1 / length
        return Vector3D(x: v.x * r, y: v.y * r, z: v.z * r)
      }
      return Vector3D(x: v.x / length, y: v.y / length, z: v.z / length)
    }
    func minus(_ u: Vector3D, _ v: Vector3D, _ k: Double) -> Vector3D {
      Vector3D(x: u.x - v.x * k, y: u.y - v.y * k, z: u.z - v.z * k)
    }
    var r0 = Vector3D(x: m.m11, y: m.m12, z: m.m13)
    var r1 = Vector3D(x: m.m21, y: m.m22, z: m.m23)
    var r2 = Vector3D(x: m.m31, y: m.m32, z: m.m33)
    let sx = length(r0)
    guard let n0 = normalised(r0, sx) else { return nil }
    r0 = n0
    var xy = snapped(dot(r0, r1))
    r1 = minus(r1, r0, xy)
    let sy = length(r1)
    guard let n1 = normalised(r1, sy) else { return nil }
    r1 = n1
    xy /= sy
    var xz = snapped(dot(r0, r2))
    r2 = minus(r2, r0, xz)
    var yz = snapped(dot(r1, r2))
    r2 = minus(r2, r1, yz)
    let sz = length(r2)
    guard let n2 = normalised(r2, sz) else { return nil }
    r2 = n2
    xz /= sz
    yz /= sz
    (self.r0, self.r1, self.r2) = (r0, r1, r2)
    scale = Vector3D(x: sx, y: sy, z: sz)
    skew = Shear3D(xy: xy, xz: xz, yz: yz)
  }

  /// Negates the rows (and records it) when r₀ · (r₁ × r₂) < 0: a reflection is carried by the
  /// scales, so the rows left are a rotation.
  mutating func makeRightHanded() {
    let cross = Vector3D(x: r1.y * r2.z - r1.z * r2.y, y: r1.z * r2.x - r1.x * r2.z, z: r1.x * r2.y - r1.y * r2.x)
    guard r0.x * cross.x + r0.y * cross.y + r0.z * cross.z < 0 else { return }
    flipped = true
    r0 = Vector3D(x: -r0.x, y: -r0.y, z: -r0.z)
    r1 = Vector3D(x: -r1.x, y: -r1.y, z: -r1.z)
    r2 = Vector3D(x: -r2.x, y: -r2.y, z: -r2.z)
  }

  /// The quaternion of the rotation whose rows are r₀, r₁, r₂.
  func quaternion(_ extraction: UnmatrixRules.QuaternionExtraction) -> Quaternion {
    switch extraction {
    case .branches:
      let trace = r0.x + r1.y + r2.z
      if 1 + trace > 0.001 {
        let r = (1 + trace).squareRoot()
        let s = 0.5 / r
        return Quaternion(x: (r1.z - r2.y) * s, y: (r2.x - r0.z) * s, z: (r0.y - r1.x) * s, w: 0.5 * r)
      } else if r0.x > r1.y && r0.x > r2.z {
        let r = (1 + r0.x - r1.y - r2.z).squareRoot()
        let s = 0.5 / r
        return Quaternion(x: 0.5 * r, y: (r1.x + r0.y) * s, z: (r2.x + r0.z) * s, w: (r1.z - r2.y) * s)
      } else if r1.y > r2.z {
        let r = (1 - r0.x + r1.y - r2.z).squareRoot()
        let s = 0.5 / r
        return Quaternion(x: (r1.x + r0.y) * s, y: 0.5 * r, z: (r2.y + r1.z) * s, w: (r2.x - r0.z) * s)
      } else {
        let r = (1 - r0.x - r1.y + r2.z).squareRoot()
        let s = 0.5 / r
        return Quaternion(x: (r2.x + r0.z) * s, y: (r2.y + r1.z) * s, z: 0.5 * r, w: (r0.y - r1.x) * s)
      }
    case .cssSquareRoots:
      var q = Quaternion(
        x: 0.5 * Swift.max(1 + r0.x - r1.y - r2.z, 0).squareRoot(),
        y: 0.5 * Swift.max(1 - r0.x + r1.y - r2.z, 0).squareRoot(),
        z: 0.5 * Swift.max(1 - r0.x - r1.y + r2.z, 0).squareRoot(),
        w: 0.5 * Swift.max(1 + r0.x + r1.y + r2.z, 0).squareRoot())
      if r2.y > r1.z { q.x = -q.x }
      if r0.z > r2.x { q.y = -q.y }
      if r1.x > r0.y { q.z = -q.z }
      return q
    }
  }
}
