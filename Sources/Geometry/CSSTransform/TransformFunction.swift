import RealModule

/// One CSS transform function, resolved to numbers (lengths in points or CSS px, angles in
/// radians) and kept as its interpolation primitive (CSS Transforms Level 2, "Transform
/// functions primitives and derivatives"): every translation is a `translate3d`, every scale a
/// `scale3d`, every rotation an axis and an angle, every skew a `skew`.
public enum TransformFunction: Hashable, Sendable {
  /// `translate()`, `translateX/Y/Z()`, `translate3d()`.
  case translate(Vector3D)
  /// `scale()`, `scaleX/Y/Z()`, `scale3d()`.
  case scale(Vector3D)
  /// `rotate()`, `rotateX/Y/Z()`, `rotate3d()`: the axis as written (not normalised) and the
  /// angle in radians (not reduced: rotate(0) → rotate(720deg) turns twice).
  case rotate(axis: Vector3D, angle: Double)
  /// `skew()`, `skewX()`, `skewY()`: the two angles in radians.
  case skew(x: Double, y: Double)
  /// `perspective()`: the distance, nil for `none` (infinitely far).
  case perspective(Double?)
  /// `matrix()` (`is3D` false) or `matrix3d()`: interpolated as matrices, and two of them match
  /// only when both are the same kind (Blink's primitive rule).
  case matrix(Transform3D, is3D: Bool)

  /// The function's matrix, in `CATransform3D`'s convention (row vectors).
  ///
  /// `skew(ax, ay)` is `matrix(1, tan ay, tan ax, 1, 0, 0)`; `perspective(d)` draws as
  /// ``Transform3D/init(cssPerspective:)`` (d below 1 as 1, none as the identity).
  public var matrix: Transform3D {
    switch self {
    case .translate(let v): return Transform3D(translationX: v.x, y: v.y, z: v.z)
    case .scale(let v): return Transform3D(scaleX: v.x, y: v.y, z: v.z)
    case .rotate(let axis, let angle): return Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
    case .skew(let x, let y):
      return Transform3D(AffineTransform(a: 1, b: Double.tan(y), c: Double.tan(x), d: 1, tx: 0, ty: 0))
    case .perspective(let d): return Transform3D(cssPerspective: d)
    case .matrix(let t, _): return t
    }
  }

  /// The same primitive at its identity (CSS's "identity transform function" used to pad a
  /// shorter list or to stand for `none`).
  public var identity: TransformFunction {
    switch self {
    case .translate: return .translate(.zero)
    case .scale: return .scale(.one)
    case .rotate(let axis, _): return .rotate(axis: axis, angle: 0)
    case .skew: return .skew(x: 0, y: 0)
    case .perspective: return .perspective(nil)
    case .matrix(_, let is3D): return .matrix(.identity, is3D: is3D)
    }
  }

  /// Whether two functions share a primitive, and so interpolate pairwise.
  public func sharesPrimitive(with other: TransformFunction) -> Bool {
    switch (self, other) {
    case (.translate, .translate), (.scale, .scale), (.rotate, .rotate), (.skew, .skew), (.perspective, .perspective):
      return true
    case (.matrix(_, let a), .matrix(_, let b)):
      return a == b
    default:
      return false
    }
  }
}
