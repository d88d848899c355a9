import Curves
import Geometry
import RealModule

extension Catalogue {
  /// #7 **Circular mask reveal** present/dismiss (seed 004; durations from the seed's demo).
  ///
  /// Present, 1.6 s in three phases: (1) 0.5/1.6 of the duration, easeInEaseOut: the image moves
  /// from its source frame to its destination frame while scaling to 1.2, shadow opacity → 0.8;
  /// (2) 0.3/1.6, easeInEaseOut (project choice: the seed gives no curve): scale back to 1,
  /// shadow → 0; (3) 0.8/1.6, easeInEaseOut: a circular mask on the to-view grows from radius
  /// min(w, h)/2 about the image's centre (project choice) to the distance from that centre to
  /// the farthest container corner (project choice). At the end the image is removed.
  ///
  /// Dismiss, 1.3 s (seed demo): the mask shrinks to 0.001 over 0.8/1.3, then the image flies back
  /// over 0.5/1.3 (project choice: the seed says only "similar"), both easeInEaseOut.
  public static func maskReveal(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    source: Rect = Rect(x: 40, y: 520, width: 120, height: 120),
    destination: Rect = Rect(x: 0, y: 100, width: 390, height: 390)
  ) -> Transition {
    typealias V = MaskRevealView
    let from = V.from, to = V.to, image = V.image
    let center = Point(x: destination.midX, y: destination.midY)
    let small = min(destination.width, destination.height) / 2
    let corners = [
      Point(x: context.container.minX, y: context.container.minY),
      Point(x: context.container.maxX, y: context.container.minY),
      Point(x: context.container.minX, y: context.container.maxY),
      Point(x: context.container.maxX, y: context.container.maxY),
    ]
    let far = corners.map { $0.distance(to: center) }.max() ?? small
    let eio = TransitionPhase.Curve.timing(.easeInEaseOut)
    if operation != .dismiss {
      let D = 1.6
      let phases = [
        TransitionPhase(start: 0, duration: 0.5, curve: eio), TransitionPhase(start: 0.5, duration: 0.3, curve: eio),
        TransitionPhase(start: 0.8, duration: 0.8, curve: eio),
      ]
      var views = [
        ViewState(frame: context.container, zIndex: 0), ViewState(frame: context.container, zIndex: 1),
        ViewState(frame: source, zIndex: 2),
      ]
      views[to.rawValue].mask = CircleMask(center: center, radius: small)
      let up = AffineTransform(scaleX: 1.2, y: 1.2)
      return Transition(
        kind: .maskReveal, operation: .present, duration: D, views: V.self, initialViews: views, phases: phases,
        tracks: Track.frame(image, from: source, to: destination, phase: 0) + [
          Track(view: image, .transform(.identity, up), phase: 0),
          Track(view: image, .shadowOpacity(0, 0.8), phase: 0), Track(view: image, .transform(up, .identity), phase: 1),
          Track(view: image, .shadowOpacity(0.8, 0), phase: 1),
          Track(view: to, .maskRadius(center: center, from: small, to: far), phase: 2),
        ],
        actions: [TransitionAction(view: image, at: D, .hidden(true))],
        discontinuities: [
          DesignedDiscontinuity(
            view: image, property: .isHidden, time: D,
            reason: "the image is removed when the mask has revealed the to-view")
        ],
        endpointViews: [from, to])
    }
    let D = 1.3
    let phases = [
      TransitionPhase(start: 0, duration: 0.8, curve: eio), TransitionPhase(start: 0.8, duration: 0.5, curve: eio),
    ]
    var views = [
      ViewState(frame: context.container, zIndex: 1), ViewState(frame: context.container, zIndex: 0),
      ViewState(frame: destination, zIndex: 2),
    ]
    views[from.rawValue].mask = CircleMask(center: center, radius: far)
    return Transition(
      kind: .maskReveal, operation: .dismiss, duration: D, views: V.self, initialViews: views, phases: phases,
      tracks: [Track(view: from, .maskRadius(center: center, from: far, to: 0.001), phase: 0)]
        + Track.frame(image, from: destination, to: source, phase: 1),
      actions: [TransitionAction(view: image, at: D, .hidden(true))],
      discontinuities: [
        DesignedDiscontinuity(
          view: image, property: .isHidden, time: D, reason: "the flying image is removed at its source")
      ],
      endpointViews: [to])
  }
}
