/// One node of a ``LayerTree``: the geometry of a `CALayer` (or a `UIView`, whose `center` is
/// its layer's `position`).
///
/// The layer's own space is its `bounds`: `bounds.origin` is the point of that space shown at
/// the layer's top-left corner (a scroll view's content offset), so a point `p` of the layer
/// maps into its parent's space as
/// ```
/// q = (p − bounds.origin − anchorPoint ⊙ bounds.size) · transform + position
/// ```
/// and then through the parent's `sublayerTransform` S about the parent's anchor
/// A = P.bounds.origin + P.anchorPoint ⊙ P.bounds.size: `q′ = A + (q − A) · S`.
public struct Layer: Hashable, Sendable {
  /// The layer's own coordinate space: origin = its scroll offset, size = its extent.
  public var bounds: Rect
  /// Where the anchor point sits in the parent's space (`UIView.center`, `CALayer.position`).
  public var position: Point
  /// The point of the bounds, in unit coordinates, that `position` names and that `transform`
  /// turns about. Default (0.5, 0.5): the centre.
  public var anchorPoint: Point
  /// The layer's transform about its anchor point. Default identity.
  public var transform: AffineTransform
  /// The transform applied to every sublayer, about this layer's anchor. Default identity.
  public var sublayerTransform: AffineTransform

  /// Creates a layer; every parameter has Core Animation's default.
  public init(
    bounds: Rect = .zero,
    position: Point = .zero,
    anchorPoint: Point = Point(x: 0.5, y: 0.5),
    transform: AffineTransform = .identity,
    sublayerTransform: AffineTransform = .identity
  ) {
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.sublayerTransform = sublayerTransform
  }

  /// The anchor point in the layer's own space: `bounds.origin + anchorPoint ⊙ bounds.size`.
  @inlinable
  public var anchorInBounds: Point {
    Point(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// The affine map from this layer's own space to its parent's space, before the parent's
  /// sublayer transform: translate by −anchorInBounds, apply `transform`, translate by
  /// `position`.
  @inlinable
  public var toParent: AffineTransform {
    let anchor = anchorInBounds
    return AffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: position.x, y: position.y))
  }

  /// The affine map that this layer's `sublayerTransform` applies to its sublayers' mapped
  /// points, in this layer's own space: `q ↦ A + (q − A) · S` with A = ``anchorInBounds``.
  @inlinable
  public var sublayerMap: AffineTransform {
    if sublayerTransform.isIdentity { return .identity }
    let anchor = anchorInBounds
    return AffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(sublayerTransform)
      .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
  }
}
