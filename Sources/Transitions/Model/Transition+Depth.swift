import Geometry

extension Transition {
  /// Whether the transition uses depth: a container with a sublayer transform, a view that
  /// starts with depth (``ViewState/hasDepth``), a 3D transform, zPosition or anchorPointZ track,
  /// or an action that sets one of them or `isDoubleSided`. A transition without depth is a 2D
  /// transition: its views are drawn as their frames, and its trace is written in schema 2.
  public var hasDepth: Bool {
    if let container, !container.sublayerTransform.isIdentity { return true }
    if initialViews.contains(where: \.hasDepth) { return true }
    for track in tracks {
      switch track.value {
      case .transform3D, .zPosition, .anchorPointZ: return true
      default: continue
      }
    }
    for action in actions + cancelActions {
      switch action.change {
      case .transform3D, .zPosition, .anchorPointZ, .doubleSided: return true
      default: continue
      }
    }
    return false
  }

  /// A view's bounds as drawn in the container's plane, through the container's sublayer
  /// transform (its perspective): the projected corners, the frame on screen, and whether it
  /// shows its back or is hidden by it. Allocates nothing.
  public func projection(of view: ViewState) -> LayerProjection {
    view.layer3D.projected(intoSuperlayerThrough: containerMap)
  }
}
