import Curves
import Geometry

extension Catalogue {
  /// #1 **Slide** (seed 000: one animation controller for navigation push/pop, tab left/right and
  /// modal present/dismiss; "0.5 is enough", the seed's demo uses 0.3 s): duration 0.5 s,
  /// easeInEaseOut, both views full screen, moved by a translation transform.
  /// - push, tab right: to-view x +W → 0, from-view 0 → −W;
  /// - pop, tab left: to-view −W → 0, from-view 0 → +W;
  /// - present: to-view y +H → 0 (the presenting view is not animated);
  /// - dismiss: from-view y 0 → +H.
  ///
  /// With a point-symmetric curve, pop with its roles swapped is push run backwards
  /// (`ReversalVerifier` checks it); pop is written from its own parameters, not by calling push.
  public static func slide(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    duration: Double = 0.5, curve: CubicTimingFunction = .easeInEaseOut
  ) -> Transition {
    let (W, H) = (context.width, context.height)
    typealias V = PairView
    let from = V.from, to = V.to
    var views = [ViewState(frame: context.fromStart, zIndex: 0), ViewState(frame: context.toFinal, zIndex: 1)]
    let phase = TransitionPhase(start: 0, duration: duration, curve: .timing(curve))
    func shift(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(translationX: x, y: y) }
    var tracks: [Track] = []
    switch operation {
    case .push, .tabRight, .custom:
      tracks = [
        Track(view: to, .transform(shift(W, 0), .identity), phase: 0),
        Track(view: from, .transform(.identity, shift(-W, 0)), phase: 0),
      ]
    case .pop, .tabLeft:
      // The revealed view (to) slides in underneath the leaving one, as UIKit inserts it.
      views[from.rawValue].zIndex = 1
      views[to.rawValue].zIndex = 0
      tracks = [
        Track(view: to, .transform(shift(-W, 0), .identity), phase: 0),
        Track(view: from, .transform(.identity, shift(W, 0)), phase: 0),
      ]
    case .present:
      tracks = [Track(view: to, .transform(shift(0, H), .identity), phase: 0)]
    case .dismiss:
      // The presenting view (to) waits underneath; the dismissed view (from) is on top.
      views[from.rawValue].zIndex = 1
      views[to.rawValue].zIndex = 0
      tracks = [Track(view: from, .transform(.identity, shift(0, H)), phase: 0)]
    }
    return Transition(
      kind: .slide, operation: operation, duration: duration, views: V.self, initialViews: views,
      phases: [phase], tracks: tracks, primaryCurve: curve)
  }
}
