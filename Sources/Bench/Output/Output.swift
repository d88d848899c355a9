import Curves
import Foundation
import JSON
import SolverBench
import SolverZoo
import TextFormat
import Transitions

/// Tables, JSON and CSV for the commands.
enum Output {
  /// The solver rows in `format`: per-curve rows for JSON and CSV; for a table, one row per
  /// solver and order (fastest first) and, with `detail`, the per-curve rows after it
  /// (``SolverTable``, which the SolverBench library prints for users' own runs too).
  static func solvers(
    _ rows: [Results.SolverRow], format: OutputFormat, baseline: SolverID, detail: Bool, plugins: [SolverPlugin] = []
  ) {
    switch format {
    case .json: print(jsonText(rows))
    case .csv: print(Format.csv(Results.SolverRow.columnNames, rows.map(\.csvFields)), terminator: "")
    case .table:
      print(SolverTable.text(rows, baseline: baseline, detail: detail, policies: SolverPlugin.policies(plugins)))
    }
  }

  /// CSS's step and linear easing functions, one row each per order (JSON and CSV: the rows as
  /// results.json's `easings[]` has them).
  static func easings(_ rows: [Results.EasingRow], format: OutputFormat) {
    switch format {
    case .json: print(jsonText(rows))
    case .csv: print(Format.csv(Results.EasingRow.columnNames, rows.map(\.csvFields)), terminator: "")
    case .table:
      print(
        """
        Easing functions: the algorithm itself (no solver applies), ns per evaluation, same inputs and loop as the \
        solvers; a path easing's ports with their worst error against the exact path
        """
      )
      print(
        Format.table(
          ["easing", "kind", "order", "inputs", "ns/eval", "p10", "p90", "allocs/op", "max err"],
          rows.map { r in
            [
              r.easing, r.kind, r.order.rawValue, r.regime.rawValue, Format.short(r.medianNs), Format.short(r.p10Ns),
              Format.short(r.p90Ns), r.allocsPerOp.map(Format.short) ?? "n/a",
              r.maxAbsErr.map { Format.printf("%.1e", $0) } ?? "–",
            ]
          }))
    }
  }

  static func eval(_ rows: [Results.EvalRow], format: OutputFormat) {
    switch format {
    case .json: print(jsonText(rows))
    case .csv: print(Format.csv(Results.EvalRow.columnNames, rows.map(\.csvFields)), terminator: "")
    case .table:
      print(
        """
        eval (ns per line; in this process, stdin and stdout not timed; mixed: \(rows.first?.lines ?? 0) lines; \
        new-curve: a curve the session has not seen on every line; mixed-pipe: transition-bench eval in a child \
        process through pipes, its start included)
        """
      )
      print(
        Format.table(
          ["stream", "ns/line", "p10", "p90", "lines/s", "target", "met"],
          rows.map { r in
            [
              r.stream, Format.short(r.medianNs), Format.short(r.p10Ns), Format.short(r.p90Ns),
              Format.short(r.linesPerSecond), r.target ?? "",
              r.meetsTarget.map { $0 ? "yes" : "NO" } ?? "",
            ]
          }))
    }
  }

  static func transitions(_ rows: [Results.TransitionRow], format: OutputFormat) {
    switch format {
    case .json: print(jsonText(rows))
    case .csv: print(Format.csv(Results.TransitionRow.columnNames, rows.map(\.csvFields)), terminator: "")
    case .table:
      print(
        """
        transitions (ns per sampled frame; × solve+apply: per layer-frame over one progress(at:) plus one Rect \
        interpolation)
        """
      )
      print(
        Format.table(
          ["transition", "operation", "layers", "fps", "ns/frame", "ns/layer-frame", "× solve+apply", "allocs/frame"],
          rows.map { r in
            [
              r.transition.rawValue, r.operation.rawValue, "\(r.layers)", Format.short(r.fps),
              Format.short(r.nsPerFrame), Format.short(r.nsPerLayerFrame),
              Format.short(r.ratioToSolvePlusApply), r.allocsPerFrame.map(Format.short) ?? "n/a",
            ]
          }))
    }
  }

  static func verifyRows(_ reports: [ReversalVerifier.Report]) -> [Results.VerifyRow] {
    // The largest deviation per transition and operation, over its checks.
    var worst: [String: ReversalVerifier.Report] = [:]
    var order: [String] = []
    var checks: [String: Int] = [:]
    var passed: [String: Bool] = [:]
    for r in reports {
      let key = "\(r.transition) \(r.operation.rawValue)"
      if worst[key] == nil { order.append(key) }
      checks[key, default: 0] += 1
      passed[key] = passed[key, default: true] && r.passed
      if r.deviation.magnitude >= (worst[key]?.deviation.magnitude ?? -1) { worst[key] = r }
    }
    return order.compactMap { key in worst[key].map { (key, $0) } }.map { key, r in
      Results.VerifyRow(
        transition: r.transition, operation: r.operation, maxDeviation: r.deviation.magnitude,
        view: r.deviation.viewName, property: r.deviation.property.rawValue, time: r.deviation.time,
        checks: checks[key], withinTolerance: passed[key])
    }
  }

  static func verify(_ reports: [ReversalVerifier.Report], format: OutputFormat) {
    switch format {
    case .json: print(jsonText(verifyRows(reports)))
    case .csv: print(Format.csv(Results.VerifyRow.columnNames, verifyRows(reports).map(\.csvFields)), terminator: "")
    case .table:
      print("verify (largest deviation per check: points for geometry, raw units otherwise)")
      print(
        Format.table(
          ["transition", "operation", "check", "max deviation", "tolerance", "where", "ok"],
          reports.map { r in
            [
              r.transition.rawValue, r.operation.rawValue, r.check.rawValue,
              r.deviation.magnitude == 0 ? "0" : String(format: "%.2e", r.deviation.magnitude),
              Format.number(r.tolerance),
              r.deviation.magnitude == 0
                ? "–"
                : "\(r.deviation.viewName).\(r.deviation.property.rawValue) @ \(Format.short(r.deviation.time)) s",
              r.passed ? "yes" : "NO",
            ]
          }))
    }
  }

  /// Rows as pretty JSON with sorted keys (the project's one JSON writer; the rows' own types
  /// cannot fail to encode, so a failure is a bug, not a silent "[]").
  static func jsonText<T: Encodable>(_ value: T) -> String {
    do {
      return String(try JSONValueEncoder().encode(value).formatted().dropLast())
    } catch {
      preconditionFailure("rows always encode: \(error)")
    }
  }
}
