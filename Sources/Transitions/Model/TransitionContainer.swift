import Geometry

/// The view that holds a transition's views (`transitionContext.containerView`), as far as depth
/// goes: its bounds and its layer's `sublayerTransform`, which every view is seen through. This
/// is where a 3D transition puts its perspective (`sublayerTransform.m34 = −1/d`), so that all
/// its views share one eye, as in Apple's and the seed demos' flips and cubes.
///
/// The views' geometry is in the container's space (its bounds' origin is the origin of the
/// views' centres); the sublayer transform turns about the container's centre, at depth 0.
public struct TransitionContainer: Hashable, Sendable {
  /// The container's bounds.
  public var bounds: Rect
  /// The container layer's `sublayerTransform`. Default identity.
  public var sublayerTransform: Transform3D

  /// A container of `bounds` with `sublayerTransform`.
  public init(bounds: Rect, sublayerTransform: Transform3D = .identity) {
    self.bounds = bounds
    self.sublayerTransform = sublayerTransform
  }

  /// A container of `bounds` that sees its views with a perspective of eye distance `d` points
  /// (`sublayerTransform.m34 = −1/d`, CSS's `perspective: d`).
  public static func perspective(bounds: Rect, eyeDistance d: Double) -> TransitionContainer {
    TransitionContainer(bounds: bounds, sublayerTransform: Transform3D(perspectiveDistance: d))
  }

  /// The container's layer: its bounds at its own centre, with the sublayer transform.
  public var layer: Layer3D {
    Layer3D(bounds: bounds, position: Point(x: bounds.midX, y: bounds.midY), sublayerTransform: sublayerTransform)
  }

  /// The map the sublayer transform applies to the views' points, in the container's space
  /// (`Layer3D.sublayerMap`): T(−centre) · sublayerTransform · T(centre).
  public var sublayerMap: Transform3D { layer.sublayerMap }
}
