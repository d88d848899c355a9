import Geometry

/// What a transition animates on one view (<doc:TransitionsAsPureFunctionsOfTime>): geometry as
/// a layer has it (centre =
/// `position` with the default anchor, bounds size, transform), opacity, corner radius, a circular
/// mask, shadow opacity, visibility, stacking order, and a tint (a colour mix, for a tab button).
public struct ViewState: Hashable, Sendable {
  // Stored in this order so that the flags share the mask's spare bytes (248 bytes a view): the
  // scene copies every view once a frame.
  /// `UIView.center` (the layer's position; anchor point (0.5, 0.5)).
  public var center: Point
  /// `bounds.size`.
  public var size: Size
  /// `layer.transform` (`UIView.transform3D`), about the centre and ``anchorPointZ``: the one
  /// stored transform. A 2D transform is kept embedded (``transform`` reads and writes it).
  public var transform3D: Transform3D
  /// `layer.zPosition`: a translation along z after ``transform3D``, seen by the container's
  /// perspective. Default 0.
  public var zPosition: Double
  /// `layer.anchorPointZ`: the depth of the point ``transform3D`` turns about. Default 0.
  public var anchorPointZ: Double
  /// The animated opacity, unclamped (a spring can overshoot it); ``renderedAlpha`` is clamped.
  public var alpha: Double
  /// `layer.cornerRadius`.
  public var cornerRadius: Double
  /// The animated shadow opacity, unclamped; ``renderedShadowOpacity`` is clamped.
  public var shadowOpacity: Double
  /// A colour mix in [0, 1] (0: normal colour, 1: selected), for tinted controls.
  public var tint: Double
  /// Stacking order among the container's subviews (higher draws on top).
  public var zIndex: Int
  /// A circular mask (`layer.mask` with a circle path), in the view's parent's space; nil: none.
  public var mask: CircleMask?
  /// `isHidden`.
  public var isHidden: Bool
  /// `layer.isDoubleSided`: whether the view draws when it faces away. Default true.
  public var isDoubleSided: Bool

  /// A view showing `frame` with identity transform, opaque and visible.
  public init(frame: Rect, zIndex: Int = 0, alpha: Double = 1, cornerRadius: Double = 0) {
    let r = frame.standardized
    center = Point(x: r.midX, y: r.midY)
    size = r.size
    transform3D = .identity
    zPosition = 0
    anchorPointZ = 0
    isDoubleSided = true
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    mask = nil
    shadowOpacity = 0
    isHidden = false
    self.zIndex = zIndex
    tint = 0
  }

  /// `UIView.transform`, about the centre: UIKit's view of ``transform3D``. Reading gives its
  /// affine part (`CATransform3DGetAffineTransform`: m11, m12, m21, m22, m41, m42); writing stores
  /// the 2D transform embedded (`CATransform3DMakeAffineTransform`), dropping any depth.
  @inlinable
  public var transform: AffineTransform {
    get { transform3D.affinePart }
    set { transform3D = Transform3D(newValue) }
  }

  /// Whether the view has depth: a transform that is not affine, a zPosition or anchorPointZ, or
  /// a single-sided layer. A scene of views without depth is a 2D scene.
  public var hasDepth: Bool {
    zPosition != 0 || anchorPointZ != 0 || !isDoubleSided || !transform3D.isAffine
  }

  /// The view's layer in 3D: bounds (0, 0, size) at `center`, with the depth properties.
  public var layer3D: Layer3D {
    Layer3D(
      bounds: Rect(origin: .zero, size: size), position: center, zPosition: zPosition, anchorPointZ: anchorPointZ,
      transform: transform3D, isDoubleSided: isDoubleSided)
  }

  /// The frame, as UIKit computes it: the transformed bounds' bounding box about the centre. For a
  /// 3D transform, the bounding box of the bounds projected into the parent's plane (through the
  /// view's own transform only; the container's perspective is not part of a view's frame).
  public var frame: Rect {
    if transform3D.isAffine {
      return Layer(bounds: Rect(origin: .zero, size: size), position: center, transform: transform3D.affinePart).frame
    }
    return layer3D.projected().frame
  }

  /// Sets centre and size so that the frame (with identity transform) is `rect`.
  public mutating func setFrame(_ rect: Rect) {
    let r = rect.standardized
    center = Point(x: r.midX, y: r.midY)
    size = r.size
  }

  /// Opacity as Core Animation renders it: clamped to [0, 1].
  public var renderedAlpha: Double { min(max(alpha, 0), 1) }
  /// Shadow opacity as rendered: clamped to [0, 1].
  public var renderedShadowOpacity: Double { min(max(shadowOpacity, 0), 1) }
}

/// A circular mask: what a `CAShapeLayer` mask with a circle path reveals.
public struct CircleMask: Hashable, Sendable {
  /// The circle's centre in the view's parent's space, in points.
  public var center: Point
  /// The circle's radius, in points.
  public var radius: Double

  /// A circle of `radius` about `center`.
  public init(center: Point, radius: Double) {
    self.center = center
    self.radius = radius
  }
}
