import Transitions

/// One reason `check` fails a spec, typed: the command's exit message and `TransitionTesting`'s
/// `expectCheckPasses` both print ``CheckReport/failures``, so the two never say different things.
public enum CheckFailure: Hashable, Sendable, CustomStringConvertible {
  /// A check of the transition or of its reverse (continuity, cancel, finish, springs) beyond its
  /// tolerance.
  case check(ReversalVerifier.Report)
  /// An interactive script that does not end where it should.
  case script(ScriptReplay.Report)
  /// An interactive script whose release does not hand the finger over continuously: the
  /// position jumps, or a velocity-driven completion changes the finger's velocity.
  case handoff(ScriptReplay.Report)
  /// The pair's end states do not hand off: the reverse does not start where the forward ends, or
  /// does not end where it began.
  case notReversible(PairReport)
  /// The pair reverses, but less strongly than the spec's `expect`.
  case weakerThanExpected(expected: ReversalVerdict, pair: PairReport)

  /// One line: what failed, with its deviation, view and time.
  public var description: String {
    switch self {
    case .check(let report): "\(report)"
    case .script(let report): "script \"\(report.name)\": \(report.endState)"
    case .handoff(let report):
      "script \"\(report.name)\": \(report.failingHandoff.map(Self.describe) ?? "no hand-off")"
    case .notReversible(let pair): "not reversible: \(pair.endStates)"
    case .weakerThanExpected(let expected, let pair):
      "expected at least \(expected.rawValue), got \(pair.verdict.rawValue): \(pair.deciding)"
    }
  }

  /// A hand-off in words: the finger's velocity, the completion's, and the jumps.
  static func describe(_ h: ScriptReplay.Handoff) -> String {
    let completion = h.completionVelocity.map { "\($0)" } ?? "none (a restart)"
    var text = "at \(h.time) s the finger moves at \(h.gestureVelocity) progress/s"
    text += ", the completion starts at \(completion)"
    if let jump = h.velocityJump { text += " (velocity jump \(jump))" }
    if let jump = h.positionJump, jump > ScriptReplay.handoffTolerance { text += ", the position jumps by \(jump)" }
    if h.isVelocityDriven, !h.passed { text += ": the spring completion drops the finger's velocity" }
    return text
  }

  /// A few words naming what failed, for a summary line (`slide push continuity`).
  public var summary: String {
    switch self {
    case .check(let report): "\(report.transition) \(report.operation.rawValue) \(report.check.rawValue)"
    case .script(let report): "script \"\(report.name)\" does not end where it should"
    case .handoff(let report): "script \"\(report.name)\" does not hand the finger over continuously"
    case .notReversible: "the pair is not reversible"
    case .weakerThanExpected(let expected, let pair):
      "expected at least \(expected.rawValue), got \(pair.verdict.rawValue)"
    }
  }
}

extension CheckReport {
  /// Every reason the check fails, in the order the table shows them: the transition's checks,
  /// the reverse's, the scripts, then the pair. Empty exactly when ``passed``.
  public var failures: [CheckFailure] {
    var failures = (reports + reverseReports).filter { !$0.passed }.map(CheckFailure.check)
    failures += scripts.filter { !$0.endState.passed }.map(CheckFailure.script)
    failures += scripts.filter { !($0.handoff?.passed ?? true) || !$0.handoffs.allSatisfy(\.passed) }
      .map(CheckFailure.handoff)
    if let pair {
      if pair.verdict == .notReversible { failures.append(.notReversible(pair)) }
      if let expected, pair.verdict > expected { failures.append(.weakerThanExpected(expected: expected, pair: pair)) }
    }
    return failures
  }
}

extension ScriptReplay.Report {
  /// The first hand-off that fails, else the last release's.
  var failingHandoff: ScriptReplay.Handoff? { handoffs.first { !$0.passed } ?? handoff }
}
