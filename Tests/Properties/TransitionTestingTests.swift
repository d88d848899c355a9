import Foundation
import Geometry
import JSON
import SnapshotTesting
import Testing
import TransitionTesting
import Specs
import Transitions

/// TransitionTesting's expectations on the catalogue (what a user's suite does with its own
/// transitions), and each expectation shown failing on a transition that breaks its promise.
@Suite struct TransitionTestingTests {
  static func spec(_ json: String) throws -> TransitionSpec { try TransitionSpec.read(json: json) }

  /// A card moving along a straight line; `jump` adds an alpha set to 0 at 0.25 s, declared as
  /// a designed discontinuity or not.
  static func card(operation: String = "push", from: String = "[100, 200]", to: String = "[300, 600]", jump: Bool? = nil) throws -> Transition {
    let action = jump == nil ? "" : #", "actions": [{"view": "card", "at": 0.25, "alpha": 0}]"#
    let declared = jump == true ? #", "discontinuities": [{"view": "card", "property": "alpha", "at": 0.25, "reason": "the snapshot hides"}]"# : ""
    return try spec(
      """
      {"specVersion": 1, "name": "card", "operation": "\(operation)",
       "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": \(from)}],
       "phases": [{"duration": 0.5, "timing": "easeInEaseOut"}],
       "tracks": [{"view": "card", "property": "center", "from": \(from), "to": \(to)}]\(action)\(declared)}
      """
    ).transition()
  }

  static let pairIndices = Array(Catalogue.pairs.indices)

  /// Every catalogue pair reaches exactly its documented verdict through `expectReversible`, and each
  /// of its transitions is continuous, cancels back exactly, finishes exactly and has its
  /// springs match the ODE.
  @Test(arguments: pairIndices) func catalogue(pairIndex: Int) throws {
    let pair = Catalogue.pairs[pairIndex]
    let all = Catalogue.all()
    let forward = try #require(all.first { $0.kind == pair.kind && $0.operation == pair.forward })
    let reverse = try #require(all.first { $0.kind == pair.kind && $0.operation == pair.reverse })
    let report = try #require(expectReversible(forward, reverse, atLeast: pair.verdict, roles: pair.roles, start: pair.start, end: pair.end))
    // Exactly the table's verdict: a stronger one would mean the table undersells the pair.
    #expect(report.verdict == pair.verdict)
    for transition in [forward, reverse] {
      #expect(expectContinuous(transition).passed)
      #expect(try #require(expectRestoresOnCancel(transition)).deviation.magnitude == 0)
      #expect(try #require(expectFinishesAtEnd(transition)).deviation.magnitude == 0)
      expectSpringsMatchODE(transition)
    }
  }

  /// A golden trace that differs names the frame, its time, the view and the field, as
  /// `transition-bench golden check` does, beside the JSON path.
  @Test func aTraceSnapshotFailureNamesTheFrameTheViewAndTheField() throws {
    let push = Catalogue.slide(.push)
    let strategy = Snapshotting<Transition, GoldenJSON>.trace(fps: 60)
    let recorded = try #require(strategy.diffing.fromData(strategy.diffing.toData(GoldenJSON(try JSONValueEncoder().encode(Trace(push, fps: 60))))))
    guard case .object(var trace) = recorded, case .array(var frames)? = trace["frames"], case .object(var frame) = frames[3],
      case .array(var views)? = frame["views"], case .array(var row) = views[1]
    else { Issue.record("not a trace: \(recorded)"); return }
    let tx = try #require(Trace.columns.firstIndex(of: "tx"))
    row[tx] = .number((row[tx].numberValue ?? 0) + 5)
    views[1] = .array(row)
    frame["views"] = .array(views)
    frames[3] = .object(frame)
    trace["frames"] = .array(frames)
    let message = try #require(strategy.diffing.diff(.object(trace), recorded)?.0)
    #expect(message.contains("frame 3 (t = 0.05 s), view \"\(push.viewNames[1])\", tx ($.frames[3].views[1][\(tx)])"), "\(message)")
  }

  @Test func anUndeclaredJumpFailsExpectContinuous() throws {
    let broken = try Self.card(jump: false)
    withKnownIssue("alpha jumps to 0 at 0.25 s without a declared discontinuity") {
      let report = expectContinuous(broken)
      #expect(report.deviation.magnitude == 1 && report.deviation.property == .alpha && abs(report.deviation.time - 0.25) <= Tolerance.jumpTimeReport)
    }
    #expect(expectContinuous(try Self.card(jump: true)).passed)
  }

  /// A pop ending 50 pt from where the push started is not reversible; the mended pop is (and is
  /// its time reverse: same curve, point-symmetric).
  @Test func aPopEndingElsewhereFailsExpectReversible() throws {
    let push = try Self.card()
    let broken = try Self.card(operation: "pop", from: "[300, 600]", to: "[150, 200]")
    withKnownIssue("the pop ends at (150, 200), the push began at (100, 200)") {
      let report = expectReversible(push, broken)
      #expect(report?.verdict == .notReversible)
      #expect(report?.endStates.deviation.magnitude == 50)
    }
    let mended = try Self.card(operation: "pop", from: "[300, 600]", to: "[100, 200]")
    #expect(expectReversible(push, mended, atLeast: .timeReversible)?.verdict == .timeReversible)
    withKnownIssue("roles names a view the reverse does not have") {
      #expect(expectReversible(push, mended, roles: ["photo": "card"]) == nil)
    }
    withKnownIssue("start names a view the reverse does not have") {
      #expect(expectReversible(push, mended, start: ["photo"]) == nil)
    }
  }

  @Test func aDriverThatRefusesFailsTheInteractiveExpectations() throws {
    let push = try Self.card()
    withKnownIssue("completion speed 0 is refused") {
      #expect(expectRestoresOnCancel(push, completionSpeed: 0) == nil)
    }
    withKnownIssue("completion speed 0 is refused") {
      #expect(expectFinishesAtEnd(push, completionSpeed: 0) == nil)
    }
  }

  @Test func expectCheckPassesReportsEveryFailingCheck() throws {
    let broken = try Self.spec(
      """
      {"specVersion": 1, "name": "broken", "operation": "push",
       "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": [0, 0]}],
       "phases": [{"duration": 0.5}],
       "tracks": [{"view": "card", "property": "center", "to": [300, 300]}],
       "actions": [{"view": "card", "at": 0.25, "alpha": 0}]}
      """)
    withKnownIssue("an undeclared jump") {
      #expect(expectCheckPasses(broken)?.passed == false)
    }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples")
    let push = try TransitionSpec.read(json: String(contentsOf: examples.appendingPathComponent("slide-push.json"), encoding: .utf8))
    let pop = try TransitionSpec.read(json: String(contentsOf: examples.appendingPathComponent("slide-pop.json"), encoding: .utf8))
    #expect(expectCheckPasses(push, reverse: pop)?.pair?.verdict == .timeReversible)
  }

  /// The trace snapshot strategy records a transition, accepts it again and a change within the
  /// golden tolerance, and rejects a change of 1e-6 pt, naming the frame, view and field.
  @Test func traceSnapshotsCompareNumbersWithinTheirTolerance() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transition-testing-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let push = try Self.card()
    let recorded = verifySnapshot(of: push, as: .trace(fps: 30), named: "card", record: .all, snapshotDirectory: directory)
    #expect(recorded?.contains("Record") == true, "recording reports itself: \(recorded ?? "nil")")
    #expect(verifySnapshot(of: push, as: .trace(fps: 30), named: "card", record: .never, snapshotDirectory: directory) == nil)
    let within = try Self.card(from: "[100.00000000000001, 200]")
    #expect(verifySnapshot(of: within, as: .trace(fps: 30), named: "card", record: .never, snapshotDirectory: directory) == nil)
    let moved = try Self.card(from: "[100.000001, 200]")
    let failure = try #require(verifySnapshot(of: moved, as: .trace(fps: 30), named: "card", record: .never, snapshotDirectory: directory))
    #expect(failure.contains("frame 0 (t = 0.0 s), view \"card\", centerX ($.frames[0].views[0][0]): 100.000001 vs recorded 100"), "\(failure)")
  }
}

extension TransitionTestingTests {
  @Test func expectApproximatelyEqualNamesTheComponentThatDiffers() {
    let tolerance = Tolerance(absolute: 1e-9, reason: "test")
    expectApproximatelyEqual(Point(x: 1, y: 2), Point(x: 1 + 1e-10, y: 2), tolerance: tolerance)
    withKnownIssue("y differs by 1e-6") {
      expectApproximatelyEqual(Point(x: 1, y: 2), Point(x: 1, y: 2.000001), tolerance: tolerance)
    }
  }
}

extension TransitionTestingTests {
  /// The README's example, as written there (the snapshot recorded into a scratch directory).
  @Test func theReadmeExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
    let push = try TransitionSpec.read(json: String(contentsOfFile: root + "/examples/slide-push.json", encoding: .utf8)).transition()
    let pop = try TransitionSpec.read(json: String(contentsOfFile: root + "/examples/slide-pop.json", encoding: .utf8)).transition()
    #expect(expectReversible(push, pop, atLeast: .timeReversible, roles: ["from": "to", "to": "from"])?.verdict == .timeReversible)
    expectContinuous(push)
    expectRestoresOnCancel(push)
    expectFinishesAtEnd(push)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = verifySnapshot(of: push, as: .trace(fps: 60), named: "push", record: .all, snapshotDirectory: directory)
    #expect(verifySnapshot(of: push, as: .trace(fps: 60), named: "push", record: .never, snapshotDirectory: directory) == nil)
  }
}
