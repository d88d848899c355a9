import ArgumentParser
import Foundation
import JSON
import SolverZoo
import Transitions

/// `results.json` (schemaVersion 2), the contract scripts read. Field names are fixed; CSV
/// output uses the same names as columns. Numbers are written in shortest round-trip form;
/// infinities and NaN as the strings "inf", "-inf", "nan"; an unmeasured allocation count as
/// null, never 0. Version 2 added `build`, `machine.features`, `solvers[].fallbacks` and
/// `solverSummary[]`; this tool still reads version 1 files (for `diff` and `report`), where
/// those are absent.
struct Results: Codable {
  /// The version this tool writes.
  static let currentSchemaVersion = 2
  /// The versions this tool reads.
  static let readableSchemaVersions = [1, 2]

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

  struct Machine: Codable {
    var cpus: Int
    var model: String
    /// The CPU's vector and fused-multiply-add features that a `-target-cpu native` build can use
    /// (from /proc/cpuinfo: sse4_2, avx, avx2, fma, avx512f, …).
    var features: [String]?

    /// This machine.
    static var current: Machine {
      let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
      let lines = info.split(separator: "\n")
      let model = lines.first { $0.hasPrefix("model name") }.flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
      let flags = Set(lines.first { $0.hasPrefix("flags") }.map { $0.split(separator: " ").map(String.init) } ?? [])
      let features = ["sse4_2", "avx", "avx2", "fma", "bmi2", "avx512f", "avx512vl"].filter(flags.contains)
      return Machine(cpus: ProcessInfo.processInfo.activeProcessorCount, model: model, features: features)
    }
  }

  /// How the tool that wrote the file was built (decided at compile time, so it cannot disagree
  /// with the binary): `scripts/bench` builds for the machine it runs on.
  struct Build: Codable {
    /// "release" or "debug".
    var configuration: String
    /// "native" (`-Xswiftc -target-cpu -Xswiftc native`: FMA and AVX where the CPU has them) or
    /// "baseline" (the portable x86-64 default of `swift build`).
    var targetCPU: String
    /// The `swift build` flags (with `-DTRANSITION_MATH_FMA` where the library's
    /// `fusedMultiplyAdd` fuses).
    var flags: String

    static var current: Build {
      #if DEBUG
        let configuration = "debug"
      #else
        let configuration = "release"
      #endif
      #if TRANSITION_BENCH_NATIVE
        #if TRANSITION_MATH_FMA
          let fma = " -Xswiftc -DTRANSITION_MATH_FMA"
        #else
          let fma = ""
        #endif
        return Build(configuration: configuration, targetCPU: "native", flags: "-c \(configuration) -Xswiftc -target-cpu -Xswiftc native -Xswiftc -DTRANSITION_BENCH_NATIVE" + fma)
      #else
        return Build(configuration: configuration, targetCPU: "baseline", flags: "-c \(configuration)")
      #endif
    }
  }

  struct SolverRow: ResultsRow {
    var solver: SolverRowID
    var family: String
    var curve: String
    var order: InputOrder
    var samples: Int
    var medianNs: Double
    var p10Ns: Double
    var p90Ns: Double
    var ratioToBaseline: Double
    var ratioToFloor: Double
    var maxAbsErr: Double
    var meanAbsErr: Double
    var meetsAccuracyTarget: Bool
    var meanIterations: Double
    var allocsPerOp: Double?
    /// Solves that fell back to bisection (the GSL polishers); nil for solvers without one.
    var fallbacks: Int? = nil

    static let columns: [ResultsColumn<Self>] = [
      .init("solver") { .text($0.solver.description) }, .init("family") { .text($0.family) }, .init("curve") { .text($0.curve) },
      .init("order") { .text($0.order.rawValue) }, .init("samples") { .integer($0.samples) }, .init("medianNs") { .number($0.medianNs) },
      .init("p10Ns") { .number($0.p10Ns) }, .init("p90Ns") { .number($0.p90Ns) }, .init("ratioToBaseline") { .number($0.ratioToBaseline) },
      .init("ratioToFloor") { .number($0.ratioToFloor) }, .init("maxAbsErr") { .number($0.maxAbsErr) },
      .init("meanAbsErr") { .number($0.meanAbsErr) }, .init("meetsAccuracyTarget") { .flag($0.meetsAccuracyTarget) },
      .init("meanIterations") { .number($0.meanIterations) }, .init("allocsPerOp") { .optionalNumber($0.allocsPerOp) },
      .init("fallbacks") { .optionalInteger($0.fallbacks) },
    ]
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
      .init("layers") { .integer($0.layers) }, .init("fps") { .number($0.fps) }, .init("nsPerFrame") { .number($0.nsPerFrame) },
      .init("nsPerLayerFrame") { .number($0.nsPerLayerFrame) }, .init("allocsPerFrame") { .optionalNumber($0.allocsPerFrame) },
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

    static let columns: [ResultsColumn<Self>] = [
      .init("transition") { .text($0.transition.rawValue) }, .init("operation") { .text($0.operation.rawValue) },
      .init("maxDeviation") { .number($0.maxDeviation) }, .init("view") { .text($0.view) }, .init("property") { .text($0.property) },
      .init("time") { .number($0.time) },
    ]
  }

  /// Reads a results file written by this tool (schemaVersion 1 or 2).
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
      throw InputFileError("\(path) is not a transition-bench results.json (schemaVersion 1 or 2): \(error)")
    }
    guard readableSchemaVersions.contains(results.schemaVersion) else {
      throw InputFileError("\(path) has schemaVersion \(results.schemaVersion); this tool reads schemaVersion 1 and 2")
    }
    return results
  }

  /// Pretty JSON with sorted keys, "inf"/"-inf"/"nan" for non-finite numbers (the project's one
  /// JSON writer).
  func jsonData() throws -> Data {
    Data(try JSONValueEncoder().encode(self).formatted().utf8)
  }
}

/// Number and table formatting shared by the commands.
enum Format {
  /// Shortest round-trip decimal; "inf", "-inf", "nan" for the special values.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A compact human figure (3 significant digits).
  static func short(_ value: Double) -> String {
    if !value.isFinite { return number(value) }
    if value != 0 && (abs(value) < 1e-3 || abs(value) >= 1e6) { return String(format: "%.1e", value) }
    return String(format: abs(value) < 10 ? "%.2f" : (abs(value) < 100 ? "%.1f" : "%.0f"), value)
  }

  /// Left-aligned columns.
  static func table(_ header: [String], _ rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { i in all.map { $0.indices.contains(i) ? $0[i].count : 0 }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[i] - cell.count))  // no trailing spaces
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  static func csv(_ columns: [String], _ rows: [[String]]) -> String {
    ([columns] + rows).map { $0.map { $0.contains(",") ? "\"\($0)\"" : $0 }.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }
}
