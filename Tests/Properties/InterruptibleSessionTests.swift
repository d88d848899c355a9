import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// Completions grabbed mid-flight: UIKit's `pauseInteractiveTransition()` on a curve completion,
/// and the interruptible animator (`uikitAnimator`) paused, scrubbed, reversed and continued.
@Suite struct InterruptibleSessionTests {
  static let transition = Catalogue.slide(.push)
  static let gesture = GestureSpecification(container: Size(width: 390, height: 844))
  static var duration: Double { transition.duration }

  static func pan(_ x: Double, _ v: Double = 0, at s: Double) -> InteractiveSession.Step {
    .pan(translation: Point(x: x, y: 0), velocity: Point(x: v, y: 0), at: s)
  }

  /// How far the progress moves from the ulp before s to the ulp after it (a rewind's τ can run
  /// at thousands of D per second near its ends, through the primary curve's inverse, so wider
  /// windows would measure the rate, not a jump).
  static func jump(_ session: InteractiveSession, at s: Double) -> Double {
    abs((session.time(at: s.nextUp) ?? .nan) - (session.time(at: s.nextDown) ?? .nan)) / duration
  }

  @Test(arguments: [CompletionModel.uikit, .uikitAnimator])
  func aGrabbedCompletionHoldsStillAndReleasesAgain(_ model: CompletionModel) async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.2...0.6), Gen.double(in: 0.005...0.05), Gen.double(in: -200...200)) { p, hold, dx in
      let release = 0.2, grab = release + hold
      let steps: [InteractiveSession.Step] = [
        Self.pan(0, at: 0), Self.pan(p * 390, at: release), .release(at: release), .pause(at: grab),
        Self.pan(0, at: grab), Self.pan(dx, at: grab + 0.05), .release(at: grab + 0.1),
      ]
      let session = try InteractiveSession(Self.transition, steps: steps, model: model, gesture: Self.gesture)
      #expect(session.completions.count == 2)
      let first = session.completions[0]
      // The grab cut the first completion short (unless it had already ended: then it is refused).
      #expect(first.interrupted == grab && first.end > grab, "\(first)")
      #expect(Self.jump(session, at: grab) <= Tolerance.animatorNoJump, "the grab holds the progress shown")
      // The pan after the grab moves the progress from where it was grabbed.
      let grabbed = try #require(session.time(at: grab)) / Self.duration
      let shown = try #require(session.time(at: grab + 0.1)) / Self.duration
      #expect(abs(shown - min(max(grabbed + dx / 390, 0), 1)) <= Tolerance.animatorProgress)
      #expect(Self.jump(session, at: grab + 0.1) <= Tolerance.animatorNoJump, "the second release starts where it is")
      let end = session.completion.direction == .finish ? Self.duration : 0
      #expect(session.time(at: session.end) == end)
    }
  }

  @Test func anAnimatorReversedMidFlightRetracesItsCompletion() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.05...0.6), Gen.double(in: 0...1)) { p, back in
      let steps: [InteractiveSession.Step] = [
        Self.pan(0, at: 0), Self.pan(p * 390, at: 0.1), .finish(at: 0.1), .reverse(true, at: 0.2),
      ]
      let session = try InteractiveSession(
        Self.transition, steps: steps, model: .uikitAnimator, gesture: Self.gesture, completionCurve: .easeOut)
      let run = 0.1 * back
      let before = try #require(session.time(at: 0.2 - run))
      let after = try #require(session.time(at: 0.2 + run))
      #expect(abs(after - before) / Self.duration <= Tolerance.animatorProgress, "back through the same curve")
      #expect(session.completion.direction == .cancel && session.completions[0].interrupted == 0.2)
      // Then on to the animation's start, along the completion curve from where the finish began.
      let resumed = try #require(CubicTimingFunction.easeOut.time(forProgress: p))
      #expect(abs(session.end - (0.2 + resumed * Self.duration + 0.1)) <= Tolerance.animatorProgress)
      #expect(session.time(at: session.end) == 0)
    }
  }

  @Test func anAnimatorThatPausesOnCompletionRunsBackFromTheEnd() throws {
    let steps: [InteractiveSession.Step] = [
      Self.pan(0, at: 0), Self.pan(200, at: 0.1), .finish(at: 0.1), .reverse(true, at: 2),
      .continueAnimation(nil, durationFactor: 0.5, at: 2),
    ]
    let session = try InteractiveSession(
      Self.transition, steps: steps, model: .uikitAnimator, gesture: Self.gesture,
      animator: PropertyAnimator.Setup(pausesOnCompletion: true))
    #expect(session.time(at: 1.5) == Self.duration, "paused at the end")
    #expect(abs(session.end - (2 + 0.5 * Self.duration)) <= Tolerance.animatorProgress)
    #expect(session.completion.direction == .cancel && session.time(at: session.end) == 0)
    // The animator's own timing is linear: half-way back at the middle of its run.
    let middle = try #require(session.time(at: 2 + 0.25 * Self.duration))
    #expect(abs(middle / Self.duration - 0.5) <= Tolerance.animatorProgress)
  }

  /// Every release hands over, not only the last: a spring that drops the finger's velocity at
  /// the first release (grabbed later) fails the script.
  @Test(arguments: [true, false])
  func everyReleaseOfAGrabbedScriptIsAHandOff(_ carries: Bool) throws {
    let steps: [InteractiveSession.Step] = [
      Self.pan(0, at: 0), Self.pan(120, 600, at: 0.1), .release(at: 0.12), .pause(at: 0.16), Self.pan(0, at: 0.16),
      Self.pan(40, 300, at: 0.24), .release(at: 0.26),
    ]
    let session = try InteractiveSession(
      Self.transition, steps: steps, model: .uikitAnimator, gesture: Self.gesture,
      completionSpring: CompletionSpring(dampingRatio: 0.8, carriesVelocity: carries))
    let report = ScriptReplay.replay(session, name: "grabbed")
    #expect(report.handoffs.map(\.time) == [0.12, 0.26])
    #expect(report.handoffs.allSatisfy { $0.passed == carries }, "\(report.handoffs.map { ($0.time, $0.gestureVelocity, $0.completionVelocity ?? .nan, $0.positionJump ?? .nan) })")
    #expect(report.handoff == report.handoffs.last && report.passed == carries)
    // The first hand-off is measured on its own completion, exactly (the animator's velocity).
    let first = try #require(report.handoffs.first)
    #expect(carries ? (first.velocityJump ?? 1) <= ScriptReplay.handoffTolerance : (first.velocityJump ?? 0) > 0.1)
  }

  @Test(arguments: [
    "grab a spring", "reverse under uikit", "scrub a running animator", "animator completion speed",
    "grab after the end", "left paused",
  ])
  func interruptionsTheModelsCannotDoAreTypedErrors(_ name: String) throws {
    let start: [InteractiveSession.Step] = [Self.pan(0, at: 0), Self.pan(200, at: 0.1), .release(at: 0.1)]
    let error = #expect(throws: DriverError.self, "\(name)") {
      switch name {
      case "grab a spring":
        _ = try InteractiveSession(
          Self.transition, steps: start + [.pause(at: 0.15), .release(at: 0.2)], gesture: Self.gesture,
          completionSpring: CompletionSpring(dampingRatio: 0.8))
      case "reverse under uikit":
        _ = try InteractiveSession(Self.transition, steps: start + [.reverse(true, at: 0.15)], gesture: Self.gesture)
      case "scrub a running animator":
        _ = try InteractiveSession(
          Self.transition, steps: start + [Self.pan(10, at: 0.15), .release(at: 0.2)], model: .uikitAnimator,
          gesture: Self.gesture)
      case "animator completion speed":
        _ = try InteractiveSession(
          Self.transition, steps: start, model: .uikitAnimator, gesture: Self.gesture, completionSpeed: 2)
      case "grab after the end":
        _ = try InteractiveSession(Self.transition, steps: start + [.pause(at: 5), .release(at: 6)], gesture: Self.gesture)
      default:
        _ = try InteractiveSession(
          Self.transition, steps: start + [.pause(at: 0.15)], model: .uikitAnimator, gesture: Self.gesture)
      }
    }
    #expect(error.map { "\($0)".isEmpty } == false)
  }
}
