import Curves
import JSON
import Transitions

/// Everything `transition-bench check` verifies on a user's spec (and its reverse): continuity
/// (designed discontinuities excluded by name), cancel from any progress returning exactly to the
/// start and finish reaching the end, spring phases against GSL's ODE, every interactive script,
/// and for a pair the reversal verdict.
public struct CheckReport: Sendable {
  /// The checked transition's checks (continuity, cancel, finish, springs).
  public var reports: [ReversalVerifier.Report]
  /// Each interactive script of the spec, replayed.
  public var scripts: [ScriptReplay.Report]
  /// The reverse's own checks, when there is a reverse.
  public var reverseReports: [ReversalVerifier.Report]
  /// The pair's verdict, when there is a reverse.
  public var pair: PairReport?
  /// The verdict the spec expects at least.
  public var expected: ReversalVerdict?

  /// Whether the pair meets the expected verdict. True without an expectation, and without a
  /// reverse (an expectation is about a pair: a spec checked alone is not judged by it, and the
  /// output says so).
  public var meetsExpectation: Bool {
    guard let expected, let pair else { return true }
    return pair.verdict <= expected
  }

  /// Whether every check passed: each report within its tolerance, each script ending where it
  /// should, a pair's end states handing off (a pair that is not reversible at all, whose reverse
  /// does not start where the forward ends or end where it began, is broken), and the expected
  /// verdict reached. (A script's retrace and time-reverse deviations are reported, not failed:
  /// a restart-style cancel is a design choice, not a bug; likewise a pair that hands off but is
  /// not symmetric, unless the spec expects it to be.)
  public var passed: Bool {
    (reports + reverseReports).allSatisfy(\.passed) && scripts.allSatisfy(\.endState.passed)
      && (pair.map { $0.verdict != .notReversible } ?? true) && meetsExpectation
  }
}

/// Runs every check of ``CheckReport`` on a spec.
public enum TransitionCheck {
  /// Checks `spec` and, when given (or inline as `spec.reverse`), its reverse.
  ///
  /// - Throws: ``SpecError`` for a spec that does not build or a role naming no view;
  ///   `DriverError` or `CurveError` from the driver or GSL.
  public static func check(_ spec: TransitionSpec, reverse given: TransitionSpec? = nil, fps: Double = 60) throws -> CheckReport {
    let forward = try spec.transition()
    let reverseSpec = given ?? spec.reverse
    var report = CheckReport(reports: try checks(forward, spec.interactive), scripts: try scripts(spec, forward, fps: fps), reverseReports: [], pair: nil, expected: spec.expect)
    if let reverseSpec {
      let base = given == nil ? JSONPath.root.key("reverse") : .root
      let reverse = try reverseSpec.transition(at: base)
      report.reverseReports = try checks(reverse, reverseSpec.interactive)
      report.scripts += try scripts(reverseSpec, reverse, fps: fps)
      let roles = try Self.roles(reverseSpec, reverse: reverse, forward: forward, at: base)
      report.pair = PairCheck.check(forward: forward, reverse: reverse, roles: roles, fps: fps)
    }
    return report
  }

  /// Continuity, cancel and finish from 11 progress values (with the spec's completion curve and
  /// speed), and the spring cross-check.
  static func checks(_ transition: Transition, _ interactive: InteractiveSpec?) throws -> [ReversalVerifier.Report] {
    var reports = [ReversalVerifier.continuity(transition)]
    let curve = try interactive?.completionCurve.map { try CubicTimingFunction(parsing: $0) } ?? .easeInEaseOut
    reports += try ReversalVerifier.cancelAndFinish(
      transition, fractions: (0...10).map { Double($0) / 10 }, completionCurve: curve, completionSpeed: interactive?.completionSpeed ?? 1)
    if let springs = try ReversalVerifier.springCrossCheck(transition) { reports.append(springs) }
    return reports
  }

  static func scripts(_ spec: TransitionSpec, _ transition: Transition, fps: Double) throws -> [ScriptReplay.Report] {
    try sessions(spec, transition).map { script in
      ScriptReplay.replay(script.session, name: script.name, completionCurve: script.completionCurve, completionSpeed: script.completionSpeed, fps: fps)
    }
  }

  /// One script of a spec, ready to sample.
  public struct Script: Sendable {
    /// Its name (`script <index>` when the spec gives none).
    public var name: String
    /// The session its events make.
    public var session: InteractiveSession
    /// Its completion curve (the script's, else the section's, else ease-in-ease-out).
    public var completionCurve: CubicTimingFunction
    /// Its completion speed (the script's, else the section's, else 1).
    public var completionSpeed: Double
  }

  /// The interactive scripts of `spec` on its built `transition`, each as a session under its
  /// model, with its gesture reading, completion curve and speed.
  ///
  /// - Throws: ``SpecError`` at the script when the session refuses its events.
  public static func sessions(_ spec: TransitionSpec, _ transition: Transition) throws(SpecError) -> [Script] {
    guard let interactive = spec.interactive else { return [] }
    var scripts: [Script] = []
    for (i, script) in (interactive.scripts ?? []).enumerated() {
      let path = JSONPath.root.key("interactive").key("scripts").index(i)
      // The script's own model, completion curve, speed and gesture, else the section's.
      let curveText = script.completionCurve ?? interactive.completionCurve
      let curve = try curveText.map { text throws(SpecError) in try SpecCheck.curve(text, path) } ?? .easeInEaseOut
      let speed = script.completionSpeed ?? interactive.completionSpeed ?? 1
      let gesture = interactive.gesture(for: script, container: spec.container ?? TransitionSpec.defaultContainer)
      do {
        let session = try InteractiveSession(
          transition, steps: script.events.map(\.step), model: script.model ?? interactive.model ?? .uikit, gesture: gesture,
          completionCurve: curve, completionSpeed: speed)
        scripts.append(Script(name: script.name ?? "script \(i)", session: session, completionCurve: curve, completionSpeed: speed))
      } catch {
        throw SpecError(path, "the interactive session refuses this script: \(error)")
      }
    }
    return scripts
  }

  /// The pair's names resolved by `PairRoles` (`roles`, else the view of the same name; the
  /// handoff lists), a name that resolves to no view reported where the spec writes it.
  static func roles(_ spec: TransitionSpec, reverse: Transition, forward: Transition, at base: JSONPath) throws(SpecError) -> PairRoles {
    do {
      return try PairRoles(forward: forward, reverse: reverse, roles: spec.roles ?? [:], start: spec.handoffs?.start, end: spec.handoffs?.end)
    } catch {
      switch error {
      case .unknownRoleKey(let key, _): throw SpecError(base.key("roles").key(key), "\(error)")
      case .noForwardView(let name, let index, _, let mapped, _):
        throw SpecError(mapped ? base.key("roles").key(name) : base.key("views").index(index).key("name"), "\(error)")
      case .unknownHandoffView(let handoff, let index, _, _):
        throw SpecError(base.key("handoffs").key(handoff.rawValue).index(index), "\(error)")
      }
    }
  }
}
