import Curves
import Geometry

extension Catalogue {
  /// #3 **Diagonal** present/dismiss (seed 001, Apple's View Controller Programming Guide: the
  /// presented view starts off the lower-right corner): duration 0.5 s, easeInEaseOut (project
  /// choice: UIView's default curve).
  /// - present: the presented view starts at its final size with origin (W, H) and moves to its
  ///   final frame;
  /// - dismiss: it moves from its frame to origin (W, H) keeping its own size. (Apple's sample
  ///   uses the to-view's size there: a slip we do not copy.)
  ///
  /// Time-symmetric: dismiss with its roles swapped is present run backwards.
  public static func diagonal(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    duration: Double = 0.5, curve: CubicTimingFunction = .easeInEaseOut
  ) -> Transition {
    let (W, H) = (context.width, context.height)
    let presenting = PresentationView.presenting, presented = PresentationView.presented
    let phase = TransitionPhase(start: 0, duration: duration, curve: .timing(curve))
    let isPresent = operation != .dismiss
    let frame = isPresent ? context.toFinal : context.fromStart
    let offscreen = Rect(x: W, y: H, width: frame.width, height: frame.height)
    let views = [
      ViewState(frame: isPresent ? context.fromStart : context.toFinal, zIndex: 0),
      ViewState(frame: isPresent ? offscreen : frame, zIndex: 1),
    ]
    let tracks =
      isPresent
      ? Track.frame(presented, from: offscreen, to: frame, phase: 0)
      : Track.frame(presented, from: frame, to: offscreen, phase: 0)
    return Transition(
      kind: .diagonal, operation: isPresent ? .present : .dismiss, duration: duration,
      views: PresentationView.self, initialViews: views, phases: [phase], tracks: tracks, primaryCurve: curve,
      endpointViews: [presenting, presented])
  }
}
