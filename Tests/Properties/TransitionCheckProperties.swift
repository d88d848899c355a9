import Curves
import Geometry
import JSON
import TestSupport
import Testing
import TransitionTesting
@testable import Specs
import Transitions

/// `check`'s verdicts and script replays, each shown on a fixture built to produce it.
@Suite struct TransitionCheckProperties {
  /// A one-view spec moving `card` from A = (100, 200) to B = (300, 600) over 0.5 s.
  static func move(_ name: String, from a: [Double], to b: [Double], timing: String = "easeInEaseOut", path: String? = nil, extra: String = "") -> String {
    let track = path.map { #"{"view": "card", "path": \#($0)}"# } ?? #"{"view": "card", "property": "center", "from": \#(a), "to": \#(b)}"#
    return """
      {"specVersion": 1, "name": "\(name)", "operation": "custom",
       "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": \(a)}],
       "phases": [{"duration": 0.5, "timing": "\(timing)"}],
       "tracks": [\(track)]\(extra)}
      """
  }

  static func spec(_ text: String) throws -> TransitionSpec { try TransitionSpec.read(json: text) }

  @Test func aPointSymmetricPairIsTimeReversible() throws {
    let push = try Self.spec(Self.move("go", from: [100, 200], to: [300, 600]))
    let pop = try Self.spec(Self.move("back", from: [300, 600], to: [100, 200]))
    let report = try TransitionCheck.check(push, reverse: pop)
    #expect(report.pair?.verdict == .timeReversible)
    #expect(report.passed)
  }

  @Test func theSamePathAtOtherTimesIsPathReversible() throws {
    // ease-in both ways: the straight path is retraced, but ease-in is not point-symmetric.
    let push = try Self.spec(Self.move("go", from: [100, 200], to: [300, 600], timing: "easeIn"))
    let pop = try Self.spec(Self.move("back", from: [300, 600], to: [100, 200], timing: "easeIn"))
    let pair = try #require(try TransitionCheck.check(push, reverse: pop).pair)
    #expect(pair.verdict == .pathReversible)
    #expect(pair.timeSymmetry.deviation.magnitude > 1)
    #expect(pair.pathSymmetry.deviation.magnitude < Tolerance.straightPathRetrace)
  }

  @Test func anotherPathBackIsEndStatesOnly() throws {
    // Out along Hero's arc, back in a straight line: the ends hand off, the path does not.
    let push = try Self.spec(Self.move("go", from: [100, 200], to: [300, 600], path: #"{"arc": {"to": [300, 600], "style": "hero"}}"#))
    let pop = try Self.spec(Self.move("back", from: [300, 600], to: [100, 200]))
    let pair = try #require(try TransitionCheck.check(push, reverse: pop).pair)
    #expect(pair.verdict == .endStatesOnly)
    #expect(pair.pathSymmetry.deviation.magnitude > 10, "the arc bows tens of points from the chord")
  }

  @Test func aPopThatEndsElsewhereIsNotReversible() throws {
    let push = try Self.spec(Self.move("go", from: [100, 200], to: [300, 600]))
    let pop = try Self.spec(Self.move("back", from: [300, 600], to: [100, 250]))
    let report = try TransitionCheck.check(push, reverse: pop)
    #expect(report.pair?.verdict == .notReversible)
    #expect(report.pair?.endStates.deviation.magnitude == 50)
    #expect(report.failures.map(\.summary) == ["the pair is not reversible"])
  }

  @Test func anExpectationTheVerdictMissesFailsTheCheck() throws {
    let push = try Self.spec(Self.move("go", from: [100, 200], to: [300, 600], timing: "easeIn", extra: #", "expect": "timeReversible""#))
    let pop = try Self.spec(Self.move("back", from: [300, 600], to: [100, 200], timing: "easeIn"))
    let report = try TransitionCheck.check(push, reverse: pop)
    #expect(report.pair?.verdict == .pathReversible)
    #expect(!report.meetsExpectation)
    #expect(!report.passed)
    #expect(report.failures.map(\.summary) == ["expected at least timeReversible, got pathReversible"])
  }

  @Test func rolesMapTheReversesViews() throws {
    let push = try Self.spec(Self.move("go", from: [100, 200], to: [300, 600]))
    let text = Self.move("back", from: [300, 600], to: [100, 200]).replacingOccurrences(of: #""name": "card""#, with: #""name": "pushed""#)
      .replacingOccurrences(of: #""view": "card""#, with: #""view": "pushed""#)
    #expect(throws: SpecError.self) { try TransitionCheck.check(push, reverse: try Self.spec(text)) }
    let mapped = try Self.spec(text.replacingOccurrences(of: #""operation": "custom","#, with: #""operation": "custom", "roles": {"pushed": "card"},"#))
    #expect(try TransitionCheck.check(push, reverse: mapped).pair?.verdict == .timeReversible)
  }

  /// A rewind retraces the arc; a restart animates the centre straight back, off the arc: the
  /// check tells them apart, and both end exactly at the start.
  @Test func aRestartCancelIsNotARetrace() throws {
    func script(_ style: String) -> String {
      #", "interactive": {"scripts": [{"name": "\#(style)", "events": [{"at": 0, "update": 0}, {"at": 0.2, "update": 0.6}, {"at": 0.3, "cancel": "\#(style)"}]}]}"#
    }
    let arc = #"{"arc": {"to": [300, 600], "style": "hero"}}"#
    let rewind = try TransitionCheck.check(try Self.spec(Self.move("go", from: [100, 200], to: [300, 600], path: arc, extra: script("rewind"))))
    let restart = try TransitionCheck.check(try Self.spec(Self.move("go", from: [100, 200], to: [300, 600], path: arc, extra: script("restart"))))
    #expect(rewind.scripts[0].retrace.passed, "\(rewind.scripts[0].retrace.deviation)")
    #expect(!restart.scripts[0].retrace.passed)
    #expect(restart.scripts[0].retrace.deviation.magnitude > 5)
    #expect(rewind.scripts[0].endState.deviation.magnitude == 0 && restart.scripts[0].endState.deviation.magnitude == 0)
    #expect(rewind.passed && restart.passed, "a restart is a design choice: reported, not failed")
  }

  @Test func anUndeclaredJumpFailsTheCheck() throws {
    let jumpy = """
      {"specVersion": 1, "name": "jumpy", "operation": "custom",
       "views": [{"name": "card", "frame": [0, 0, 10, 10]}],
       "phases": [{"duration": 0.5, "timing": "linear"}, {"start": 0.5, "duration": 0.5, "timing": "linear"}],
       "tracks": [{"view": "card", "phase": 0, "property": "center", "to": [100, 5]},
                  {"view": "card", "phase": 1, "property": "center", "from": [300, 5], "to": [400, 5]}]}
      """
    let report = try TransitionCheck.check(try Self.spec(jumpy))
    #expect(!report.passed)
    let declared = jumpy.replacingOccurrences(of: #""tracks""#, with: #""discontinuities": [{"view": "card", "property": "center", "at": 0.5, "reason": "a teleport on purpose"}], "tracks""#)
    #expect(try TransitionCheck.check(try Self.spec(declared)).passed)
  }
}

@Suite struct TransitionCheckEdgeProperties {
  @Test func anExpectationIsNotJudgedWithoutAReverse() throws {
    let alone = try TransitionSpec.read(json: TransitionCheckProperties.move("go", from: [100, 200], to: [300, 600], extra: #", "expect": "timeReversible""#))
    let report = try TransitionCheck.check(alone)
    #expect(report.pair == nil && report.meetsExpectation && report.passed)
  }

  /// A script the driver would refuse (two pauses in a row) is refused when the spec is read, at
  /// the second pause (it used to pass the reader and fail only when `check` replayed it).
  @Test func aScriptTheDriverRefusesIsASpecErrorWhereItGoesWrong() throws {
    let twoPauses = #", "interactive": {"scripts": [{"events": [{"at": 0, "update": 0.2}, {"at": 0.1, "pause": true}, {"at": 0.2, "pause": true}, {"at": 0.3, "finish": true}]}]}"#
    let error = #expect(throws: SpecError.self) {
      try TransitionSpec.read(json: TransitionCheckProperties.move("go", from: [100, 200], to: [300, 600], extra: twoPauses))
    }
    #expect(error?.path.description == "interactive.scripts[0].events[2].pause")
    let finishFalse = #", "interactive": {"scripts": [{"events": [{"at": 0, "finish": false}]}]}"#
    #expect(throws: SpecError.self) { try TransitionSpec.read(json: TransitionCheckProperties.move("go", from: [100, 200], to: [300, 600], extra: finishFalse)) }
  }

  /// A spec read once is built once, with its inline reverse: the check, the lint, the scripts
  /// and the reverse all take what was built (issue 40: `check` used to build it three times).
  @Test func aLoadedSpecIsBuiltOnceForTheCheckTheLintAndTheScripts() throws {
    let script = #", "interactive": {"completionCurve": "easeOut", "scripts": [{"events": [{"at": 0, "update": 0.3}, {"at": 0.1, "finish": true}]}]}"#
    let back = TransitionCheckProperties.move("back", from: [300, 600], to: [100, 200])
    let text = TransitionCheckProperties.move("go", from: [100, 200], to: [300, 600], extra: script + #", "reverse": "# + back)
    let counter = SpecBuildCounter()
    let loaded = try SpecBuildCounter.$current.withValue(counter) { try LoadedSpec.read(json: text) }
    #expect(counter.builds == 2)  // the spec and its inline reverse
    try SpecBuildCounter.$current.withValue(counter) {
      let report = try TransitionCheck.check(loaded)
      _ = try loaded.warnings()
      #expect(report.pair?.verdict == .timeReversible && report.scripts.count == 1)
      #expect(loaded.loadedReverse?.transition.kind.rawValue == "back")
    }
    #expect(counter.builds == 2)  // nothing built again
    #expect(loaded.completionCurve == .easeOut && loaded.scripts.first?.completionCurve == .easeOut)
    // The spec's own API builds as it always did: once per call.
    try SpecBuildCounter.$current.withValue(counter) { _ = try TransitionCheck.check(loaded.spec) }
    #expect(counter.builds == 4)
  }

  /// Every failure of a report is typed, and the report passes exactly when there is none.
  @Test func aReportPassesExactlyWhenItHasNoFailures() throws {
    let push = try TransitionCheckProperties.spec(TransitionCheckProperties.move("go", from: [100, 200], to: [300, 600], timing: "easeIn", extra: #", "expect": "timeReversible""#))
    let pop = try TransitionCheckProperties.spec(TransitionCheckProperties.move("back", from: [300, 600], to: [100, 250], timing: "easeIn"))
    let report = try TransitionCheck.check(push, reverse: pop)
    #expect(!report.passed)
    #expect(report.failures.map(\.summary) == ["the pair is not reversible", "expected at least timeReversible, got notReversible"])
    let passing = try TransitionCheck.check(push)
    #expect(passing.passed && passing.failures.isEmpty)
  }
}
