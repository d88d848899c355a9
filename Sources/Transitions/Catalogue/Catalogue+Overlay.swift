import Curves
import Geometry

extension Catalogue {
  /// #2 **Overlay modal** (seed 000: a presented view 2/3 of the container's size over a dimming
  /// view, with a presentation controller): duration 0.5 s (project choice), easeInEaseOut
  /// (seed).
  /// - present: the presented view, centred, grows from bounds (1 × 2H/3) to (2W/3 × 2H/3); the
  ///   dimming view (black at 50% opacity: a colour, so its alpha stays 1), centred, grows from
  ///   (2W/3 × 2H/3) to the container's bounds;
  /// - dismiss: the presented view's width shrinks to 1 at constant height; the dimming view's
  ///   alpha goes 1 → 0, its bounds unchanged.
  ///
  /// Not time-symmetric: dismissing is not presenting backwards (the dimming view fades instead
  /// of shrinking), so the reversal check compares end states of the presenting and presented
  /// views and continuity only.
  public static func overlay(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    duration: Double = 0.5, curve: CubicTimingFunction = .easeInEaseOut
  ) -> Transition {
    let (W, H) = (context.width, context.height)
    let center = Point(x: context.container.midX, y: context.container.midY)
    let presenting = OverlayView.presenting, dimming = OverlayView.dimming, presented = OverlayView.presented
    let phase = TransitionPhase(start: 0, duration: duration, curve: .timing(curve))
    func centred(_ w: Double, _ h: Double) -> Rect {
      Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }
    let small = Size(width: 1, height: 2 * H / 3), large = Size(width: 2 * W / 3, height: 2 * H / 3)
    let isPresent = operation != .dismiss
    var views = [
      ViewState(frame: context.container, zIndex: 0),
      ViewState(frame: isPresent ? centred(large.width, large.height) : context.container, zIndex: 1),
      ViewState(frame: isPresent ? centred(small.width, small.height) : centred(large.width, large.height), zIndex: 2),
    ]
    let tracks: [Track]
    if isPresent {
      tracks = [
        Track(view: presented, .size(small, large), phase: 0),
        Track(view: dimming, .size(large, context.container.size), phase: 0),
      ]
    } else {
      views[dimming.rawValue].alpha = 1
      tracks = [
        Track(view: presented, .size(large, small), phase: 0),
        Track(view: dimming, .alpha(1, 0), phase: 0),
      ]
    }
    return Transition(
      kind: .overlay, operation: isPresent ? .present : .dismiss, duration: duration,
      views: OverlayView.self, initialViews: views, phases: [phase], tracks: tracks,
      primaryCurve: curve, endpointViews: [presenting, presented])
  }
}
