import Geometry
import Transitions

/// One view of a spec: its name, where it is and how it looks at the start.
///
/// Geometry is given one of two ways, as UIKit sets it: `frame` (with the transform applied
/// about the frame's centre, as setting `transform` after `frame` does), or `bounds` and `center`
/// (the layer's bounds, whose origin is the view's own scroll offset, and its position). With a
/// `parent`, the geometry is in the parent's coordinate space and is converted into the
/// container's with the layer tree's `convert` (what `convert(_:to:)` does in an animator:
/// matched-geometry "magic move" between views in different hierarchies). During the transition
/// every view is animated in the container's space, as a transition's snapshots are.
public struct ViewSpec: Codable, Hashable, Sendable {
  /// The view's name, unique in the spec.
  public var name: String
  /// The view whose coordinate space this view's geometry is in (default: the container).
  public var parent: String?
  /// The frame in the parent's space (identity transform assumed, as UIKit's `frame`).
  public var frame: Rect?
  /// The bounds: origin = the view's own scroll offset (what its subviews see), size.
  public var bounds: Rect?
  /// The centre in the parent's space (`UIView.center`, the layer's position).
  public var center: Point?
  /// The transform about the centre (default identity).
  public var transform: TransformSpec?
  /// Opacity (default 1).
  public var alpha: Double?
  /// Corner radius in points (default 0).
  public var cornerRadius: Double?
  /// A circular mask (default none), in the container's space.
  public var mask: MaskSpec?
  /// Shadow opacity (default 0).
  public var shadowOpacity: Double?
  /// Hidden at the start (default false).
  public var hidden: Bool?
  /// Stacking order (default: the view's index in `views`).
  public var zIndex: Int?
  /// Tint mix in [0, 1] (default 0).
  public var tint: Double?
  /// `layer.zPosition` in points (default 0).
  public var zPosition: Double?
  /// `layer.anchorPointZ` in points (default 0).
  public var anchorPointZ: Double?
  /// `layer.isDoubleSided` (default true).
  public var doubleSided: Bool?

  /// A view spec (every optional part may be nil).
  public init(
    name: String, parent: String? = nil, frame: Rect? = nil, bounds: Rect? = nil, center: Point? = nil,
    transform: TransformSpec? = nil,
    alpha: Double? = nil, cornerRadius: Double? = nil, mask: MaskSpec? = nil, shadowOpacity: Double? = nil,
    hidden: Bool? = nil,
    zIndex: Int? = nil, tint: Double? = nil, zPosition: Double? = nil, anchorPointZ: Double? = nil,
    doubleSided: Bool? = nil
  ) {
    self.name = name
    self.parent = parent
    self.frame = frame
    self.bounds = bounds
    self.center = center
    self.transform = transform
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    self.mask = mask
    self.shadowOpacity = shadowOpacity
    self.hidden = hidden
    self.zIndex = zIndex
    self.tint = tint
    self.zPosition = zPosition
    self.anchorPointZ = anchorPointZ
    self.doubleSided = doubleSided
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, parent, frame, bounds, center, transform, alpha, cornerRadius, mask, shadowOpacity, hidden, zIndex, tint,
      zPosition,
      anchorPointZ, doubleSided
  }
}

/// A circular mask: its centre (container space) and radius in points.
public struct MaskSpec: Codable, Hashable, Sendable {
  /// The circle's centre.
  public var center: Point
  /// The circle's radius (≥ 0).
  public var radius: Double

  /// A circle of `radius` about `center`.
  public init(
    center: Point,
    radius: Double
  ) {
    self.center = center
    self.radius = radius
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case center, radius
  }
}
