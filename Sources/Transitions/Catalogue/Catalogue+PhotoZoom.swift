import Curves
import Geometry

extension Catalogue {
  /// The photo zoom's fixtures (project choice): a grid scrolled by 240 pt holding a 125 × 125
  /// cell at (130, 500) whose image view is inset by 5 pt, and the viewer's image frame. The
  /// cell image's frame in the container is computed with Geometry's `convert`, as the seed's
  /// `convertRect:toView:` does.
  public struct PhotoZoomFixtures: Sendable {
    /// The layers: the grid (bounds origin y = 240, so scrolled by 240 pt), the cell in it and the
    /// cell's image view.
    public var tree: LayerTree
    /// The cell's image view in ``tree``.
    public var cellImage: LayerID
    /// The viewer's image frame in container space: (0, 227, 390, 390) points, a square centred
    /// vertically in the 844 pt container.
    public var viewerImage = Rect(x: 0, y: 227, width: 390, height: 390)

    /// The documented fixtures: a 390 × 844 grid scrolled by 240 pt, a 125 × 125 cell at (130, 500)
    /// in the grid's content, and its 115 × 115 image view inset by 5 pt.
    public init() {
      var tree = LayerTree()
      let grid = tree.add(Layer(bounds: Rect(x: 0, y: 240, width: 390, height: 844), position: Point(x: 195, y: 422)))
      let cell = tree.add(
        Layer(bounds: Rect(x: 0, y: 0, width: 125, height: 125), position: Point(x: 130 + 62.5, y: 500 + 62.5)),
        parent: grid)
      cellImage = tree.add(
        Layer(bounds: Rect(x: 0, y: 0, width: 115, height: 115), position: Point(x: 62.5, y: 62.5)), parent: cell)
      self.tree = tree
    }

    /// The cell image's frame in the container (the root space).
    ///
    /// Converting up to the root applies transforms and never inverts one, so it cannot fail;
    /// a failure would be a defect of the tree model, and stops the program with its reason.
    public var cellImageFrame: Rect {
      do {
        return try tree.convert(tree[cellImage].bounds, from: cellImage, to: nil)
      } catch {
        preconditionFailure("converting the cell image up to the container failed: \(error)")
      }
    }
  }

  /// #6 **Photo zoom** present/dismiss (seed 003): duration 0.5 s (project choice). A snapshot
  /// of the cell's image moves from the cell image's frame (converted to container space) to the
  /// viewer's image frame on UIKit's spring with damping ratio 0.55 and initial velocity 1/0.55,
  /// while the to-view's alpha goes 0 → 1 on the same spring (it overshoots; the sampled alpha is
  /// clamped). Dismiss: the snapshot returns to the cell image's frame while the from-view's alpha
  /// goes 1 → 0 (the seed uses the same spring). On cancel the snapshot hides and the viewer's
  /// image shows (``Transition/cancelActions``); on completion the snapshot is removed and the
  /// real image shows.
  public static func photoZoom(
    _ operation: TransitionOperation, context: TransitionContext = .standard, duration: Double = 0.5,
    fixtures: PhotoZoomFixtures = PhotoZoomFixtures()
  ) -> Transition {
    typealias V = PhotoZoomView
    let grid = V.grid, viewer = V.viewer, snapshot = V.snapshot, cellImage = V.cellImage, viewerImage = V.viewerImage
    let velocity = 1 / 0.55
    let phase = TransitionPhase(
      start: 0, duration: duration, curve: uikitSpringCurve(duration: duration, dampingRatio: 0.55, velocity: velocity))
    let cellFrame = fixtures.cellImageFrame, viewerFrame = fixtures.viewerImage
    let isPresent = operation != .dismiss
    var views = [
      ViewState(frame: context.container, zIndex: 0),
      ViewState(frame: context.container, zIndex: 1, alpha: isPresent ? 0 : 1),
      ViewState(frame: isPresent ? cellFrame : viewerFrame, zIndex: 3), ViewState(frame: cellFrame, zIndex: 2),
      ViewState(frame: viewerFrame, zIndex: 2),
    ]
    views[cellImage.rawValue].isHidden = true
    views[viewerImage.rawValue].isHidden = true
    if isPresent {
      return Transition(
        kind: .photoZoom, operation: .present, duration: duration, views: V.self, initialViews: views, phases: [phase],
        tracks: Track.frame(snapshot, from: cellFrame, to: viewerFrame, phase: 0) + [
          Track(view: viewer, .alpha(0, 1), phase: 0)
        ],
        actions: [
          TransitionAction(view: snapshot, at: duration, .hidden(true)),
          TransitionAction(view: viewerImage, at: duration, .hidden(false)),
          TransitionAction(view: cellImage, at: duration, .hidden(false)),
        ],
        discontinuities: [
          DesignedDiscontinuity(
            view: snapshot, property: .isHidden, time: duration, reason: "the snapshot is removed at completion"),
          DesignedDiscontinuity(
            view: viewerImage, property: .isHidden, time: duration, reason: "the real image shows at completion"),
          DesignedDiscontinuity(
            view: cellImage, property: .isHidden, time: duration,
            reason: "the cell's image shows again under the viewer"),
        ],
        endpointViews: [grid, viewer])
    }
    return Transition(
      kind: .photoZoom, operation: .dismiss, duration: duration, views: V.self, initialViews: views, phases: [phase],
      tracks: Track.frame(snapshot, from: viewerFrame, to: cellFrame, phase: 0) + [
        Track(view: viewer, .alpha(1, 0), phase: 0)
      ],
      actions: [
        TransitionAction(view: snapshot, at: duration, .hidden(true)),
        TransitionAction(view: cellImage, at: duration, .hidden(false)),
      ],
      cancelActions: [
        TransitionAction(view: snapshot, at: 0, .hidden(true)),
        TransitionAction(view: viewerImage, at: 0, .hidden(false)),
      ],
      discontinuities: [
        DesignedDiscontinuity(
          view: snapshot, property: .isHidden, time: duration, reason: "the snapshot is removed at completion"),
        DesignedDiscontinuity(
          view: cellImage, property: .isHidden, time: duration, reason: "the cell's image shows at completion"),
      ],
      endpointViews: [grid, viewer])
  }
}
