/// A 3D transform split into the parts that CSS engines (and, as far as anyone has measured,
/// Core Animation) interpolate: perspective, translation, rotation, shear and scale.
///
/// The parts recompose (``Transform3D/init(_:)-(DecomposedTransform3D)``), for row vectors, as
/// **scale, then shear, then rotation, then translation, then perspective**:
/// ```
/// M = S · K · R(rotation) · T(translation) · P(perspective)
/// S = diag(scale.x, scale.y, scale.z, 1)
/// K = identity with m21 = skew.xy, m31 = skew.xz, m32 = skew.yz
/// P = identity with (m14, m24, m34, m44) = perspective
/// ```
/// which is CSS Transforms Level 2's `P·T·R·K·S` for column vectors. Sources: CSS Transforms
/// Module Level 2, "Decomposing a 3D matrix" and "Recomposing to a 3D matrix"
/// (w3c/csswg-drafts, css-transforms-2/Overview.bs at 397514f2); Chromium's
/// `gfx::DecomposedTransform` (chromium/chromium, ui/gfx/geometry/decomposed_transform.h at
/// 0e492393).
public struct DecomposedTransform3D: Hashable, Sendable {
  /// The translation (m41, m42, m43) after dividing by m44.
  public var translation: Vector3D
  /// The length of each row of the 3×3 part after removing shear; all three negated when the
  /// 3D decomposition finds a flip (det < 0), one of x and y in the 2D decompositions.
  public var scale: Vector3D
  /// The three shear factors (not angles) left after Gram–Schmidt orthogonalisation.
  public var skew: Shear3D
  /// The perspective row (m14, m24, m34, m44) of the perspective factor: (0, 0, 0, 1) for none,
  /// (0, 0, −1/d, 1) for `perspective(d)`.
  public var perspective: HomogeneousPoint
  /// The rotation, as a unit quaternion.
  public var rotation: Quaternion

  /// Creates a decomposition from its parts; each defaults to the identity's.
  public init(
    translation: Vector3D = .zero, scale: Vector3D = .one, skew: Shear3D = .none,
    perspective: HomogeneousPoint = HomogeneousPoint(x: 0, y: 0, z: 0, w: 1), rotation: Quaternion = .identity
  ) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
    self.rotation = rotation
  }
}

/// The three shear factors of a decomposed 3D transform: how much x moves with y (xy), x with z
/// (xz) and y with z (yz), for column vectors; in a row-vector matrix they sit at m21, m31, m32.
@frozen
public struct Shear3D: Hashable, Sendable {
  /// x gains xy·y.
  public var xy: Double
  /// x gains xz·z.
  public var xz: Double
  /// y gains yz·z.
  public var yz: Double

  /// Creates the three shear factors.
  @inlinable
  public init(xy: Double, xz: Double, yz: Double) {
    self.xy = xy
    self.xz = xz
    self.yz = yz
  }

  /// No shear.
  public static let none = Shear3D(xy: 0, xz: 0, yz: 0)
}

extension Transform3D {
  /// Recomposes a decomposition: `S · K · R · T · P` for row vectors (see
  /// ``DecomposedTransform3D``). A shear, rotation or perspective that is exactly the identity's
  /// is skipped, so a 2D decomposition (rotation about z, xy shear, z scale 1) recomposes to an
  /// exactly affine matrix.
  public init(_ parts: DecomposedTransform3D) {
    var m = Transform3D(scaleX: parts.scale.x, y: parts.scale.y, z: parts.scale.z)
    let k = parts.skew
    if k != .none {
      var shear = Transform3D.identity
      shear.m21 = k.xy
      shear.m31 = k.xz
      shear.m32 = k.yz
      m = m.concatenating(shear)
    }
    if parts.rotation != .identity { m = m.concatenating(Transform3D(parts.rotation)) }
    let t = parts.translation
    m = m.concatenating(Transform3D(translationX: t.x, y: t.y, z: t.z))
    let p = parts.perspective
    if p != HomogeneousPoint(x: 0, y: 0, z: 0, w: 1) {
      var perspective = Transform3D.identity
      perspective.m14 = p.x
      perspective.m24 = p.y
      perspective.m34 = p.z
      perspective.m44 = p.w
      m = m.concatenating(perspective)
    }
    self = m
  }
}
