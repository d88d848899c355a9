import Curves
import Eval
import Foundation
import Testing
import TestSupport
import TransitionTesting
import Specs
import Transitions

/// CSS Easing Level 2's step and linear functions in this library: the spec's algorithms by
/// hand-worked values, their grammar, and their use in spec files and `eval`.
@Suite struct CSSEasingTests {
  /// The seven steps of "step easing function" on hand-worked cases, each jump term and the
  /// before flag.
  static let stepCases: [(String, Double, Bool, Double)] = [
    ("steps(4)", 0.3, false, 0.25), ("steps(4, jump-end)", 1, false, 1), ("steps(4, end)", 0.99, false, 0.75),
    ("steps(4, jump-start)", 0, false, 0.25), ("steps(4, start)", 0, true, 0), ("steps(4, jump-start)", 0.25, true, 0.25),
    ("steps(4, jump-none)", 0.3, false, 1.0 / 3), ("steps(4, jump-none)", 1, false, 1), ("steps(2, jump-none)", 0.49, false, 0),
    ("steps(4, jump-both)", 0, false, 0.2), ("steps(4, jump-both)", 0.3, false, 0.4), ("steps(4, jump-both)", 1, false, 1),
    ("step-start", 0, false, 1), ("step-start", 0, true, 0), ("step-end", 0.999, false, 0), ("step-end", 1, false, 1),
    // Outside [0, 1] nothing clamps the level: CSS's values.
    ("steps(2, jump-start)", -0.5, false, 0), ("steps(2, jump-start)", 1.5, false, 2), ("steps(2)", -0.6, false, -1),
    ("steps(2)", 1.5, false, 1.5),
  ]

  @Test(arguments: stepCases)
  func stepsFollowTheSpecsSevenSteps(text: String, x: Double, beforeFlag: Bool, expected: Double) throws {
    let easing = try EasingFunction(parsing: text)
    #expect(easing.progress(at: x, beforeFlag: beforeFlag) == expected, "\(text) at \(x)")
  }

  /// linear(): canonical points and outputs, including the grammar's rules: missing inputs
  /// spaced evenly, an input below an earlier one raised to it, two inputs as a flat run, equal
  /// inputs as a jump taken at the later output, extrapolation from the end segments.
  @Test func linearBuildsAndEvaluatesAsCSSSays() throws {
    func points(_ text: String) throws -> [LinearEasing.Point] {
      guard case .linear(let linear) = try EasingFunction(parsing: text) else { throw CurveError.emptyPath }
      return linear.points
    }
    func p(_ input: Double, _ output: Double) -> LinearEasing.Point { LinearEasing.Point(input: input, output: output) }
    #expect(try points("linear(0, 1)") == [p(0, 0), p(1, 1)])
    #expect(try points("linear(0, 0.25, 1)") == [p(0, 0), p(0.5, 0.25), p(1, 1)])
    #expect(try points("linear(0, 0.25 75%, 1)") == [p(0, 0), p(0.75, 0.25), p(1, 1)])
    #expect(try points("linear(0, 0.5 25% 75%, 1)") == [p(0, 0), p(0.25, 0.5), p(0.75, 0.5), p(1, 1)])
    #expect(try points("linear(0, 0.5 75% 25%, 1)") == [p(0, 0), p(0.75, 0.5), p(0.75, 0.5), p(1, 1)])
    #expect(try points("linear(0 50%, 1 20%)") == [p(0.5, 0), p(0.5, 1)])
    #expect(try points("linear(0, 0.1, 0.2, 0.9 80%, 1)") == [p(0, 0), p(0.8 / 3, 0.1), p(1.6 / 3, 0.2), p(0.8, 0.9), p(1, 1)])
    #expect(try points("linear(0 -10%, 1 150%)") == [p(-0.1, 0), p(1.5, 1)])
    let flat = try EasingFunction(parsing: "linear(0, 0.3 20% 80%, 1)")
    for x in stride(from: 0.2, through: 0.8, by: 0.01) { #expect(flat.progress(at: x) == 0.3, "flat at \(x)") }
    let jump = try EasingFunction(parsing: "linear(0, 0.2 50%, 0.8 50%, 1)")
    #expect(jump.progress(at: 0.5) == 0.8 && jump.progress(at: 0.4999999999999999) < 0.2)
    let start = try EasingFunction(parsing: "linear(0.5 0%, 0 0%, 1)")
    #expect(start.progress(at: 0) == 0 && start.progress(at: 0, beforeFlag: true) == 0.5)
    // Before a first input shared by two points, the current draft holds the first output (an
    // older draft took the second): linear(0 50%, 1 50%, 1) at 0.2 is 0.
    #expect(try EasingFunction(parsing: "linear(0 50%, 1 50%, 1)").progress(at: 0.2) == 0)
    #expect(try EasingFunction(parsing: "linear(0, 1 50%, 0 50%)").progress(at: 0.8) == 0)
    let identity = try EasingFunction(parsing: "linear(0, 1)")
    #expect(identity.progress(at: -0.5) == -0.5 && identity.progress(at: 2) == 2 && identity.progress(at: 0.3) == 0.3)
    #expect(jump.description == "linear(0 0%, 0.2 50%, 0.8 50%, 1 100%)")
  }

  @Test(arguments: [
    ("steps(0)", "≥ 1"), ("steps(1, jump-none)", "≥ 2 with jump-none"), ("steps(2, middle)", "not a step position"),
    ("steps(2.5)", "not a whole number"), ("steps()", "not a whole number"), ("steps(2, end, 3)", "found 3 arguments"),
    ("linear(0)", "at least 2 stops"), ("linear()", "is not a number"), ("linear(0, 50%)", "not a number with up to two percentages"),
    ("linear(0, 25% 0.5 75%)", "before or after it"), ("linear(0, 0.5 1% 2% 3%)", "up to two percentages"), ("linear(0, 1 x%)", "not a percentage"),
    ("linear(0, inf)", "not a finite number"),
  ])
  func badTextNamesWhatIsWrong(text: String, fragment: String) {
    #expect {
      _ = try EasingFunction(parsing: text)
    } throws: { error in
      "\(error)".contains(fragment)
    }
  }

  /// In a spec: a phase of `steps(4)` passes `check` (its jumps are designed), a delayed
  /// `jump-start` shows 0 until its phase starts (the before flag), and a linear() phase
  /// inverts; completion curves stay cubic and say why.
  @Test func specPhasesTakeStepsAndLinear() throws {
    let text = """
      {"specVersion": 2, "name": "ticker", "operation": "push",
       "views": [{"name": "dot", "frame": [0, 0, 10, 10]}, {"name": "bar", "frame": [0, 20, 10, 10]}],
       "phases": [{"name": "tick", "start": 0.1, "duration": 0.4, "timing": "steps(4, jump-start)"},
                  {"name": "glide", "duration": 0.5, "timing": "linear(0, 0.25 75%, 1)"}],
       "tracks": [{"view": "dot", "property": "center", "phase": "tick", "to": [405, 5]},
                  {"view": "bar", "property": "center", "phase": "glide", "to": [405, 25]}]}
      """
    let spec = try TransitionSpec.read(json: text)
    let ticker = try spec.transition()
    let dot = try #require(ticker.view(named: "dot"))
    #expect(ticker.scene(at: 0.05)[dot].center.x == 5, "before its phase a delayed jump-start shows its start")
    #expect(ticker.scene(at: 0.1)[dot].center.x == 105, "from its start it has jumped one level of four")
    #expect(ticker.scene(at: 0.35)[dot].center.x == 305)
    let report = try TransitionCheck.check(spec)
    #expect(report.passed, "\(report.reports.filter { !$0.passed })")
    #expect(try ticker.phases[1].time(forProgress: 0.25) == 0.375)
    #expect(throws: CurveError.self) { _ = try ticker.phases[0].time(forProgress: 0.5) }
    // Written back by `spec`, read again: the same transition.
    let written = try TransitionSpec(describing: ticker)
    #expect(Trace(try written.transition(), fps: 60) == Trace(ticker, fps: 60))
    // Where only a cubic goes, a step function is named as such.
    let completion = text.replacingOccurrences(of: "\"tracks\"", with: "\"interactive\": {\"completionCurve\": \"steps(2)\"}, \"tracks\"")
    #expect {
      _ = try TransitionSpec.read(json: completion).transition()
    } throws: { error in
      "\(error)".contains("interactive.completionCurve") && "\(error)".contains("CSS step or linear() function")
    }
  }

  /// Keyframes take CSS easings per segment, as CSS keyframes do: a spec's keyframe phase, a
  /// KeyframeTrack built from easings, and eval's keyframes op agree.
  @Test func keyframesTakeStepsAndLinearPerSegment() throws {
    let track = try KeyframeTrack<Double>(
      values: [0, 0.5, 1], easing: nil, easings: [try EasingFunction(parsing: "steps(2)"), try EasingFunction(parsing: "linear(0, 0.8 50%, 1)")])
    #expect(track.value(at: 0.2) == 0 && track.value(at: 0.3) == 0.25)
    #expect(abs(track.value(at: 0.75) - (0.5 + 0.5 * 0.8)) <= Tolerance.unitRounding)
    #expect(track.timingFunctions == nil && track.easings?.count == 2, "not all cubic: no cubic view")
    let spec = """
      {"specVersion": 2, "name": "k", "operation": "push", "views": [{"name": "dot", "frame": [0, 0, 10, 10]}],
       "phases": [{"duration": 1, "timing": {"keyframes": {"values": [0, 0.5, 1], "timingFunctions": ["steps(2)", "linear(0, 0.8 50%, 1)"]}}}],
       "tracks": [{"view": "dot", "property": "alpha", "to": 0}]}
      """
    let transition = try TransitionSpec.read(json: spec).transition()
    #expect(transition.phases[0].progress(at: 0.3) == 0.25)
    let answer = EvalDispatcher.respond(to: #"{"op":"keyframes","values":[0,0.5,1],"mode":"linear","timingFunctions":["steps(2)","linear(0, 0.8 50%, 1)"],"x":0.3}"#)
    #expect(answer == #"{"id":null,"op":"keyframes","value":0.25}"#, "\(answer ?? "")")
    // Written back by `spec`, the same phase.
    let written = try TransitionSpec(describing: transition)
    #expect(Trace(try written.transition(), fps: 60) == Trace(transition, fps: 60))
  }

  /// The allowance is one level of the step function, not any jump: an action that moves the
  /// view at a step boundary by more than a level is reported.
  @Test func continuityAllowsAStepsLevelButNotMore() throws {
    let text = """
      {"specVersion": 2, "name": "ticker", "operation": "push", "views": [{"name": "dot", "frame": [0, 0, 10, 10]}],
       "phases": [{"duration": 0.4, "timing": "steps(4)"}, {"start": 0.2, "duration": 0.2, "timing": "step-end"}],
       "tracks": [{"view": "dot", "property": "center", "phase": 0, "to": [405, 5]},
                  {"view": "dot", "property": "alpha", "phase": 1, "to": 0}]ACTIONS}
      """
    let steady = ReversalVerifier.continuity(try TransitionSpec.read(json: text.replacingOccurrences(of: "ACTIONS", with: "")).transition())
    #expect(steady.passed, "\(steady)")
    let pushed = text.replacingOccurrences(of: "ACTIONS", with: #", "actions": [{"view": "dot", "at": 0.1, "size": [10, 300]}]"#)
    let jumpy = ReversalVerifier.continuity(try TransitionSpec.read(json: pushed).transition())
    #expect(!jumpy.passed && jumpy.deviation.viewName == "dot", "\(jumpy)")
  }
}

/// web-platform-tests' expectations for steps() and linear() (`Reference/css-easing-wpt-*.json`,
/// which name their sources and tolerances).
@Suite struct CSSEasingWPTTests {
  @Test func everyOutputExpectationHolds() throws {
    let file = try ReferenceFile(named: "css-easing-wpt-output.json")
    #expect(file.cases.count == 277)
    var failures: [String] = []
    for c in file.cases {
      let text = try #require(c["function"]?.stringValue), x = try #require(c["input"]?.numberValue)
      let expected = try #require(c["output"]?.numberValue)
      let before = c["beforeFlag"] == .bool(true)
      let got = try EasingFunction(parsing: text).progress(at: x, beforeFlag: before)
      if !(abs(got - expected) <= file.tolerance.absolute) { failures.append("\(text) at \(x)\(before ? " (before)" : ""): \(got), expected \(expected)") }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(file.cases.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// linear() as Chromium evaluates and stores it, bit for bit (its inputs in percent, the
  /// missing ones filled from the previous point, a + p·(b − a) with p from percentages): every
  /// value headless Chromium gave (but one, where the current draft rules), and the points it
  /// serialized. Fractions gave 1.115625 for
  /// 1.1156249999999999 on the first case, and the closed-form fill differed on six functions.
  @Test func linearMatchesChromiumBitForBit() throws {
    let file = try ReferenceFile(named: "chromium-linear-easing.json")
    #expect(file.cases.count == 49 && file.tolerance.absolute == 0)
    var failures: [String] = []
    for c in file.cases {
      let text = try #require(c["function"]?.stringValue), x = try #require(c["input"]?.numberValue)
      // Where the current draft and Chromium differ (the case says why), the draft's value.
      let expected = try #require(c["draft"]?.numberValue ?? c["output"]?.numberValue)
      let easing = try EasingFunction(parsing: text)
      let got = easing.progress(at: x)
      if got.bitPattern != expected.bitPattern { failures.append("\(text) at \(x): \(got), expected \(expected)") }
      if let serialization = c["serialization"]?.stringValue, "\(easing)" != serialization {
        failures.append("\(text) serializes as \(easing), Chromium \(serialization)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(file.cases.count):\n\(failures.joined(separator: "\n"))")
  }

  /// At exactly the last input, the last output, whatever the segment's rise: the easing
  /// fuzzer's find, linear(0, 1e300 58%, 2) at 1, read −2.2e284 by Chromium's arithmetic (x − a/100
  /// over (b − a)/100 is 1.0000000000000002 there), below every output.
  @Test func theLastInputGivesTheLastOutput() throws {
    let easing = try EasingFunction(parsing: "linear(0, 1e300 58%, 2)")
    #expect(easing.progress(at: 1) == 2)
    for x in [0.0, 0.25, 0.5, 0.58, 0.75, 1 - 1e-12, 1] {
      let y = easing.progress(at: x)
      #expect(y >= 0 && y <= 1e300, "at \(x): \(y)")
    }
    #expect(try EasingFunction(parsing: "linear(0, 1.2 60%, 0.9 80%, 1)").progress(at: 1) == 1)
  }

  /// The `linear` keyword is the identity, exactly, at every door: as an easing, as a cubic
  /// (any x1 = y1, x2 = y2 draws y = x) and as `linear(0, 1)`. The cubic used to answer
  /// 0.29999999999999993 at 0.3 (the solve rounded it).
  @Test(arguments: [0.3, 0.1, 0.7, 1e-300, 0.5 - 0x1p-54, 1 - 0x1p-53, -0.25, 1.5, 0, 1])
  func theLinearKeywordIsTheIdentity(_ x: Double) throws {
    #expect(try EasingFunction(parsing: "linear").progress(at: x) == x)
    #expect(try CubicTimingFunction(parsing: "linear").progress(at: x) == x)
    #expect(try CubicTimingFunction(x1: 0.3, y1: 0.3, x2: 0.6, y2: 0.6).progress(at: x) == x)
    #expect(try CubicTimingFunction(x1: 0.3, y1: 0.3, x2: 0.6, y2: 0.6).controlPoints.progress(at: x) == x)
    #expect(try EasingFunction(parsing: "linear(0, 1)").progress(at: x) == x)
    if x >= 0 && x <= 1 { #expect(CubicTimingFunction.linear.times(forProgress: x).first == x) }
  }

  /// Valid text parses to what the computed serialization says (its canonical points; the
  /// steps' exact text); invalid text is refused.
  @Test func everySyntaxExpectationHolds() throws {
    let file = try ReferenceFile(named: "css-easing-wpt-syntax.json")
    for c in file.cases {
      let text = try #require(c["text"]?.stringValue)
      guard c["valid"] == .bool(true) else {
        #expect(throws: CurveError.self, "\(text) is invalid") { _ = try EasingFunction(parsing: text) }
        continue
      }
      let easing = try EasingFunction(parsing: text)
      guard let computed = c["computed"]?.stringValue else { continue }
      switch (easing, try EasingFunction(parsing: computed)) {
      case (.linear(let ours), .linear(let theirs)):
        #expect(ours.points.count == theirs.points.count, "\(text)")
        for (a, b) in zip(ours.points, theirs.points) {
          #expect(a.output == b.output && abs(a.input - b.input) <= file.tolerance.absolute, "\(text): \(ours) vs \(computed)")
        }
      case (.steps(let ours), _):
        #expect("\(ours)" == computed, "\(text)")
      case (.cubic(let ours), .cubic(let theirs)):
        #expect(ours == theirs, "\(text)")
      default:
        Issue.record("\(text) parses as \(easing), its computed value \(computed) as another kind")
      }
    }
  }
}
