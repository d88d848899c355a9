import Foundation
import JSON
import SolverZoo

/// What ``SolverBenchmark/run()`` measured: the rows, the summary, the table `transition-bench
/// solvers` prints, and results.json as `transition-bench` writes it (schema version 2: the
/// `solvers[]` and `solverSummary[]` of this run, no transitions, no verification), which
/// `transition-bench report` draws and `transition-bench diff` compares.
public struct SolverBenchReport {
  /// One row per solver (the floor included), curve and order.
  public var rows: [SolverRow]
  /// One row per solver and order, fastest first.
  public var summary: [SolverSummaryRow]
  /// The solver the ratios compare against.
  public var baseline: SolverID
  /// The policies of the rows that are not the zoo's.
  var policies: [SolverRowID: SolverPolicy]

  init(rows: [SolverRow], baseline: SolverID, policies: [SolverRowID: SolverPolicy]) {
    self.rows = rows
    self.baseline = baseline
    self.policies = policies
    summary = SolverSummaryRow.summarize(rows, policies: policies)
  }

  /// The table `transition-bench solvers` prints (with `detail`, the per-curve rows too).
  public func table(detail: Bool = false) -> String {
    SolverTable.text(rows, baseline: baseline, detail: detail, policies: policies)
  }

  /// The summary table.
  public var table: String { table() }

  /// results.json's text (sorted keys, "inf"/"-inf"/"nan" for non-finite numbers).
  ///
  /// - Parameters:
  ///   - version: the version of the code measured (results.json's `version`).
  ///   - commit: its commit (results.json's `commit`).
  public func resultsJSON(version: String = "", commit: String = "") throws -> String {
    let document = SolverResultsFile(
      version: version, commit: commit, date: ISO8601DateFormatter().string(from: Date()), machine: .current,
      solverSummary: summary, solvers: rows)
    return try JSONValueEncoder().encode(document).formatted()
  }

  /// Writes results.json into `directory` (created if missing) and returns its path.
  @discardableResult
  public func write(toDirectory directory: String, version: String = "", commit: String = "") throws -> String {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = URL(fileURLWithPath: directory).appendingPathComponent("results.json").path
    try Data(try resultsJSON(version: version, commit: commit).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}

/// results.json (schema version 3) with the solver arrays only.
struct SolverResultsFile: Encodable {
  var schemaVersion = 3
  var tool = "SolverBench"
  var version: String
  var commit: String
  var date: String
  var build: BenchBuild? = .current
  var machine: BenchMachine
  var seed: UInt64 = 0x0BE4C4
  var solverSummary: [SolverSummaryRow]
  var solvers: [SolverRow]
  var transitions: [Int] = []
  var verify: [Int] = []
}
