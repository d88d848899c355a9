import ArgumentParser
import Foundation
import JSON
import SolverBench
import SolverZoo
import Transitions

/// `results.json` (schemaVersion 3), the contract scripts read. Field names are fixed; CSV
/// output uses the same names as columns. Numbers are written in shortest round-trip form;
/// infinities and NaN as the strings "inf", "-inf", "nan"; an unmeasured allocation count as
/// null, never 0. Version 2 added `build`, `machine.features`, `solvers[].fallbacks` and
/// `solverSummary[]`. Version 3 added the scalar floor (`solver: "floor-scalar"`), made
/// `ratioToFloor` a ratio to it (the vectorised one before) and added `ratioToVectorFloor` to
/// solver and summary rows and `build` to summary rows, and later the optional `eval[]` (`eval`'s
/// lines per second, `Results.EvalRow`) and `paths[]` (the path bench, `Results.PathRow`). This
/// tool still reads versions 1 and 2 (for `diff`, `report`, `history` and `export`), where those
/// are absent.
struct Results: Codable {
  /// The version this tool writes.
  static let currentSchemaVersion = 3
  /// The versions this tool reads.
  static let readableSchemaVersions = [1, 2, 3]

  var schemaVersion = Results.currentSchemaVersion
  var tool = "transition-bench"
  var version: String
  var commit: String
  var date: String
  var build: Build? = .current
  var machine: Machine
  var seed: UInt64
  var solverSummary: [SolverSummaryRow]? = nil
  var solvers: [SolverRow] = []
  var transitions: [TransitionRow] = []
  var verify: [VerifyRow] = []
  /// CSS's step and linear easing functions (optional: absent in files written before them).
  var easings: [EasingRow]? = nil
  /// `eval` timed in process, lines per second (optional: absent in files written before it).
  var eval: [EvalRow]? = nil
  /// The path bench: each engine's length and points on each path (optional: absent in files
  /// written before it).
  var paths: [PathRow]? = nil
  /// The frame workload: N animations at once, per solver and frame rate (optional: absent in
  /// files written before it).
  var frames: [FrameRow]? = nil

  /// This machine (`BenchMachine`, shared with the SolverBench library).
  typealias Machine = BenchMachine
  /// How the tool was built (`BenchBuild`).
  typealias Build = BenchBuild
  /// A solver row (`SolverBench.SolverRow`).
  typealias SolverRow = SolverBench.SolverRow
  /// A summary row (`SolverBench.SolverSummaryRow`).
  typealias SolverSummaryRow = SolverBench.SolverSummaryRow

  /// The regime the file's headline is measured in: `fresh` when any solver or easing row was
  /// timed on fresh inputs (the default since issue 43), else `repeated` (older files, and runs
  /// of `solvers --inputs repeated`).
  var headlineRegime: InputRegime {
    solvers.contains { $0.regime == .fresh } || (easings ?? []).contains { $0.regime == .fresh } ? .fresh : .repeated
  }

  /// The rows the report's solver charts and the history read: random order in the headline
  /// regime.
  var headline: RowGroup { RowGroup(headlineRegime, .random) }

  /// The summary of `rows` (`SolverSummaryRow.summarize`), with the plugins' policies.
  static func summarize(_ rows: [SolverRow], plugins: [SolverPlugin] = []) -> [SolverSummaryRow] {
    SolverSummaryRow.summarize(rows, policies: SolverPlugin.policies(plugins))
  }

  struct TransitionRow: ResultsRow {
    var transition: TransitionKind
    var operation: TransitionOperation
    var layers: Int
    var fps: Double
    var nsPerFrame: Double
    var nsPerLayerFrame: Double
    var allocsPerFrame: Double?
    var ratioToSolvePlusApply: Double

    static let columns: [ResultsColumn<Self>] = [
      .init("transition") { .text($0.transition.rawValue) }, .init("operation") { .text($0.operation.rawValue) },
      .init("layers") { .integer($0.layers) }, .init("fps") { .number($0.fps) },
      .init("nsPerFrame") { .number($0.nsPerFrame) },
      .init("nsPerLayerFrame") { .number($0.nsPerLayerFrame) },
      .init("allocsPerFrame") { .optionalNumber($0.allocsPerFrame) },
      .init("ratioToSolvePlusApply") { .number($0.ratioToSolvePlusApply) },
    ]
  }

  struct VerifyRow: ResultsRow {
    var transition: TransitionKind
    var operation: TransitionOperation
    var maxDeviation: Double
    var view: String
    var property: String
    var time: Double
    /// How many checks the transition and operation had (nil in files written before it).
    var checks: Int? = nil
    /// Whether every one of them was within its tolerance (nil in files written before it).
    var withinTolerance: Bool? = nil

    static let columns: [ResultsColumn<Self>] = [
      .init("transition") { .text($0.transition.rawValue) }, .init("operation") { .text($0.operation.rawValue) },
      .init("maxDeviation") { .number($0.maxDeviation) }, .init("view") { .text($0.view) },
      .init("property") { .text($0.property) },
      .init("time") { .number($0.time) }, .init("checks") { .optionalInteger($0.checks) },
      .init("withinTolerance") { .optionalFlag($0.withinTolerance) },
    ]
  }

  /// Reads a results file written by this tool (schemaVersion 1, 2 or 3).
  static func read(from path: String) throws -> Results {
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw InputFileError("cannot read \(path): \(error.localizedDescription)")
    }
    let results: Results
    do {
      let document = try JSONParser.parseDocument(String(decoding: data, as: UTF8.self))
      results = try JSONValueDecoder().decode(Results.self, from: document)
    } catch {
      throw InputFileError("\(path) is not a transition-bench results.json (schemaVersion 1, 2 or 3): \(error)")
    }
    guard readableSchemaVersions.contains(results.schemaVersion) else {
      throw InputFileError(
        "\(path) has schemaVersion \(results.schemaVersion); this tool reads schemaVersion 1, 2 and 3")
    }
    return results
  }

  /// Pretty JSON with sorted keys, "inf"/"-inf"/"nan" for non-finite numbers (the project's one
  /// JSON writer).
  func jsonData() throws -> Data {
    Data(try JSONValueEncoder().encode(self).formatted().utf8)
  }
}
