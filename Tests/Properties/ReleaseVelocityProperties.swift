import Curves
import Foundation
import Geometry
import PropertyBased
import Specs
import TestSupport
import Testing
import Transitions
import TransitionTesting

/// A release handed to a spring completion (`UISpringTimingParameters(dampingRatio:
/// initialVelocity:)`), drawn at the edges: progress near 0, 1 and the threshold, flicks both
/// ways and at rest, damping ratios under, at and over 1. The progress leaves the release at the
/// finger's velocity exactly, never jumps, and ends on its target; a spring started from rest
/// drops the velocity, and `check` says so.
@Suite struct ReleaseVelocityProperties {
  static let width = 390.0
  static let translation = Gen.oneOf(
    Gen.double(in: 1...389), Gen.always(195.0), Gen.always(1.0), Gen.always(389.0), Gen.always(194.99))
  static let velocity = Gen.oneOf(
    Gen.double(in: -2000...2000), Gen.always(0.0), Gen.always(900.0), Gen.always(-900.0), Gen.always(5.0))
  static let ratio = Gen.oneOf(Gen.double(in: 0.3...1.5), Gen.always(1.0), Gen.always(0.85))

  static func session(_ dx: Double, _ v: Double, _ zeta: Double, carries: Bool) throws -> InteractiveSession {
    let transition = Catalogue.slide(.push)
    let steps: [InteractiveSession.Step] = [
      .pan(translation: .zero, velocity: .zero, at: 0),
      .pan(translation: Point(x: dx, y: 0), velocity: Point(x: v, y: 0), at: 0.1), .release(at: 0.12),
    ]
    var gesture = GestureSpecification(container: Size(width: width, height: 844))
    gesture.release = ReleaseRule(threshold: 0.5, flingVelocity: 500)
    return try InteractiveSession(
      transition, steps: steps, gesture: gesture,
      completionSpring: CompletionSpring(dampingRatio: zeta, carriesVelocity: carries))
  }

  @Test func theSpringLeavesAtTheFingersVelocity() async {
    await checkProperty(input: zip(Self.translation, Self.velocity, Self.ratio)) { dx, v, zeta in
      let session = try Self.session(dx, v, zeta, carries: true)
      let report = ScriptReplay.replay(session, name: "flick")
      let handoff = try #require(report.handoff)
      #expect(handoff.gestureVelocity == v / Self.width)
      let after = try #require(handoff.completionVelocity)
      #expect(abs(after - v / Self.width) <= ScriptReplay.handoffTolerance * max(1, abs(v / Self.width)), "\(after)")
      #expect(handoff.positionJump == 0)
      #expect(handoff.passed && report.passed, "\(handoff)")
      #expect(report.endState.passed)
      // The displayed progress's slope just after the release is the finger's too.
      let s = session.completion.start, h = session.completion.duration * 1e-7
      let slope = try #require(session.time(at: s + h)).distance(to: try #require(session.time(at: s + 2 * h))) / h
      let tau = session.transition.duration
      let progress = try #require(session.time(at: s)) / tau
      if progress > 1e-3, progress < 1 - 1e-3 {
        #expect(abs(slope / tau - v / Self.width) <= 1e-3 * max(1, abs(v / Self.width)) + 1e-3, "slope \(slope / tau)")
      }
      let target = session.completion.direction == .finish ? tau : 0
      #expect(session.time(at: session.completion.end) == target)
    }
  }

  @Test func aSpringFromRestDropsTheVelocity() async {
    await checkProperty(input: zip(Self.translation, Gen.double(in: 50...2000), Self.ratio)) { dx, v, zeta in
      let report = ScriptReplay.replay(try Self.session(dx, v, zeta, carries: false), name: "dropped")
      let handoff = try #require(report.handoff)
      #expect(handoff.completionVelocity == 0)
      #expect(!handoff.passed && !report.passed, "\(handoff)")
    }
  }

  /// The example spec passes `check`; the same with `carryVelocity: false` fails it with a
  /// hand-off failure per script, naming the dropped velocity.
  @Test func checkFailsADroppedVelocity() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../examples/pop-into-spring.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let spec = try TransitionSpec.read(json: text)
    let report = try TransitionCheck.check(spec)
    #expect(report.passed, "\(report.failures)")
    #expect(report.scripts.allSatisfy { $0.handoff?.isVelocityDriven == true && $0.handoff?.passed == true })
    var dropped = spec
    dropped.interactive?.completionSpring?.carryVelocity = false
    let failing = try TransitionCheck.check(dropped)
    #expect(!failing.passed)
    let handoffs = failing.failures.filter { if case .handoff = $0 { true } else { false } }
    #expect(handoffs.count == spec.interactive?.scripts?.count)
    #expect(handoffs.allSatisfy { "\($0)".contains("drops the finger's velocity") })
  }

  @Test func aSpringCompletionIsUIKitsAlone() throws {
    let transition = Catalogue.slide(.push)
    let steps: [InteractiveSession.Step] = [.update(0, at: 0), .update(0.4, at: 0.1), .release(at: 0.2)]
    let gesture = GestureSpecification(container: Size(width: Self.width, height: 844))
    #expect(throws: DriverError.self) {
      _ = try InteractiveSession(
        transition, steps: steps, model: .hero, gesture: gesture, completionSpring: CompletionSpring(dampingRatio: 1))
    }
    #expect(throws: DriverError.self) {
      _ = try InteractiveSession(
        transition, steps: steps, gesture: gesture, completionSpring: CompletionSpring(dampingRatio: 0))
    }
  }
}
