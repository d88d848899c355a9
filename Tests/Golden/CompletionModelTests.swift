import Curves
import Geometry
import Testing
import TestSupport
import TransitionTesting
import Specs
import Transitions

/// The four completion models against the numbers their sources give (``CompletionModel`` cites
/// each revision): UIKit's documented completion lengths, Hero's `resume(timePassed:reverse:)`,
/// Flutter's `dragEnd`, Android's `BackTouchTracker` and `BackProgressAnimator`.
@Suite struct CompletionModelTests {
  /// A 390-pt page sliding right over 0.5 s with `timing`: a back swipe.
  static func swipe(timing: String = "linear") throws -> Transition {
    try TransitionSpec.read(json: """
      {"specVersion": 2, "name": "backSwipe", "operation": "pop",
       "views": [{"name": "page", "frame": [0, 0, 390, 844]}],
       "phases": [{"duration": 0.5, "timing": "\(timing)"}],
       "tracks": [{"view": "page", "property": "center", "to": [585, 422]}]}
      """).transition()
  }

  static let screen = GestureSpecification(container: Size(width: 390, height: 844))

  /// A session dragged to `progress` at 0.1 s, then ended at 0.2 s by `end`.
  static func session(
    _ transition: Transition, model: CompletionModel, progress: Double, end: InteractiveSession.Step, speed: Double = 1
  ) throws -> InteractiveSession {
    try InteractiveSession(
      transition, steps: [.update(0, at: 0), .update(progress, at: 0.1), end], model: model, gesture: screen, completionSpeed: speed)
  }

  // MARK: UIKit

  /// Apple's `completionSpeed`: a finish lasts (1 − p)·D/speed, a cancel p·D/speed, both along
  /// the completion curve (the finish's τ is τ₀ + (D − τ₀)·c(u)).
  @Test(arguments: [0.25, 0.4, 0.9]) func uikitFinishesOverTheRestAndCancelsOverThePlayed(progress p: Double) throws {
    let swipe = try Self.swipe(timing: "easeIn")
    let finish = try Self.session(swipe, model: .uikit, progress: p, end: .finish(at: 0.2), speed: 2)
    let cancel = try Self.session(swipe, model: .uikit, progress: p, end: .cancel(.rewind, at: 0.2), speed: 2)
    #expect(finish.completion.duration == (1 - p) * 0.5 / 2 && cancel.completion.duration == p * 0.5 / 2)
    #expect(finish.completion.motion == .timeline && cancel.completion.motion == .rewind)
    let middle = 0.2 + finish.completion.duration / 2
    let expected = p * 0.5 + (0.5 - p * 0.5) * CubicTimingFunction.easeInEaseOut.progress(at: 0.5)
    #expect(abs((finish.time(at: middle) ?? .nan) - expected) <= Tolerance.unitRounding)
  }

  // MARK: Hero

  /// Hero's worked case: duration 0.5 s, ease-in-out, cancel at p = 0.4 runs a new animation of
  /// `duration − timePassed` = 0.3 s (not p·D = 0.2 s) from the current value straight to the
  /// start, the timing function from its beginning; a finish also lasts (1 − p)·D.
  @Test func heroCancelsOverTheTimeLeftNotTheTimePassed() throws {
    let swipe = try Self.swipe(timing: "easeInEaseOut")
    let cancel = try Self.session(swipe, model: .hero, progress: 0.4, end: .cancel(.rewind, at: 0.2))
    let finish = try Self.session(swipe, model: .hero, progress: 0.4, end: .finish(at: 0.2))
    #expect(abs(cancel.completion.duration - 0.3) <= Tolerance.unitRounding && abs(finish.completion.duration - 0.3) <= Tolerance.unitRounding)
    #expect(cancel.completion.motion == .restart && cancel.completion.curve == "\(CubicTimingFunction.easeInEaseOut)")
    // Halfway through the cancel: the value at the release, moved towards the start by c(0.5).
    let page = try #require(swipe.view(named: "page"))
    let atRelease = swipe.scene(at: 0.2)[page].center.x
    var scene = swipe.makeScene()
    cancel.sample(at: 0.2 + 0.15, into: &scene)
    let expected = atRelease + (195 - atRelease) * CubicTimingFunction.easeInEaseOut.progress(at: 0.5)
    #expect(abs(scene[page].center.x - expected) <= Tolerance.restartBlend, "\(scene[page].center.x) vs \(expected)")
    #expect(cancel.time(at: 0.3) == nil, "a restart is no moment of the transition")
  }

  /// Without a single primary curve, Hero's own default `.standard`, (0.4, 0, 0.2, 1).
  @Test func heroUsesItsStandardCurveWhenTheTransitionHasNoSingleCurve() throws {
    let twoPhases = try TransitionSpec.read(json: """
      {"specVersion": 2, "name": "two", "operation": "pop", "views": [{"name": "page", "frame": [0, 0, 390, 844]}],
       "phases": [{"duration": 0.25, "timing": "linear"}, {"start": 0.25, "duration": 0.25, "timing": "easeIn"}],
       "tracks": [{"view": "page", "property": "center", "phase": 0, "to": [300, 422]},
                  {"view": "page", "property": "center", "phase": 1, "to": [585, 422]}]}
      """).transition()
    let cancel = try Self.session(twoPhases, model: .hero, progress: 0.4, end: .cancel(.rewind, at: 0.2))
    #expect(cancel.completion.curve == "\(CubicTimingFunction.standard)")
  }

  // MARK: Flutter

  /// Flutter's `dragEnd` on a 390-pt screen: at value 0.6 (p = 0.4) with no velocity the route
  /// stays, over min(⌊320⌋, 300) = 300 ms; at value 0.8 (p = 0.2) flung right at 500 pt/s
  /// (1.28 widths/s ≥ 1) it pops, over ⌊640⌋ = 640 ms; at value 0.3 (p = 0.7) it pops, over
  /// ⌊240⌋ = 240 ms. All along fastLinearToSlowEaseIn.
  @Test(arguments: [
    (0.4, 0.0, InteractiveSession.Completion.Direction.cancel, 0.3),
    (0.2, 500.0, .finish, 0.64),
    (0.7, 0.0, .finish, 0.24),
    (0.5, 0.0, .finish, 0.4),  // value 0.5 is not above one half: it pops
    (0.9, -400.0, .cancel, 0.3),  // a fling back (1.03 widths/s) stays, however far it went
  ])
  func flutterReleasesAsDragEndDoes(progress p: Double, velocity: Double, direction: InteractiveSession.Completion.Direction, seconds: Double) throws {
    let swipe = try Self.swipe()
    let session = try InteractiveSession(
      swipe, steps: [.pan(translation: .zero, velocity: .zero, at: 0), .pan(translation: Point(x: p * 390, y: 0), velocity: Point(x: velocity, y: 0), at: 0.1), .release(at: 0.1)],
      model: .flutterCupertino, gesture: Self.screen)
    #expect(session.completion.direction == direction, "\(session.completion)")
    #expect(abs(session.completion.duration - seconds) <= Tolerance.unitRounding, "\(session.completion)")
    #expect(session.completion.curve == "\(CompletionModel.flutterSettleCurve)" && "\(CompletionModel.flutterSettleCurve)" == "cubic-bezier(0.18, 1.0, 0.04, 1.0)")
    // τ follows the route's value linearly along the curve.
    let u = 0.37
    let target = direction == .finish ? 0.5 : 0
    let expected = p * 0.5 + (target - p * 0.5) * CompletionModel.flutterSettleCurve.progress(at: u)
    #expect(abs((session.time(at: 0.1 + u * seconds) ?? .nan) - expected) <= Tolerance.unitRounding)
  }

  // MARK: Android

  /// `BackTouchTracker.getProgress`: a 1080-px screen at density 2.625 is 411.4 dp, narrower
  /// than the 412-dp linear distance, so p = d/width: 100 dp → 0.243, 300 dp → 0.729; a
  /// 2560-px screen at density 2 (1280 dp) is non-linear past 412 dp: 100, 300, 600 dp → 0.171,
  /// 0.512, 0.815.
  @Test(arguments: [
    (1080 / 2.625, 100.0, 0.243), (1080 / 2.625, 300.0, 0.729),
    (1280.0, 100.0, 0.171), (1280.0, 300.0, 0.512), (1280.0, 600.0, 0.815),
  ])
  func androidBackProgressIsBackTouchTrackers(width: Double, distance: Double, progress: Double) {
    let p = GestureSpecification.androidBackProgress(distance: distance, width: width)
    #expect(abs(p - progress) <= Tolerance.publishedThreeDecimals, "\(p)")
  }

  /// The ends: nothing before the start, 1 from the full width on (the clamp is reported).
  @Test func androidBackProgressClampsAndTheReplayReportsIt() throws {
    #expect(GestureSpecification.androidBackProgress(distance: -30, width: 390) == 0)
    #expect(GestureSpecification.androidBackProgress(distance: 500, width: 390) == 1)
    let session = try InteractiveSession(
      try Self.swipe(), steps: [.pan(translation: .zero, velocity: .zero, at: 0), .pan(translation: Point(x: 500, y: 0), velocity: .zero, at: 0.1), .release(at: 0.2)],
      model: .androidPredictiveBack, gesture: Self.screen)
    #expect(session.clamps == [InteractiveSession.Clamp(step: 1, time: 0.1, progress: 500.0 / 390, clamped: 1)])
    #expect(session.completion.direction == .finish)
  }

  /// `BackProgressAnimator`'s spring (stiffness 1500, ζ = 1) from progress 0.5 at rest to 0 rests
  /// by `SpringForce.isAtEquilibrium` (0.75 and 46.875 in ×100 units) at 0.1593 s: the value
  /// decides, since the velocity is already below its threshold at 0.1397 s.
  @Test func androidCancelSpringRestsWhenSpringForceSaysSo() {
    var spring = ProgressSpring(at: 0.5, from: 0)
    spring.retarget(to: 0, at: 0)
    #expect(abs(spring.restTime() - 0.1593) <= Tolerance.publishedFourDecimals, "\(spring.restTime())")
  }

  /// Release commits past the 16-pt trigger and cancels short of it; a cancel springs the
  /// progress back and ends at rest, a commit plays the rest along the completion curve.
  @Test(arguments: [(10.0, InteractiveSession.Completion.Direction.cancel), (17.0, .finish), (200.0, .finish)])
  func androidReleaseCommitsPastTheTrigger(distance: Double, direction: InteractiveSession.Completion.Direction) throws {
    let session = try InteractiveSession(
      try Self.swipe(), steps: [.pan(translation: .zero, velocity: .zero, at: 0), .pan(translation: Point(x: distance, y: 0), velocity: .zero, at: 0.1), .release(at: 0.3)],
      model: .androidPredictiveBack, gesture: Self.screen)
    #expect(session.completion.direction == direction)
    #expect(session.completion.motion == (direction == .cancel ? .spring : .timeline))
    // The app saw the spring chase d/390 for 0.2 s: nearly there.
    #expect(abs(session.completion.fromProgress - distance / 390) <= 0.01 * distance / 390)
    var scene = session.transition.makeScene()
    session.sample(at: session.end, into: &scene)
    let expected = direction == .finish ? session.transition.finalScene : session.transition.startScene
    #expect(scene.views == expected.views)
  }

  // MARK: Gestures

  /// A UIKit pan past the container's width clamps at 1, and the clamp is reported; a pinch to
  /// 0.6 is progress 0.4 (or 0.8 when progress 1 is scale 0.5).
  @Test func gesturesMapToProgressAsTheDriverDoes() throws {
    let swipe = try Self.swipe()
    let over = try InteractiveSession(
      swipe, steps: [.pan(translation: Point(x: 450, y: 0), velocity: Point(x: 900, y: 0), at: 0), .release(at: 0.1)], model: .uikit, gesture: Self.screen)
    #expect(over.clamps.map(\.clamped) == [1] && over.clamps.first?.progress == 450.0 / 390)
    #expect(over.completion.direction == .finish && over.completion.release == "progress 1.0 > 0.5")
    let pinch = try InteractiveSession(swipe, steps: [.pinch(scale: 0.6, velocity: 0, at: 0), .release(at: 0.1)], model: .hero, gesture: Self.screen)
    #expect(abs(pinch.completion.fromProgress - 0.4) <= Tolerance.unitRounding && pinch.completion.direction == .cancel)
    var half = Self.screen
    half.pinchEndScale = 0.5
    #expect(abs(try half.progress(ofPinch: 0.6, model: .uikit) - 0.8) <= Tolerance.unitRounding)
    // A fling backwards cancels however far the pan went, when the app's rule has one.
    var flinging = Self.screen
    flinging.release = ReleaseRule(threshold: 0.5, flingVelocity: 300)
    let back = try InteractiveSession(
      swipe, steps: [.pan(translation: Point(x: 300, y: 0), velocity: Point(x: -400, y: 0), at: 0), .release(at: 0.1)], model: .uikit, gesture: flinging)
    #expect(back.completion.direction == .cancel)
  }

  /// What a model cannot read is refused with the reason.
  @Test func sessionsRefuseWhatTheModelCannotRead() throws {
    let swipe = try Self.swipe()
    var down = Self.screen
    down.direction = .down
    var flat = Self.screen
    flat.distance = 0
    var still = Self.screen
    still.pinchEndScale = 1
    let cases: [(InteractiveSession.Step, [InteractiveSession.Step], CompletionModel, GestureSpecification, String)] = [
      (.pan(translation: Point(x: 0, y: 50), velocity: .zero, at: 0), [.release(at: 0.1)], .flutterCupertino, down, "horizontal"),
      (.update(0.3, at: 0), [.release(at: 0.1)], .androidPredictiveBack, Self.screen, "give pan events"),
      // A pan, then progress set by hand: the release forgets the finger.
      (.pan(translation: Point(x: 200, y: 0), velocity: .zero, at: 0), [.update(0, at: 0.05), .release(at: 0.1)], .androidPredictiveBack, Self.screen, "give pan events"),
      (.update(0.3, at: 0), [.pause(at: 0.05), .finish(at: 0.1)], .hero, Self.screen, "has none"),
      (.update(0.3, at: 0), [], .uikit, Self.screen, "ends with finish, cancel or release"),
      (.update(0.3, at: 0), [.finish(at: 0.1)], .uikit, flat, "distance must be finite and > 0"),
      (.update(0.3, at: 0), [.finish(at: 0.1)], .uikit, still, "end scale must be finite and not 1"),
    ]
    for (first, rest, model, gesture, reason) in cases {
      #expect {
        _ = try InteractiveSession(swipe, steps: [first] + rest, model: model, gesture: gesture)
      } throws: { error in
        "\(error)".contains(reason)
      }
    }
    // A fling, then progress set by hand to 0.1: Flutter's release no longer sees the fling.
    let forgot = try InteractiveSession(
      swipe, steps: [.pan(translation: Point(x: 40, y: 0), velocity: Point(x: 900, y: 0), at: 0), .update(0.1, at: 0.05), .release(at: 0.1)],
      model: .flutterCupertino, gesture: Self.screen)
    #expect(forgot.completion.direction == .cancel)
  }

  /// Hero's resume starts nothing for a cancel when no time has passed: a cancel from p = 0
  /// lasts 0 (and a finish from p = 0 the whole D).
  @Test func heroCancelsAtOnceFromTheStart() throws {
    let swipe = try Self.swipe()
    #expect(try Self.session(swipe, model: .hero, progress: 0, end: .cancel(.rewind, at: 0.2)).completion.duration == 0)
    #expect(try Self.session(swipe, model: .hero, progress: 0, end: .finish(at: 0.2)).completion.duration == 0.5)
  }
}
