/// One node of a ``LayerTree3D``: the geometry of a `CALayer` with its 3D properties, or of a
/// `CATransformLayer` (``preservesDepth``).
///
/// A point p = (x, y, z) of the layer's own space maps into its superlayer's space, for row
/// vectors, as
/// ```
/// q = p · T(−a) · transform · T(position.x, position.y, zPosition)
/// a = (bounds.origin + anchorPoint ⊙ bounds.size, anchorPointZ)
/// ```
/// and then through the superlayer's `sublayerTransform` S about the superlayer's anchor A (its
/// own `a`): `q′ = q · T(−A) · S · T(A)`. Then, unless the superlayer preserves depth, q′ is
/// flattened into the superlayer's plane: (x/w, y/w) with z dropped (see ``LayerTree3D``).
///
/// Evidence for the rules Apple does not document: `zPosition` translates along z outside the
/// layer's own transform (so the layer's own m34 never sees it, while a perspective
/// `sublayerTransform` on the superlayer does: Stack Overflow 13584558 and 10917380); the
/// `sublayerTransform` pivot includes the superlayer's bounds origin (Core Animation's
/// `CA::Layer::get_frame_transform`, reverse-engineered in bbqz007/QuartzCore-Reversing-Proj,
/// src/CA.misc.cpp at 7dc4d202); its z is the superlayer's `anchorPointZ` (no evidence either
/// way: this library's rule, by symmetry with `transform`).
public struct Layer3D: Hashable, Sendable {
  /// The layer's own coordinate space: origin = its scroll offset, size = its extent.
  public var bounds: Rect
  /// Where the anchor point sits in the superlayer's space (`CALayer.position`).
  public var position: Point
  /// The anchor's depth in the superlayer's space (`CALayer.zPosition`): a translation along z,
  /// applied after `transform`. Default 0.
  public var zPosition: Double
  /// The point of the bounds, in unit coordinates, that `position` names and that `transform`
  /// turns about. Default (0.5, 0.5).
  public var anchorPoint: Point
  /// The anchor's depth in the layer's own space (`CALayer.anchorPointZ`): `transform` turns
  /// about (anchor, anchorPointZ). Default 0.
  public var anchorPointZ: Double
  /// The layer's transform about its anchor (`CALayer.transform`). Default identity.
  public var transform: Transform3D
  /// The transform applied to every sublayer, about this layer's anchor, before they are
  /// flattened into this layer (`CALayer.sublayerTransform`): the place for a shared perspective.
  public var sublayerTransform: Transform3D
  /// Whether the layer shows its content when it faces away from the viewer
  /// (`CALayer.isDoubleSided`, CSS `backface-visibility: visible`). Default true.
  public var isDoubleSided: Bool
  /// Whether the layer keeps its sublayers in 3D instead of flattening them into its plane:
  /// a `CATransformLayer` (CSS `transform-style: preserve-3d`). Default false. Such a layer has no
  /// 2D space of its own and draws no content.
  public var preservesDepth: Bool

  /// Creates a layer; every parameter has Core Animation's default.
  public init(
    bounds: Rect = .zero, position: Point = .zero, zPosition: Double = 0,
    anchorPoint: Point = Point(x: 0.5, y: 0.5), anchorPointZ: Double = 0,
    transform: Transform3D = .identity, sublayerTransform: Transform3D = .identity,
    isDoubleSided: Bool = true, preservesDepth: Bool = false
  ) {
    self.bounds = bounds
    self.position = position
    self.zPosition = zPosition
    self.anchorPoint = anchorPoint
    self.anchorPointZ = anchorPointZ
    self.transform = transform
    self.sublayerTransform = sublayerTransform
    self.isDoubleSided = isDoubleSided
    self.preservesDepth = preservesDepth
  }

  /// The 2D layer with the same geometry: its transforms embedded as 3D ones, every 3D property
  /// at its default.
  public init(_ layer: Layer) {
    self.init(
      bounds: layer.bounds, position: layer.position, anchorPoint: layer.anchorPoint,
      transform: Transform3D(layer.transform), sublayerTransform: Transform3D(layer.sublayerTransform))
  }

  /// The map from this layer's own space to its superlayer's, before the superlayer's
  /// sublayer transform: T(−anchor, −anchorPointZ) · transform · T(position, zPosition).
  @inlinable
  public var toParent: Transform3D {
    let x = bounds.origin.x + anchorPoint.x * bounds.size.width
    let y = bounds.origin.y + anchorPoint.y * bounds.size.height
    return Transform3D(translationX: -x, y: -y, z: -anchorPointZ)
      .concatenating(transform)
      .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
  }

  /// The map this layer's `sublayerTransform` applies to its sublayers' points, in its own
  /// space: T(−A) · sublayerTransform · T(A), A = (anchor in bounds, anchorPointZ).
  @inlinable
  public var sublayerMap: Transform3D {
    if sublayerTransform.isIdentity { return .identity }
    let x = bounds.origin.x + anchorPoint.x * bounds.size.width
    let y = bounds.origin.y + anchorPoint.y * bounds.size.height
    return Transform3D(translationX: -x, y: -y, z: -anchorPointZ)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: x, y: y, z: anchorPointZ))
  }
}
