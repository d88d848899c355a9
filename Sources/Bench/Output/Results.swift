import ArgumentParser
import Foundation
import JSON

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

  struct SolverRow: Codable {
    var solver: String
    var family: String
    var curve: String
    var order: String
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

    enum CodingKeys: String, CodingKey {
      case solver, family, curve, order, samples, medianNs, p10Ns, p90Ns, ratioToBaseline, ratioToFloor
      case maxAbsErr, meanAbsErr, meetsAccuracyTarget, meanIterations, allocsPerOp, fallbacks
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(solver, forKey: .solver)
      try c.encode(family, forKey: .family)
      try c.encode(curve, forKey: .curve)
      try c.encode(order, forKey: .order)
      try c.encode(samples, forKey: .samples)
      try c.encode(medianNs, forKey: .medianNs)
      try c.encode(p10Ns, forKey: .p10Ns)
      try c.encode(p90Ns, forKey: .p90Ns)
      try c.encode(ratioToBaseline, forKey: .ratioToBaseline)
      try c.encode(ratioToFloor, forKey: .ratioToFloor)
      try c.encode(maxAbsErr, forKey: .maxAbsErr)
      try c.encode(meanAbsErr, forKey: .meanAbsErr)
      try c.encode(meetsAccuracyTarget, forKey: .meetsAccuracyTarget)
      try c.encode(meanIterations, forKey: .meanIterations)
      try c.encodeOrNull(allocsPerOp, forKey: .allocsPerOp)
      try c.encodeOrNull(fallbacks, forKey: .fallbacks)
    }

    static let columns = [
      "solver", "family", "curve", "order", "samples", "medianNs", "p10Ns", "p90Ns", "ratioToBaseline", "ratioToFloor", "maxAbsErr", "meanAbsErr",
      "meetsAccuracyTarget", "meanIterations", "allocsPerOp", "fallbacks",
    ]
    var csvFields: [String] {
      [solver, family, curve, order, "\(samples)", Format.number(medianNs), Format.number(p10Ns), Format.number(p90Ns), Format.number(ratioToBaseline),
       Format.number(ratioToFloor), Format.number(maxAbsErr), Format.number(meanAbsErr), "\(meetsAccuracyTarget)", Format.number(meanIterations),
       allocsPerOp.map(Format.number) ?? "null", fallbacks.map { "\($0)" } ?? "null"]
    }
  }

  struct TransitionRow: Codable {
    var transition: String
    var operation: String
    var layers: Int
    var fps: Double
    var nsPerFrame: Double
    var nsPerLayerFrame: Double
    var allocsPerFrame: Double?
    var ratioToSolvePlusApply: Double

    enum CodingKeys: String, CodingKey {
      case transition, operation, layers, fps, nsPerFrame, nsPerLayerFrame, allocsPerFrame, ratioToSolvePlusApply
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(transition, forKey: .transition)
      try c.encode(operation, forKey: .operation)
      try c.encode(layers, forKey: .layers)
      try c.encode(fps, forKey: .fps)
      try c.encode(nsPerFrame, forKey: .nsPerFrame)
      try c.encode(nsPerLayerFrame, forKey: .nsPerLayerFrame)
      try c.encodeOrNull(allocsPerFrame, forKey: .allocsPerFrame)
      try c.encode(ratioToSolvePlusApply, forKey: .ratioToSolvePlusApply)
    }

    static let columns = ["transition", "operation", "layers", "fps", "nsPerFrame", "nsPerLayerFrame", "allocsPerFrame", "ratioToSolvePlusApply"]
    var csvFields: [String] {
      [transition, operation, "\(layers)", Format.number(fps), Format.number(nsPerFrame), Format.number(nsPerLayerFrame),
       allocsPerFrame.map(Format.number) ?? "null", Format.number(ratioToSolvePlusApply)]
    }
  }

  struct VerifyRow: Codable {
    var transition: String
    var operation: String
    var maxDeviation: Double
    var view: String
    var property: String
    var time: Double

    static let columns = ["transition", "operation", "maxDeviation", "view", "property", "time"]
    var csvFields: [String] { [transition, operation, Format.number(maxDeviation), view, property, Format.number(time)] }
  }

  /// Reads a results file written by this tool (schemaVersion 1 or 2).
  static func read(from path: String) throws -> Results {
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw ValidationError("cannot read \(path): \(error.localizedDescription)")
    }
    let results: Results
    do {
      let document = try JSONParser.parseDocument(String(decoding: data, as: UTF8.self))
      results = try JSONValueDecoder().decode(Results.self, from: document)
    } catch {
      throw ValidationError("\(path) is not a transition-bench results.json (schemaVersion 1 or 2): \(error)")
    }
    guard readableSchemaVersions.contains(results.schemaVersion) else {
      throw ValidationError("\(path) has schemaVersion \(results.schemaVersion); this tool reads schemaVersion 1 and 2")
    }
    return results
  }

  /// Pretty JSON with sorted keys, "inf"/"-inf"/"nan" for non-finite numbers (the project's one
  /// JSON writer).
  func jsonData() throws -> Data {
    Data(try JSONValueEncoder().encode(self).formatted().utf8)
  }
}

extension KeyedEncodingContainer {
  /// `value`, or an explicit `null` when it is nil (results.json writes "not measured" as null;
  /// the synthesised encoding would leave the key out).
  mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
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
