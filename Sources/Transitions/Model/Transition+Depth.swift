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
    // Each list on its own: `actions + cancelActions` would build a new array, one allocation
    // per call (the bench asks once per pass over the transition).
    return actions.contains(where: Self.setsDepth) || cancelActions.contains(where: Self.setsDepth)
  }

  /// Whether an action sets a 3D transform, zPosition, anchorPointZ or `isDoubleSided`.
  static func setsDepth(_ action: TransitionAction) -> Bool {
    switch action.change {
    case .transform3D, .zPosition, .anchorPointZ, .doubleSided: true
    default: false
    }
  }

  /// A view's bounds as drawn in the container's plane, through the container's sublayer
  /// transform (its perspective): the projected corners, the frame on screen, and whether it
  /// shows its back or is hidden by it. Allocates nothing.
  public func projection(of view: ViewState) -> LayerProjection {
    view.layer3D.projected(intoSuperlayerThrough: containerMap)
  }
}
