import Curves
import Geometry

extension Catalogue {
  /// #5 **Bottom spring push/pop** (seed 003): UIKit's spring with duration 0.8 s, damping ratio
  /// 0.5, initial velocity 0 (`animateWithDuration:…usingSpringWithDamping:0.5
  /// initialSpringVelocity:0`), timing linear: the to-view from offset (0, +H) (pop: (0, −H)) to
  /// its final frame; the from-view's alpha 1 → 0.8, restored to 1 at completion (a designed
  /// discontinuity). The spring's snap at 0.8 s is reported.
  ///
  /// Interactive pop (``Interaction/bottomSpringPop``): starts only if the touch begins in the
  /// upper half; progress = ty/H/5 (the seed's formula); finishes on release only if the touch is
  /// in the lower half, else cancels.
  public static func bottomSpring(
    _ operation: TransitionOperation, context: TransitionContext = .standard, duration: Double = 0.8,
    dampingRatio: Double = 0.5
  ) -> Transition {
    let H = context.height
    let from = PairView.from, to = PairView.to
    let phase = TransitionPhase(
      start: 0, duration: duration, curve: uikitSpringCurve(duration: duration, dampingRatio: dampingRatio))
    let isPush = operation != .pop
    let offset = isPush ? H : -H
    let final = context.toFinal
    let start = final.offsetBy(dx: 0, dy: offset)
    let views = [ViewState(frame: context.fromStart, zIndex: 0), ViewState(frame: start, zIndex: 1)]
    return Transition(
      kind: .bottomSpring, operation: isPush ? .push : .pop, duration: duration, views: PairView.self,
      initialViews: views,
      phases: [phase],
      tracks: Track.frame(to, from: start, to: final, phase: 0) + [Track(view: from, .alpha(1, 0.8), phase: 0)],
      actions: [TransitionAction(view: from, at: duration, .alpha(1))],
      discontinuities: [
        DesignedDiscontinuity(
          view: from, property: .alpha, time: duration,
          reason: "the seed restores the from-view's alpha to 1 in the completion block")
      ])
  }
}
