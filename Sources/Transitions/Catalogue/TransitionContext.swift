import Geometry

/// What a transition is given (`UIViewControllerContextTransitioning`): the container's bounds,
/// the operation, and the from- and to-views' start and final frames in container space.
///
/// ``standard`` is the project's fixture: a 390 × 844 container (an iPhone 14/15 in points) with
/// full-screen from and to views. Transitions that need more (cells, images) take their own
/// documented fixtures, built with Geometry's `convert` where the seeds convert frames.
public struct TransitionContext: Hashable, Sendable {
  /// The container view's bounds, in points.
  public var container: Rect
  /// The from-view's frame at the start in container space (UIKit's `initialFrame(for:)`).
  public var fromStart: Rect
  /// The from-view's frame at the end in container space (UIKit's `finalFrame(for:)`).
  public var fromFinal: Rect
  /// The to-view's frame at the start in container space (UIKit's `initialFrame(for:)`).
  public var toStart: Rect
  /// The to-view's frame at the end in container space (UIKit's `finalFrame(for:)`).
  public var toFinal: Rect

  /// A context for `container`; every frame left nil is the whole container (a full-screen view).
  public init(
    container: Rect, fromStart: Rect? = nil, fromFinal: Rect? = nil, toStart: Rect? = nil, toFinal: Rect? = nil
  ) {
    self.container = container
    self.fromStart = fromStart ?? container
    self.fromFinal = fromFinal ?? container
    self.toStart = toStart ?? container
    self.toFinal = toFinal ?? container
  }

  /// The 390 × 844 container with full-screen views.
  public static let standard = TransitionContext(container: Rect(x: 0, y: 0, width: 390, height: 844))

  /// Container width W.
  public var width: Double { container.width }
  /// Container height H.
  public var height: Double { container.height }
}
