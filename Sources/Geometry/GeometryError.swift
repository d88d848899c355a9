/// Why a geometry operation could not produce a result.
public enum GeometryError: Error, Hashable, Sendable {
  /// The operation had to invert this transform, and it has no inverse (determinant 0 or not
  /// finite, or an inverse that overflows).
  case singularTransform(AffineTransform)
  /// The operation had to invert this 3D transform, and it has no inverse (determinant 0 or not
  /// finite, or an inverse that overflows).
  case singularTransform3D(Transform3D)
  /// A point that maps to w ≤ 0 (or a non-finite w): it is at or behind the eye and has no image
  /// on screen.
  case behindEye(HomogeneousPoint)
  /// `Layer.setFrame(_:)` was asked to set a frame through a transform whose 2×2 part does not
  /// map axes to axes (only scales, flips and exact multiples of 90° do), or that is singular.
  case frameNotDefined(transform: AffineTransform)
  /// A rect that had to be finite (not null, not infinite, no infinite or NaN component) and
  /// was not.
  case nonFiniteRect(Rect)
  /// A transform layer (``Layer3D/preservesDepth``, a `CATransformLayer`) was asked for its 2D
  /// space, which it does not have: its sublayers stay in 3D.
  case noPlane(index: Int)
  /// A projection into the plane of `ancestor` (-1: the root space) asked for a layer that does
  /// not hang below it.
  case notAnAncestor(index: Int, ancestor: Int)
  /// A layer index that the tree does not hold.
  case unknownLayer(index: Int, count: Int)
  /// A parent chain that loops back on itself, through the layer at `index`.
  case cycle(index: Int)
}

extension GeometryError: CustomStringConvertible {
  /// A sentence that says what was wrong and what is allowed.
  public var description: String {
    switch self {
    case .singularTransform(let t):
      return "transform \(t) is singular (determinant \(t.determinant)): it has no inverse"
    case .singularTransform3D(let t):
      return "3D transform \(t) is singular (determinant \(t.determinant)): it has no inverse"
    case .behindEye(let p):
      return "the point maps to (x \(p.x), y \(p.y), z \(p.z), w \(p.w)): w ≤ 0 puts it at or behind the eye, "
        + "so it has no image on screen"
    case .frameNotDefined(let t):
      return "frame cannot be set through transform \(t): its 2×2 part must map axes to axes "
        + "(b = c = 0 or a = d = 0, exactly) and be non-singular; set bounds and position instead"
    case .nonFiniteRect(let r):
      return "rect \(r) is not allowed here: it must be neither null nor infinite, with finite components"
    case .noPlane(let index):
      return "layer \(index) preserves depth (a CATransformLayer): it has no 2D space to convert to or from; "
        + "use its nearest ancestor that flattens, or one of its sublayers"
    case .notAnAncestor(let index, let ancestor):
      return
        "layer \(ancestor) is not above layer \(index): a layer projects only into the plane of one of its ancestors "
        + "(or of the root space); convert points between any two layers instead"
    case .unknownLayer(let index, let count):
      return "layer index \(index) does not exist: the tree holds \(count) layers (0..<\(count))"
    case .cycle(let index):
      return "the parent chain of layer \(index) loops back on itself: parents must form a tree"
    }
  }
}
