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
  public var passed: Bool { failures.isEmpty }
}

/// Runs every check of ``CheckReport`` on a spec.
public enum TransitionCheck {
  /// Checks `spec` and, when given (or inline as `spec.reverse`), its reverse: each is built once
  /// (``LoadedSpec``).
  ///
  /// - Throws: ``SpecError`` for a spec that does not build or a role naming no view;
  ///   `DriverError` or `CurveError` from the driver or GSL.
  public static func check(_ spec: TransitionSpec, reverse given: TransitionSpec? = nil, fps: Double = 60) throws
    -> CheckReport
  {
    try check(LoadedSpec(spec), reverse: given.map { spec throws(SpecError) in try LoadedSpec(spec) }, fps: fps)
  }

  /// Checks a loaded spec and, when given (or inline as its `reverse`), its reverse, on the
  /// transitions they built: nothing is built again.
  ///
  /// - Throws: ``SpecError`` for a role naming no view; `DriverError` or `CurveError` from the
  ///   driver or GSL.
  public static func check(
    _ loaded: LoadedSpec, reverse given: LoadedSpec? = nil, fps: Double = 60
  ) throws -> CheckReport {
    let forward = loaded.transition
    var report = CheckReport(
      reports: try checks(forward, curve: loaded.completionCurve, speed: loaded.completionSpeed),
      scripts: scripts(loaded.scripts, fps: fps), reverseReports: [], pair: nil, expected: loaded.spec.expect)
    if let reverse = given ?? loaded.loadedReverse {
      let base = given == nil ? LoadedSpec.reverseBase : .root
      report.reverseReports = try checks(
        reverse.transition, curve: reverse.completionCurve, speed: reverse.completionSpeed)
      report.scripts += scripts(reverse.scripts, fps: fps)
      let roles = try Self.roles(reverse.spec, reverse: reverse.transition, forward: forward, at: base)
      report.pair = PairCheck.check(forward: forward, reverse: reverse.transition, roles: roles, fps: fps)
    }
    return report
  }

  /// Continuity, cancel and finish from 11 progress values (with the completion curve and
  /// speed), and the spring cross-check.
  static func checks(
    _ transition: Transition, curve: CubicTimingFunction, speed: Double
  ) throws -> [ReversalVerifier.Report] {
    var reports = [ReversalVerifier.continuity(transition)]
    reports += try ReversalVerifier.cancelAndFinish(
      transition, fractions: (0...10).map { Double($0) / 10 }, completionCurve: curve, completionSpeed: speed)
    if let springs = try ReversalVerifier.springCrossCheck(transition) { reports.append(springs) }
    return reports
  }

  static func scripts(_ scripts: [Script], fps: Double) -> [ScriptReplay.Report] {
    scripts.map { script in
      ScriptReplay.replay(
        script.session, name: script.name, completionCurve: script.completionCurve,
        completionSpeed: script.completionSpeed, fps: fps)
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
    try sessions(spec, transition, completion: LoadedSpec.completion(spec, at: .root), at: .root)
  }

  /// The scripts of `spec`, which sits at `base` in its document (the root, or an inline
  /// `reverse`), with the section's completion curve and speed already resolved: a script's own
  /// curve is the only text read here.
  static func sessions(
    _ spec: TransitionSpec, _ transition: Transition, completion: LoadedSpec.Completion, at base: JSONPath
  ) throws(SpecError) -> [Script] {
    guard let interactive = spec.interactive else { return [] }
    var scripts: [Script] = []
    for (i, script) in (interactive.scripts ?? []).enumerated() {
      let path = base.key("interactive").key("scripts").index(i)
      // The script's own model, completion curve, speed and gesture, else the section's.
      let own = try script.completionCurve.map { text throws(SpecError) in try SpecCheck.curve(text, path) }
      let curve = own ?? completion.curve
      let speed = script.completionSpeed ?? completion.speed
      let gesture = interactive.gesture(for: script, container: spec.container ?? TransitionSpec.defaultContainer)
      let spring = (script.completionSpring ?? interactive.completionSpring)?.spring
      let animatorPath = script.animator != nil ? path.key("animator") : base.key("interactive").key("animator")
      let animator = try (script.animator ?? interactive.animator)?.setup(at: animatorPath) ?? PropertyAnimator.Setup()
      var steps: [InteractiveSession.Step] = []
      for (j, event) in script.events.enumerated() { steps.append(try event.step(at: path.key("events").index(j))) }
      do {
        let session = try InteractiveSession(
          transition, steps: steps, model: script.model ?? interactive.model ?? .uikit, gesture: gesture,
          completionCurve: curve, completionSpeed: speed, completionSpring: spring, animator: animator)
        scripts.append(
          Script(name: script.name ?? "script \(i)", session: session, completionCurve: curve, completionSpeed: speed))
      } catch {
        throw SpecError(path, "the interactive session refuses this script: \(error)")
      }
    }
    return scripts
  }

  /// The pair's names resolved by `PairRoles` (`roles`, else the view of the same name; the
  /// handoff lists), a name that resolves to no view reported where the spec writes it.
  static func roles(_ spec: TransitionSpec, reverse: Transition, forward: Transition, at base: JSONPath)
    throws(SpecError) -> PairRoles
  {
    do {
      return try PairRoles(
        forward: forward, reverse: reverse, roles: spec.roles ?? [:], start: spec.handoffs?.start,
        end: spec.handoffs?.end)
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
