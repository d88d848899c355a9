import Curves
import Specs
import Transitions

// The proofs of `transition-bench check`, as expectations for a user's own test suite. Each runs
// the same check as the command (the same verifier, tolerances and verdicts), records a failure
// at the caller's location when it does not hold (a Swift Testing issue inside a @Test, an
// XCTFail inside an XCTestCase), and returns the report for anything more specific.

/// Expects `reverse` (a pop, a dismiss) to undo `forward` (its push or present) with at least
/// the verdict `atLeast`, as `transition-bench check --reverse` judges a pair.
///
/// The verdicts, strongest first: `.timeReversible` (reverse(t) equals forward(D − t) with the
/// roles swapped, within `symmetryTolerance`), `.pathReversible` (the end
/// states hand off and every reverse state lies on the forward motion's path), `.endStatesOnly`
/// (the reverse starts where the forward ends and ends where it began), `.notReversible`. The
/// default asks for the handoff, as `check` does without an `expect`.
///
/// - Parameters:
///   - forward: the push or present.
///   - reverse: the pop or dismiss.
///   - verdict: the weakest verdict that passes (default `.endStatesOnly`, the handoff).
///   - roles: which forward view each reverse view plays, by name (a slide's pop: `["from":
///     "to", "to": "from"]`); a view not named here plays the forward view of its own name.
///   - start: the reverse's views that must start where the forward left them (default: the
///     reverse's endpoint views, as a spec's `handoffs.start`).
///   - end: the reverse's views that must end where the forward found them (default: its
///     endpoint views).
///   - fps: the frame rate the reverse is sampled at for the path check.
///   - fileID: the caller's `#fileID`, where a failure is reported (leave the default).
///   - filePath: the caller's `#filePath` (leave the default).
///   - line: the caller's `#line` (leave the default).
///   - column: the caller's `#column` (leave the default).
/// - Returns: the pair's report, or nil when a reverse view plays no forward view or a name in
///   `roles`, `start` or `end` is not a view (recorded as a failure naming it).
@discardableResult
public func expectReversible(
  _ forward: Transition, _ reverse: Transition, atLeast verdict: ReversalVerdict = .endStatesOnly,
  roles: [String: String] = [:], start: [String]? = nil, end: [String]? = nil, fps: Double = 60,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> PairReport? {
  let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let resolved: PairRoles
  do {
    resolved = try PairRoles(forward: forward, reverse: reverse, roles: roles, start: start, end: end)
  } catch {
    recordFailure("expectReversible: \(error)", at: location)
    return nil
  }
  let report = PairCheck.check(forward: forward, reverse: reverse, roles: resolved, fps: fps)
  if report.verdict > verdict {
    recordFailure(
      """
      expectReversible: \(forward.kind) \(forward.operation.rawValue)/\(reverse.operation.rawValue) is \
      \(report.verdict.rawValue), expected at least \(verdict.rawValue)
        \(report.timeSymmetry)
        \(report.pathSymmetry)
        \(report.endStates)
      """, at: location,
      showing: [(artifactName(forward, "forward"), forward), (artifactName(reverse, "reverse"), reverse)])
  }
  return report
}

/// Expects `transition` to be continuous: no jump between t − 1 ns and t + 1 ns larger than
/// `continuityTolerance` on any view, over a grid of `gridSamples` times and
/// every phase bound and action time, except its declared discontinuities (a designed snapshot
/// swap) and a spring phase's reported snap.
@discardableResult
public func expectContinuous(
  _ transition: Transition, gridSamples: Int = 200,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReversalVerifier.Report {
  let report = ReversalVerifier.continuity(transition, gridSamples: gridSamples)
  if !report.passed {
    recordFailure(
      "expectContinuous: \(report)",
      at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      showing: [(artifactName(transition), transition)])
  }
  return report
}

/// Expects an interactive cancel from each progress in `fractions` to return `transition`
/// exactly (tolerance 0) to its start scene plus its cancel actions, through the
/// `InteractiveDriver` with the given completion curve and speed (UIKit's
/// `cancelInteractiveTransition()`: the animator reverses and runs back to progress 0).
///
/// - Returns: the cancel report, or nil when the driver refuses the setup (recorded).
@discardableResult
public func expectRestoresOnCancel(
  _ transition: Transition, from fractions: [Double] = ExpectationDefaults.fractions,
  completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReversalVerifier.Report? {
  interactiveCheck(
    .cancelReturnsToStart, "expectRestoresOnCancel", transition, fractions, completionCurve, completionSpeed,
    ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects an interactive finish from each progress in `fractions` to reach `transition`'s
/// final scene exactly (tolerance 0), through the `InteractiveDriver` (UIKit's
/// `finishInteractiveTransition()`).
///
/// - Returns: the finish report, or nil when the driver refuses the setup (recorded).
@discardableResult
public func expectFinishesAtEnd(
  _ transition: Transition, from fractions: [Double] = ExpectationDefaults.fractions,
  completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReversalVerifier.Report? {
  interactiveCheck(
    .finishReachesEnd, "expectFinishesAtEnd", transition, fractions, completionCurve, completionSpeed,
    ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects every spring phase of `transition` to match GSL's `rk8pd` integration of the same
/// oscillator within 1e-9 of the motion's scale (the closed form is exact; this is the
/// independent witness). Returns nil, and expects nothing, for a transition without springs.
@discardableResult
public func expectSpringsMatchODE(
  _ transition: Transition,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReversalVerifier.Report? {
  let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let report = try ReversalVerifier.springCrossCheck(transition)
    if let report, !report.passed {
      recordFailure("expectSpringsMatchODE: \(report)", at: location, showing: [(artifactName(transition), transition)])
    }
    return report
  } catch {
    recordFailure("expectSpringsMatchODE: GSL failed: \(error)", at: location)
    return nil
  }
}

/// Expects a spec (and its reverse, given or inline) to pass every check of
/// `transition-bench check`: continuity, cancel and finish, springs against the ODE, each
/// interactive script, and the pair's verdict against the spec's `expect`. A failure lists every
/// check that did not hold.
///
/// - Returns: the full report, or nil when the spec does not build (recorded with its path).
@discardableResult
public func expectCheckPasses(
  _ spec: TransitionSpec, reverse: TransitionSpec? = nil, fps: Double = 60,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> CheckReport? {
  let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let report: CheckReport
  let loaded: (forward: LoadedSpec, reverse: LoadedSpec?)
  do {
    loaded = (try LoadedSpec(spec), try reverse.map { spec throws(SpecError) in try LoadedSpec(spec) })
    report = try TransitionCheck.check(loaded.forward, reverse: loaded.reverse, fps: fps)
  } catch {
    recordFailure("expectCheckPasses: the spec does not check: \(error)", at: location)
    return nil
  }
  if !report.passed {
    // The failures as `check` states them (CheckReport.failures), with the transitions checked.
    let lines = ["expectCheckPasses: \(spec.name) fails"] + report.failures.map { "  \($0)" }
    var shown = [(name: String, transition: Transition)]()
    shown.append((artifactName(loaded.forward.transition), loaded.forward.transition))
    if let reverse = loaded.reverse?.transition ?? loaded.forward.reverse {
      shown.append((artifactName(reverse, "reverse"), reverse))
    }
    recordFailure(lines.joined(separator: "\n"), at: location, showing: shown)
  }
  return report
}

/// Defaults shared by the interactive expectations.
public enum ExpectationDefaults {
  /// 0, 0.1, …, 1: the progress values `check` cancels and finishes from.
  public static let fractions: [Double] = (0...10).map { Double($0) / 10 }
}

/// Runs the driver's cancel and finish from each fraction and expects `check` to hold.
private func interactiveCheck(
  _ check: ReversalVerifier.Check, _ name: String, _ transition: Transition, _ fractions: [Double],
  _ completionCurve: CubicTimingFunction, _ completionSpeed: Double, _ location: ExpectationLocation
) -> ReversalVerifier.Report? {
  do {
    let reports = try ReversalVerifier.cancelAndFinish(
      transition, fractions: fractions, completionCurve: completionCurve, completionSpeed: completionSpeed)
    guard let report = reports.first(where: { $0.check == check }) else { return nil }
    if !report.passed {
      recordFailure("\(name): \(report)", at: location, showing: [(artifactName(transition), transition)])
    }
    return report
  } catch {
    recordFailure("\(name): the interactive driver refuses: \(error)", at: location)
    return nil
  }
}

/// The name a failing expectation's files take: the transition's kind and operation, after a
/// prefix saying which side it is (`forward-slide-push`).
private func artifactName(_ transition: Transition, _ prefix: String? = nil) -> String {
  (prefix.map { $0 + "-" } ?? "") + "\(transition.kind)-\(transition.operation.rawValue)"
}
