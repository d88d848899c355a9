import Foundation
import Specs
import Testing
import Transitions

/// `examples/interruptible-pop.json`: completions grabbed, thrown back, reversed and paused on
/// completion under the interruptible animator, as `check` replays them.
@Suite struct InterruptibleExampleTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../examples/interruptible-pop.json").standardized

  @Test func everyScriptEndsWhereItsLastCompletionGoesAndHandsOverWithoutAJump() throws {
    let spec = try TransitionSpec.read(json: try String(contentsOf: Self.file, encoding: .utf8))
    let report = try TransitionCheck.check(spec)
    #expect(report.passed, "\(report.failures)")
    let byName = Dictionary(uniqueKeysWithValues: report.scripts.map { ($0.name, $0) })
    // Thrown back after the grab: the fling backwards cancels, from where the finger left it.
    let thrown = try #require(byName["grab-and-throw-back"])
    #expect(thrown.completion.direction == .cancel && thrown.completion.release?.contains("fling") == true)
    #expect((thrown.handoff?.positionJump ?? 1) <= ScriptReplay.handoffTolerance)
    // The spring after the grab leaves at the finger's velocity, exactly.
    let spring = try #require(byName["spring-after-the-grab"])
    #expect(spring.handoff?.passed == true && spring.handoff?.isVelocityDriven == true)
    #expect((spring.handoff?.velocityJump ?? 1) <= ScriptReplay.handoffTolerance)
    // A reversal and a pause on completion are no releases: no finger to hand over.
    #expect(byName["reversed-mid-flight"]?.handoff == nil && byName["paused-at-the-end"]?.handoff == nil)
    #expect(byName["paused-at-the-end"]?.completion.direction == .cancel)
  }

  /// `examples/three-detent-sheet.json`: flicks projected onto a sheet's detents 0, 0.3, 0.6, 1.
  @Test func theSheetsFlicksLandOnTheDetentsTheirProjectionsAreNearest() throws {
    let file = Self.file.deletingLastPathComponent().appendingPathComponent("three-detent-sheet.json")
    let spec = try TransitionSpec.read(json: try String(contentsOf: file, encoding: .utf8))
    let report = try TransitionCheck.check(spec)
    #expect(report.passed, "\(report.failures)")
    let landed = report.scripts.map { "\($0.name) \($0.completion.direction.rawValue) \($0.completion.targetProgress)" }
    #expect(
      landed == [
        "flick-to-large finish 1.0", "nudge-to-medium settle 0.6", "flick-away cancel 0.0", "spring-to-small settle 0.3",
      ])
  }
}
