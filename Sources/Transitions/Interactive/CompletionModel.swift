import Curves

/// How an interactive transition completes once its gesture ends: when a release finishes or
/// cancels it, how long the completion lasts, and what moves during it. Four production models,
/// each read from its public source (the revision is cited on each case) and pinned in tests by
/// the numbers that source gives.
///
/// Per model: who decides at the release; how long a finish and a cancel last; what moves during
/// the completion.
/// - ``uikit``: the app (``ReleaseRule``); (1 − p)·D/speed and p·D/speed; τ along the
///   completion curve, the cancel rewinding the motion.
/// - ``hero``: the app (``ReleaseRule``); (1 − p)·D both; a new animation from the current
///   values, with the transition's curve.
/// - ``flutterCupertino``: velocity, then position; ⌊800·(1 − p)⌋ ms and min(⌊800·p⌋, 300) ms;
///   the route's value along `fastLinearToSlowEaseIn`.
/// - ``androidPredictiveBack``: the distance past the start; (1 − p)·D/speed, and until a spring
///   on the progress rests; the progress spring (cancel).
/// - ``uikitAnimator``: the app (``ReleaseRule``); the time left and the time run; the animator's
///   progress.
///
/// p is the progress at the release (τ/D), D the transition's duration.
public enum CompletionModel: String, Codable, Hashable, Sendable, CaseIterable {
  /// `UIPercentDrivenInteractiveTransition`: `finishInteractiveTransition()` runs the remaining
  /// (1 − p)·D/`completionSpeed` seconds, `cancelInteractiveTransition()` the p·D/`completionSpeed`
  /// seconds already played, both along `completionCurve` (default ease-in-ease-out), as Apple's
  /// documentation of `completionSpeed` states ("1.0 … corresponds to a completion duration of
  /// (1 − percentComplete)·duration" for a finish, and percentComplete·duration for a cancel).
  /// The cancel is the ``InteractiveDriver``'s exact rewind (or, with `"cancel": "restart"`, a
  /// hand-written `UIView.animate(withDuration: p·D)` back to the start values). UIKit leaves
  /// the release to the app: ``ReleaseRule``.
  case uikit
  /// Hero (HeroTransitions/Hero at d7a72e13b034599ff694e6907f770e6bcb83f59d):
  /// `HeroTransition.finish(animate:)` and `cancel(animate:)` (Sources/Transition/
  /// HeroTransition+Interactive.swift) call `resume(timePassed: p·D, reverse:)`, and
  /// `HeroCoreAnimationViewContext.resume(timePassed:reverse:)` (Sources/Animator/
  /// HeroCoreAnimationViewContext.swift, lines 379–405) starts, for every animated property, a
  /// new animation from its current presentation value to its end value (finish) or its start
  /// value (cancel), lasting `duration − timePassed` = (1 − p)·D in **both** directions, with
  /// the property's own timing function from its beginning (Hero's default `.standard`,
  /// (0.4, 0, 0.2, 1)). So a cancel does not retrace the motion and does not last p·D, and there
  /// is no completion speed. Here the one timing function is the transition's primary curve,
  /// else `.standard`. Hero leaves the release to the app: ``ReleaseRule``.
  case hero
  /// Flutter's Cupertino back swipe (flutter/flutter at
  /// 7c1ae2bc83fd55114031e675e355d6b10947ffc0, packages/flutter/lib/src/cupertino/route.dart,
  /// `_CupertinoBackGestureController.dragEnd`, lines 676–721): the horizontal drag moves the
  /// route's value by −Δx/width, so p = Δx/width (the gesture's distance, by default the container's width).
  /// On release, a fling (|v| ≥ 1 screen width per second, `_kMinFlingVelocity`) pops when it
  /// moves towards the pop (v > 0) and stays otherwise; a slower release pops when p ≥ 0.5
  /// (the route stays when its value 1 − p > 0.5). The pop animates the value back to 0 over
  /// ⌊lerp(0, 800, 1 − p)⌋ ms, the stay forward to 1 over min(⌊lerp(800, 0, 1 − p)⌋, 300) ms
  /// (`_kMaxDroppedSwipePageForwardAnimationTime`, `_kMaxPageBackAnimationTime`), both along
  /// `Curves.fastLinearToSlowEaseIn`, cubic-bezier(0.18, 1, 0.04, 1); τ = p·D follows the value
  /// linearly (the page transition is linear while the gesture and its settle run). Flutter
  /// evaluates the cubic by bisection to 0.001; here it is solved exactly.
  case flutterCupertino
  /// Android's predictive back (frameworks/base, `android.window.BackTouchTracker.getProgress`,
  /// `BackProgressAnimator`, SystemUI's `BackPanelController`; yaap/frameworks_base at
  /// 3ddcaa00537ad17c17a59c73990d12441d689aaf and aosp-mirror/platform_frameworks_base at
  /// 06f8f85bc82bd90f039b8c33b0e354a821bd770f): the raw progress is
  /// ``GestureSpecification/androidBackProgress(distance:width:)`` of the distance past the
  /// gesture's start, and the app sees it through a critically damped spring (stiffness 1500,
  /// damping ratio 1, `STIFFNESS_MEDIUM`, `DAMPING_RATIO_NO_BOUNCY`) that chases each new value
  /// with its velocity kept (``ProgressSpring``). Release commits when the finger is more than
  /// 16 pt past its start (`navigation_edge_action_drag_threshold`: the arrow is armed, or a
  /// fling from its entry state, which needs more distance still) and cancels otherwise. Not
  /// modelled: the arrow's delay before arming (10–100 ms by velocity) and its disarming when the
  /// finger turns back towards the edge or moves mostly vertically, after which only a fling
  /// commits. A cancel springs the progress to 0 and ends when the
  /// spring rests by `SpringForce.isAtEquilibrium` (|x| < 0.0075 and |v| < 0.46875 per second:
  /// 0.75 and 46.875 in the animator's ×100 units). What a commit runs is the app's own
  /// animation; here the transition plays its remaining (1 − p)·D/speed along the completion
  /// curve, as `uikit`'s finish does.
  case androidPredictiveBack
  /// UIKit's interruptible animator (`UIViewPropertyAnimator`, iOS 10+, as WWDC 2017 session
  /// 230 drives one from a pan): the transition is the animator's animation, its progress u
  /// shown as τ = u·D (``PropertyAnimator``, with the animator's own timing, linear by default,
  /// so the transition plays as authored). The gesture scrubs the paused animator's
  /// `fractionComplete` (an `update` sets it; a pan adds its progress to the fraction where the
  /// gesture took hold, negated while reversed). A release decides by the app's
  /// ``ReleaseRule``, sets `isReversed` for a cancel and calls
  /// `continueAnimation(withTimingParameters:durationFactor: 0)` with the completion curve (or
  /// a ``CompletionSpring`` carrying the finger's velocity): the curve is remapped so the
  /// progress does not jump, and the completion lasts the time the animator has left. Unlike
  /// ``uikit``, a script may grab the running completion (`pause`), scrub it, reverse it and
  /// release it again, call `continueAnimation` itself, and let the animator pause on completion.
  case uikitAnimator

  /// Hero's seek margin: while interactive it shows each animation at most its duration −
  /// 0.001 s (`HeroCoreAnimationViewContext.seek(timePassed:)`; 0.01 s before 2017).
  public static let heroSeekMargin = 0.001

  /// Hero's default timing function, `CAMediaTimingFunction.standard` in Hero
  /// (HeroCoreAnimationViewContext.swift, line 54): (0.4, 0, 0.2, 1).
  public static let heroDefaultCurve = CubicTimingFunction.standard
  /// Flutter's `Curves.fastLinearToSlowEaseIn`, cubic-bezier(0.18, 1, 0.04, 1) (curves.dart).
  public static let flutterSettleCurve = CubicTimingFunction(validatedX1: 0.18, y1: 1, x2: 0.04, y2: 1)
  /// Flutter's `_kMinFlingVelocity`, in screen widths per second.
  public static let flutterMinFlingVelocity = 1.0
  /// Flutter's `_kMaxDroppedSwipePageForwardAnimationTime` and `_kMaxPageBackAnimationTime`, ms.
  public static let flutterMaxSettleMilliseconds = 800.0, flutterMaxStayMilliseconds = 300.0

  /// Whether the model takes a completion speed and a completion curve from the spec (UIKit's
  /// `completionSpeed` and `completionCurve`; Android's commit, which is the app's own). Hero
  /// and Flutter fix both, so a spec that sets them with those models is refused.
  public var takesCompletionCurveAndSpeed: Bool { self == .uikit || self == .androidPredictiveBack }

  /// Whether the model takes a completion curve (those above, and the interruptible animator,
  /// which continues along it).
  public var takesCompletionCurve: Bool { takesCompletionCurveAndSpeed || self == .uikitAnimator }

  /// Whether a script may grab a running completion with `pause` and drive it again (UIKit's
  /// `pauseInteractiveTransition()` on a curve completion; the interruptible animator).
  public var canGrabCompletions: Bool { self == .uikit || self == .uikitAnimator }

  /// How long a completion from progress p lasts, in seconds, for the models whose length is a
  /// formula of p (all but an Android cancel, whose spring decides: ``ProgressSpring``).
  ///
  /// - `uikit` and an Android commit: (1 − p)·D/speed to finish, p·D/speed to cancel;
  /// - `hero`: (1 − p)·D either way;
  /// - `flutterCupertino`: ⌊800·(1 − p)⌋ ms to pop (finish), min(⌊800·p⌋, 300) ms to stay
  ///   (cancel).
  ///
  /// `uikitAnimator`: as `uikit` at speed 1 for a linear curve; on another curve the remapped
  /// fraction decides (``PropertyAnimator``), which ``InteractiveSession`` computes.
  ///
  /// A Hero cancel from p = 0 lasts 0: `resume(timePassed:reverse:)` starts no animation when
  /// the time passed is not beyond the delay.
  public func completionLength(finishing: Bool, progress p: Double, duration: Double, completionSpeed: Double) -> Double
  {
    // (D − τ₀)/speed and τ₀/speed with τ₀ = p·D, the driver's own arithmetic, so a completion
    // ends where the driver says it does to the last bit.
    let tau = p * duration
    switch self {
    case .uikit, .androidPredictiveBack, .uikitAnimator: return (finishing ? duration - tau : tau) / completionSpeed
    case .hero: return !finishing && p <= 0 ? 0 : duration - tau
    case .flutterCupertino:
      return finishing
        ? (Self.flutterMaxSettleMilliseconds * (1 - p)).rounded(.down) / 1000
        : min((Self.flutterMaxSettleMilliseconds * p).rounded(.down), Self.flutterMaxStayMilliseconds) / 1000
    }
  }
}
