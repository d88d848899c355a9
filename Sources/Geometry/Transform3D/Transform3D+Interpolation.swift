import RealModule

extension Transform3D {
  /// The transform a fraction of the way from `self` to `other` under `policy` (see
  /// ``TransformInterpolation`` for what each engine does, and the rules they share: exact ends,
  /// extrapolation outside [0, 1], a discrete switch at 0.5 when an end cannot be decomposed).
  public func interpolated(
    to other: Transform3D, fraction t: Double, using policy: TransformInterpolation
  ) -> Transform3D {
    interpolation(to: other, fraction: t, using: policy).transform
  }

  /// ``interpolated(to:fraction:using:)``, with whether the policy had to switch discretely.
  /// (Both ends are decomposed on every call: to sample one pair many times, prepare it once with
  /// ``PreparedTransformInterpolation``, which gives the same bits.)
  public func interpolation(
    to other: Transform3D, fraction t: Double, using policy: TransformInterpolation
  ) -> TransformInterpolationResult {
    if t == 0 { return TransformInterpolationResult(transform: self, isDiscrete: false) }
    if t == 1 { return TransformInterpolationResult(transform: other, isDiscrete: false) }
    return PreparedTransformInterpolation(from: self, to: other, using: policy).result(at: t)
  }

  /// The decomposition `policy` uses for this matrix, or nil when it has none (a singular or
  /// non-finite matrix, which makes that policy switch discretely).
  ///
  /// - ``TransformInterpolation/chromium``: the 2D `Decompose2d` for an affine matrix, else the
  ///   3D unmatrix (with Chromium's failure tests and shear snap).
  /// - ``TransformInterpolation/webKit`` and ``TransformInterpolation/webKitLegacy``: `decompose4`
  ///   (they interpolate two affine matrices with the 2D ``AffineTransform/decomposed()``
  ///   instead).
  /// - ``TransformInterpolation/cssLevel1`` and ``TransformInterpolation/cssLevel2``: the Level 2
  ///   unmatrix as printed (Level 1 also interpolates two 2D matrices with
  ///   ``AffineTransform/decomposed()``).
  public func decomposed(using policy: TransformInterpolation) -> DecomposedTransform3D? {
    switch policy {
    case .chromium: return chromiumDecomposition()
    case .webKit, .webKitLegacy: return unmatrix(.webKit)
    case .cssLevel1, .cssLevel2: return unmatrix(.css)
    }
  }

  /// Chromium's choice for one matrix: the 2D decomposition when it is affine, else the 3D one.
  func chromiumDecomposition() -> DecomposedTransform3D? {
    isAffine ? chromiumDecomposition2D() : unmatrix(.chromium)
  }

  /// How scalars are mixed: the same value, rounded differently.
  enum Lerp {
    /// Chromium's `to·t + from·(1 − t)`.
    case chromium
    /// WebKit's `from + (to − from)·t`.
    case webKit
    /// `(1 − t)·from + t·to` (CSS says only "linearly"; Gecko writes it this way), keeping a part
    /// equal at both ends exact.
    case css

    func callAsFunction(_ a: Double, _ b: Double, _ t: Double) -> Double {
      switch self {
      case .chromium: return b * t + a * (1 - t)
      case .webKit: return a + (b - a) * t
      case .css: return a == b ? a : (1 - t) * a + t * b
      }
    }
  }

  /// How quaternions are mixed.
  enum Slerp {
    /// Chromium's and today's WebKit's: flip `from` when q·p < 0, clamp q·p ≤ 1, return the
    /// unflipped `from` when √(1 − c²) < 1e-5, else sin((1 − t)h)/s·q + sin(t·h)/s·p.
    case shortestPath
    /// CSS Level 2's: clamp to [−1, 1], return `from` when |c| = 1, no flip, weights
    /// cos(tθ) − c·w and w = sin(tθ)/√(1 − c²).
    case css
    /// WebKit before 2023-08: flip when c < 0; plain (1 − t, t) weights when 1 − c < 0.05.
    case webKitLegacy

    func callAsFunction(_ from: Quaternion, _ to: Quaternion, _ t: Double) -> Quaternion {
      switch self {
      case .shortestPath:
        var q = from
        var c = from.dot(to)
        if c < 0 {
          q = -q
          c = -c
        }
        if c > 1 { c = 1 }
        let s = (1 - c * c).squareRoot()
        if s < 1e-5 { return from }
        let h = Double.acos(c)
        return q.weighted(Double.sin((1 - t) * h) / s, to, Double.sin(t * h) / s)
      case .css:
        let c = Swift.min(Swift.max(from.dot(to), -1), 1)
        if abs(c) == 1 { return from }
        let theta = Double.acos(c)
        let w = Double.sin(t * theta) / (1 - c * c).squareRoot()
        return from.weighted(Double.cos(t * theta) - c * w, to, w)
      case .webKitLegacy:
        var q = from
        var c = from.dot(to)
        if c < 0 {
          q = -q
          c = -c
        }
        if 1 - c >= 0.05 {
          let theta = Double.acos(c)
          let s = Double.sin(theta)
          return q.weighted(Double.sin(theta * (1 - t)) / s, to, Double.sin(theta * t) / s)
        }
        return q.weighted(1 - t, to, t)
      }
    }
  }

  /// Both decompositions mixed part by part and recomposed; nil when either is missing. (A result
  /// that overflows is refused by the caller, for every policy's path.)
  static func mix(
    _ a: DecomposedTransform3D?, _ b: DecomposedTransform3D?, _ t: Double, lerp: Lerp, slerp: Slerp
  ) -> Transform3D? {
    guard let a, let b else { return nil }
    func v(_ p: Vector3D, _ q: Vector3D) -> Vector3D {
      Vector3D(x: lerp(p.x, q.x, t), y: lerp(p.y, q.y, t), z: lerp(p.z, q.z, t))
    }
    let parts = DecomposedTransform3D(
      translation: v(a.translation, b.translation), scale: v(a.scale, b.scale),
      skew: Shear3D(
        xy: lerp(a.skew.xy, b.skew.xy, t), xz: lerp(a.skew.xz, b.skew.xz, t), yz: lerp(a.skew.yz, b.skew.yz, t)),
      perspective: HomogeneousPoint(
        x: lerp(a.perspective.x, b.perspective.x, t), y: lerp(a.perspective.y, b.perspective.y, t),
        z: lerp(a.perspective.z, b.perspective.z, t), w: lerp(a.perspective.w, b.perspective.w, t)),
      rotation: slerp(a.rotation, b.rotation, t))
    return Transform3D(parts)
  }
}

/// An interpolated transform, and whether it came from a discrete switch (an end that could not
/// be decomposed) rather than from mixing decompositions.
public struct TransformInterpolationResult: Hashable, Sendable {
  /// The transform at the fraction asked for.
  public var transform: Transform3D
  /// True when an end has no decomposition and the policy switched from `from` to `to` at 0.5.
  public var isDiscrete: Bool

  /// Creates a result.
  public init(transform: Transform3D, isDiscrete: Bool) {
    self.transform = transform
    self.isDiscrete = isDiscrete
  }
}

extension AffineTransform {
  /// The 2D transform a fraction of the way to `other` under `policy`: the 3D interpolation of the
  /// embedded matrices, read back as 2D (m11, m12, m21, m22, m41, m42). Every policy but
  /// ``TransformInterpolation/cssLevel2`` keeps two 2D ends exactly 2D; that one's square-root
  /// quaternion can leave a rotation about x or y of about 1e-8, which this reading drops.
  public func interpolated(to other: AffineTransform, fraction t: Double, using policy: TransformInterpolation)
    -> AffineTransform
  {
    Transform3D(self).interpolated(to: Transform3D(other), fraction: t, using: policy).affinePart
  }
}
