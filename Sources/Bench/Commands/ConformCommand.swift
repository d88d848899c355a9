import ArgumentParser
import Curves
import Foundation
import JSON
import SolverBench
import SolverZoo
import TextFormat

extension TransitionBench {
  struct ConformCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "conform",
      abstract:
        """
        Check any solver over a pipe: accuracy against reference, monotonicity, NaN, and its policy at the ends and \
        outside [0, 1].
        """,
      discussion: """
        Runs COMMAND (with /bin/sh -c), writes one JSON request per line to its standard input, \
        {"id": N, "curve": [x1, y1, x2, y2], "x": X}, and reads one answer per line, in order, \
        {"id": N, "y": Y} or {"id": N, "error": "why"} (non-finite numbers as "nan", "inf", "-inf"). \
        Each curve is asked at the sampled x, at 0, 5e-324, 1e-9, 1 - 2^-53 and 1, and at -0.5 and 1.5. \
        Exit codes: 0 every answer in [0, 1] within --accuracy of reference (default: the condition-aware \
        target), 1 a miss, 2 bad usage or a \
        command that fails or breaks the protocol.
        """)

    @OptionGroup var common: CommonOptions

    @Option(
      help: ArgumentHelp("The solver to check, run with /bin/sh -c (e.g. \"node my-solver.js\").", valueName: "command")
    )
    var command: String

    @Option(
      help: ArgumentHelp(
        """
        Curves: preset names, cubic-bezier(x1, y1, x2, y2) or [x1, y1, x2, y2], comma-separated; 'presets', \
        'stress' or 'all' (default: all).
        """,
        valueName: "curves"),
      transform: CurveSelection.parse)
    var curves: CurveSelection = .all

    @Option(help: "Sampled x per curve inside (0, 1), from the bench's fixed x sets (default 200; --quick: 32).")
    var samples: Int?

    @Option(
      help: ArgumentHelp(
        """
        What |y − y_ref| may be at each x in [0, 1]: 'target' (the condition-aware target the zoo's own solvers \
        meet) or a number (an absolute bound).
        """,
        valueName: "accuracy"))
    var accuracy: ConformAccuracy = .target

    @Option(help: "Seconds the whole exchange may take.")
    var timeout: Double = 120

    @Option(help: "table or json.")
    var format: ReportFormat = .table

    func validate() throws {
      if let samples, samples < 1 { throw ValidationError("--samples must be at least 1, got \(samples)") }
      guard timeout > 0 && timeout.isFinite else {
        throw ValidationError("--timeout must be finite and > 0, got \(timeout)")
      }
      if !curves.easings.isEmpty {
        throw ValidationError(
          "conform checks cubic-bezier solvers; \(curves.easings.map(\.name).joined(separator: ", ")) is not a cubic")
      }
    }

    func run() throws {
      let chosen = curves.curves(quick: false)
      let xs = SolverBenchmark.inputs(samples: samples ?? (common.quick ? 32 : 200)).filter { $0 > 0 && $0 < 1 }
      let check = ConformCheck(curves: chosen, xs: xs, accuracy: accuracy)
      let requests = check.requests
      let status = StatusLine()
      status.step("conform: \(requests.count) requests to \(command)")
      let started = Date()
      let answers = try ConformPipe(command: command, timeout: timeout).exchange(requests)
      let seconds = Date().timeIntervalSince(started)
      status.done()
      let reports = check.analyse(answers)
      let summary = ConformSummary(
        command: command, accuracy: accuracy, requests: requests.count, seconds: seconds, reports: reports)
      switch format {
      case .json: print(summary.json.formatted(sortingKeys: false))
      default: summary.printTable()
      }
      if !summary.passed {
        throw CheckFailed(
          message:
            """
            conform: \(summary.misses) answers in [0, 1] miss --accuracy \(accuracy) (largest |Δy| \
            \(Format.number(summary.maxAbsErr)))
            """
        )
      }
    }
  }
}

/// `conform`'s verdict over every curve.
struct ConformSummary {
  var command: String
  var accuracy: ConformAccuracy
  var requests: Int
  var seconds: Double
  var reports: [ConformCheck.CurveReport]

  var misses: Int { reports.map(\.misses).reduce(0, +) }
  var passed: Bool { misses == 0 }
  var maxAbsErr: Double { reports.map(\.maxAbsErr).max() ?? 0 }
  /// Every policy all the curves' answers are consistent with, most specific first: more than
  /// one when the answers cannot tell them apart (on curves with flat end tangents, clamping and
  /// the tangents answer alike).
  var sharedPolicies: [String] {
    var shared = reports.first?.policies ?? []
    for r in reports { shared = shared.filter(r.policies.contains) }
    return shared
  }

  /// The policy outside [0, 1]: the first that every curve's answers are consistent with, or,
  /// when none is, each policy with the number of curves whose answers are consistent with it,
  /// most first ("clamps on 15 of 18, extrapolates on 7 of 18"). A curve whose answers fit
  /// several policies counts for each, so a solver that clamps everywhere is never split between
  /// clamping and the flat tangents it cannot be told from.
  var policy: String {
    if let first = sharedPolicies.first { return first }
    var names: [String] = []
    for r in reports { for name in r.policies where !names.contains(name) { names.append(name) } }
    let counted = names.map { name in (name, reports.filter { $0.policies.contains(name) }.count) }
    return counted.sorted { $0.1 > $1.1 }.map { "\($0.0) on \($0.1) of \(reports.count)" }.joined(separator: ", ")
  }

  /// What the answers cannot tell apart from ``policy``, said in words; nil when nothing.
  var policyNote: String? {
    let shared = sharedPolicies
    guard shared.count > 1 else { return nil }
    return
      "the answers outside [0, 1] are consistent with \(shared.joined(separator: " and ")) alike on every curve here: "
      + "these curves cannot tell them apart"
  }

  /// What one curve's answers show outside [0, 1]: the shared policy where it is consistent.
  func policy(of report: ConformCheck.CurveReport) -> String {
    let overall = policy
    return report.policies.contains(overall) ? overall : report.policies.first ?? "–"
  }

  var exactlyZeroAtZero: Bool { reports.allSatisfy { $0.atZero == 0 } }
  var exactlyOneAtOne: Bool { reports.allSatisfy { $0.atOne == 1 } }

  func printTable() {
    let curves = "\(reports.count) \(reports.count == 1 ? "curve" : "curves")"
    print("conform: \(command): \(curves), \(requests) requests, answered in \(Format.short(seconds)) s")
    print(
      Format.table(
        [
          "curve", "checked", "max |Δy|", "misses", "target", "non-finite", "refused", "monotone", "y(0)", "y(1)",
          "outside [0, 1]",
        ],
        reports.map { r in
          [
            r.curve, "\(r.checked)", String(format: "%.1e", r.maxAbsErr), "\(r.misses)",
            "\(r.meetingTarget)/\(r.checked)", "\(r.nonFinite)", "\(r.refused)",
            !r.monotoneCurve
              ? "–" : (r.largestDecrease == 0 ? "yes" : "no (−\(String(format: "%.1e", r.largestDecrease)))"),
            r.atZero.map(Format.number) ?? "–", r.atOne.map(Format.number) ?? "–", policy(of: r),
          ]
        }))
    print(
      "accuracy \(accuracy): \(passed ? "passed" : "failed (\(misses) misses)"); "
        + "largest |Δy| \(Format.number(maxAbsErr)); "
          + """
          exactly 0 at x = 0: \(exactlyZeroAtZero ? "yes" : "no"); exactly 1 at x = 1: \
          \(exactlyOneAtOne ? "yes" : "no"); outside [0, 1]: \(policy)
          """
    )
    if let policyNote { print("note: \(policyNote)") }
  }

  /// `--format json`: the verdict, then one object per curve.
  var json: JSONValue {
    func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
    return .object([
      ("protocol", .number(1)), ("command", .string(command)),
      (
        "accuracy",
        { if case .absolute(let value) = accuracy { return .number(value) } else { return .string("target") } }()
      ), ("requests", .number(Double(requests))),
      ("passed", .bool(passed)), ("misses", .number(Double(misses))), ("maxAbsErr", .number(maxAbsErr)),
      ("exactlyZeroAtZero", .bool(exactlyZeroAtZero)), ("exactlyOneAtOne", .bool(exactlyOneAtOne)),
      ("policy", .string(policy)),
      ("policyNote", policyNote.map(JSONValue.string) ?? .null),
      (
        "curves",
        .array(
          reports.map { r in
            .object([
              ("curve", .string(r.curve)), ("checked", .number(Double(r.checked))), ("maxAbsErr", .number(r.maxAbsErr)),
              ("misses", .number(Double(r.misses))), ("meetingTarget", .number(Double(r.meetingTarget))),
              ("nonFinite", .number(Double(r.nonFinite))),
              ("refused", .number(Double(r.refused))), ("monotoneCurve", .bool(r.monotoneCurve)),
              ("largestDecrease", .number(r.largestDecrease)),
              ("atZero", number(r.atZero)), ("atOne", number(r.atOne)), ("policy", .string(policy(of: r))),
              ("consistentWith", .array(r.policies.map { .string($0) })),
            ])
          })
      ),
    ])
  }
}
