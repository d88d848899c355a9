import Geometry

/// What a transition animates on one view (<doc:TransitionsAsPureFunctionsOfTime>): geometry as
/// a layer has it (centre =
/// `position` with the default anchor, bounds size, transform), opacity, corner radius, a circular
/// mask, shadow opacity, visibility, stacking order, and a tint (a colour mix, for a tab button).
public struct ViewState: Hashable, Sendable {
  /// `UIView.center` (the layer's position; anchor point (0.5, 0.5)).
  public var center: Point
  /// `bounds.size`.
  public var size: Size
  /// `UIView.transform`, about the centre.
  public var transform: AffineTransform
  /// The animated opacity, unclamped (a spring can overshoot it); ``renderedAlpha`` is clamped.
  public var alpha: Double
  /// `layer.cornerRadius`.
  public var cornerRadius: Double
  /// A circular mask (`layer.mask` with a circle path), in the view's parent's space; nil: none.
  public var mask: CircleMask?
  /// The animated shadow opacity, unclamped; ``renderedShadowOpacity`` is clamped.
  public var shadowOpacity: Double
  /// `isHidden`.
  public var isHidden: Bool
  /// Stacking order among the container's subviews (higher draws on top).
  public var zIndex: Int
  /// A colour mix in [0, 1] (0: normal colour, 1: selected), for tinted controls.
  public var tint: Double

  /// A view showing `frame` with identity transform, opaque and visible.
  public init(frame: Rect, zIndex: Int = 0, alpha: Double = 1, cornerRadius: Double = 0) {
    let r = frame.standardized
    center = Point(x: r.midX, y: r.midY)
    size = r.size
    transform = .identity
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    mask = nil
    shadowOpacity = 0
    isHidden = false
    self.zIndex = zIndex
    tint = 0
  }

  /// The frame, as UIKit computes it: the transformed bounds' bounding box about the centre.
  public var frame: Rect {
    Layer(bounds: Rect(origin: .zero, size: size), position: center, transform: transform).frame
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
