import Foundation
import SolverBench
import Specs
import TextFormat
import Transitions

/// `check`'s table and its JSON form (one row per check, then the scripts and the verdict).
struct CheckOutput: Encodable {
  struct Row: Encodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
      case transition, operation, check, maxDeviation, tolerance, view, property, time, passed
    }

    var transition: String
    var operation: String
    var check: String
    var maxDeviation: Double
    var tolerance: Double
    var view: String
    var property: String
    var time: Double
    var passed: Bool
  }

  struct Pair: Encodable {
    var verdict: String
    var expected: String?
    var meetsExpectation: Bool
    var timeSymmetry: Row
    var pathSymmetry: Row
    var endStates: Row

    enum CodingKeys: String, CodingKey, CaseIterable {
      case verdict, expected, meetsExpectation, timeSymmetry, pathSymmetry, endStates
    }

    /// Every key, `expected` null when the spec expects nothing.
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(verdict, forKey: .verdict)
      try c.encode(expected, forKey: .expected)
      try c.encode(meetsExpectation, forKey: .meetsExpectation)
      try c.encode(timeSymmetry, forKey: .timeSymmetry)
      try c.encode(pathSymmetry, forKey: .pathSymmetry)
      try c.encode(endStates, forKey: .endStates)
    }
  }

  enum CodingKeys: String, CodingKey, CaseIterable { case passed, checks, scripts, completions, pair, warnings }

  /// Every key, `pair` null without a reverse (the contract `check --format json` documents).
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(passed, forKey: .passed)
    try c.encode(checks, forKey: .checks)
    try c.encode(scripts, forKey: .scripts)
    try c.encode(completions, forKey: .completions)
    try c.encode(pair, forKey: .pair)
    try c.encode(warnings, forKey: .warnings)
  }

  /// A silent no-op (``SpecWarning``), where it is.
  struct Warning: Encodable {
    var kind: String
    var path: String
    var file: String?
    var line: Int?
    var column: Int?
    var message: String

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, path, file, line, column, message }

    /// Every key, with explicit nulls for what is not known.
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(kind, forKey: .kind)
      try c.encode(path, forKey: .path)
      try c.encode(file, forKey: .file)
      try c.encode(line, forKey: .line)
      try c.encode(column, forKey: .column)
      try c.encode(message, forKey: .message)
    }
  }

  var passed: Bool
  var checks: [Row]
  var scripts: [Row]
  var completions: [Completion]
  var pair: Pair?
  var warnings: [Warning]

  init(_ report: CheckReport, warnings: [SpecWarning] = []) {
    self.warnings = warnings.map {
      Warning(
        kind: $0.kind.rawValue, path: "\($0.path)", file: $0.file, line: $0.position?.line, column: $0.position?.column,
        message: $0.message)
    }
    passed = report.passed
    checks = (report.reports + report.reverseReports).map { Self.row($0) }
    scripts = report.scripts.flatMap { s in
      [Self.row(s.endState, name: s.name), Self.row(s.retrace, name: s.name)]
        + (s.timeReverse.map { [Self.row($0, name: s.name)] } ?? [])
    }
    completions = report.scripts.map(Completion.init)
    pair = report.pair.map { p in
      Pair(
        verdict: p.verdict.rawValue, expected: report.expected?.rawValue, meetsExpectation: report.meetsExpectation,
        timeSymmetry: Self.row(p.timeSymmetry), pathSymmetry: Self.row(p.pathSymmetry), endStates: Self.row(p.endStates)
      )
    }
  }

  static func row(_ r: ReversalVerifier.Report, name: String? = nil) -> Row {
    Row(
      transition: name.map { "\(r.transition) \"\($0)\"" } ?? r.transition.rawValue, operation: r.operation.rawValue,
      check: r.check.rawValue,
      maxDeviation: r.deviation.magnitude, tolerance: r.tolerance, view: r.deviation.viewName,
      property: r.deviation.property.rawValue,
      time: r.deviation.time, passed: r.passed)
  }

  static func table(_ report: CheckReport, warnings: [SpecWarning] = [], name: String) -> String {
    let output = CheckOutput(report, warnings: warnings)
    func cells(_ r: Row, ok: String? = nil) -> [String] {
      [
        r.transition, r.operation, r.check, r.maxDeviation == 0 ? "0" : String(format: "%.2e", r.maxDeviation),
        Format.number(r.tolerance),
        r.maxDeviation == 0
          ? "–" : (r.maxDeviation.isFinite ? "\(r.view).\(r.property) @ \(Format.short(r.time)) s" : r.view),
        ok ?? (r.passed ? "yes" : "NO"),
      ]
    }
    var rows = output.checks.map { cells($0) }
    rows += output.scripts.map { r in
      switch r.check {
      case ReversalVerifier.Check.scriptRetracesPath.rawValue: cells(r, ok: r.passed ? "retraces" : "does not retrace")
      case ReversalVerifier.Check.scriptRewinds.rawValue: cells(r, ok: r.passed ? "time-reverse" : "not a time-reverse")
      default: cells(r)
      }
    }
    var text =
      "check \(name)\n"
      + Format.table(["transition", "operation", "check", "max deviation", "tolerance", "where", "ok"], rows)
    if !output.completions.isEmpty {
      text +=
        "\n\ncompletions:\n"
        + Format.table(
          ["script", "model", "direction", "from p", "start", "duration", "motion", "curve"],
          output.completions.map { c in
            [
              c.script, c.model, c.release.map { "\(c.direction) (\($0))" } ?? c.direction,
              Format.short(c.fromProgress), "\(Format.short(c.start)) s",
              "\(Format.short(c.duration)) s", c.motion, c.curve,
            ]
          })
      // One row per release: the last under the script's name, earlier ones (completions a pause
      // grabbed) with their time.
      let rows = output.completions.flatMap { c in
        c.handoffs.map { h in
          (
            c.handoffs.count > 1 && h.time != c.handoffs.last?.time
              ? "\(c.script) @ \(Format.short(h.time)) s" : c.script, h
          )
        }
      }
      if !rows.isEmpty {
        text +=
          "\n\nhand-offs (progress per second):\n"
          + Format.table(
            ["script", "finger", "completion starts at", "velocity jump", "position jump", "ok"],
            rows.map { script, h in
              let verdict =
                !h.passed
                ? (h.velocityDriven ? "drops the velocity" : "position jumps")
                : (h.velocityDriven ? "continuous" : "position continuous; velocity not carried")
              return [
                script, Format.short(h.gestureVelocity), h.completionVelocity.map(Format.short) ?? "–",
                h.velocityJump.map { Format.printf("%.2e", $0) } ?? "–",
                h.positionJump.map { Format.printf("%.2e", $0) } ?? "–", verdict,
              ]
            })
      }
      for c in output.completions {
        for clamp in c.clamps {
          text +=
            """
            \n  \(c.script): the gesture's progress \(Format.short(clamp.progress)) at \(Format.short(clamp.at)) s \
            (event \(clamp.event)) was clamped to \(Format.short(clamp.clamped))
            """
        }
      }
    }
    if output.pair == nil, let expected = report.expected {
      text +=
        """
        \n\nexpect: \(expected.rawValue) is about a pair: not checked without a reverse (--reverse SPEC2 or an \
        inline \"reverse\")
        """
    }
    if !warnings.isEmpty {
      text += "\n\n\(warnings.count) warning(s), printed on stderr with their lines (--strict fails on them):\n"
      text += warnings.map { "  \($0.path): \($0.kind.rawValue)" }.joined(separator: "\n")
    }
    if let pair = output.pair {
      text += "\n\nverdict: \(pair.verdict)"
      if let expected = pair.expected {
        text += " (expected at least \(expected): \(pair.meetsExpectation ? "met" : "NOT met"))"
      }
      text +=
        "\n"
        + Format.table(
          ["transition", "operation", "check", "max deviation", "tolerance", "where", "ok"],
          [pair.timeSymmetry, pair.pathSymmetry, pair.endStates].map { cells($0) })
    }
    return text
  }
}
