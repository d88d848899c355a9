import ArgumentParser
import JSON
import SolverBench
import SolverZoo
import TextFormat

/// results.json in the formats CI tools read, version 2 of this mapping (documented in the
/// README, "The suite in your CI"; pinned by golden tests).
///
/// Every row becomes one benchmark, named by its path: `solvers/<solver>/<curve>/<order>/<inputs>`
/// (the per-curve rows), `solvers/<solver>/geomean/<order>/<inputs>` (the summary: the geometric
/// mean over the curves, the worst error), `easings/<easing>/<order>/<inputs>` (`<inputs>`, the
/// regime, is new in version 2; rows of files before the regimes are named without it),
/// `transitions/<transition>/<operation>/<layers>/<fps>fps`, `frames/<solver>/<animations>/<fps>fps`
/// (ns per frame of the frame workload) and `eval/<stream>` (ns per line).
/// The verify rows are checks, not measurements: they are not exported.
///
/// - **`bmf`**, Bencher Metric Format: an object keyed by benchmark; each has `latency` in ns
///   (`value` the median, `lower_value`/`upper_value` p10/p90 where the row has them; a
///   transition's latency is its ns per frame), `max-abs-err` (a solver's worst |y − y_ref|; not
///   for the floor and abi-call yardsticks) and `allocs-per-op` (per solve or per frame; absent
///   where the run did not measure allocations).
/// - **`github-action-benchmark`**: the `customSmallerIsBetter` array: one `{name, unit, value,
///   range, extra}` entry per measure, named `<benchmark>` (unit `ns`), `<benchmark> max-abs-err`
///   (unit `|Δy|`) and `<benchmark> allocs-per-op` (unit `allocs`).
///
/// JSON has no infinity: an error that is not finite (a solver that failed) is written as
/// 1.7976931348623157e308, the largest number JSON carries, so that any threshold catches it; a
/// NaN error is written the same way.
enum ResultsExport {
  /// The formats, as `--format` spells them.
  enum CIFormat: String, ExpressibleByArgument, CaseIterable {
    case bmf
    case githubActionBenchmark = "github-action-benchmark"
  }

  /// One benchmark's measures.
  struct Benchmark {
    var name: String
    var ns: Double
    var p10: Double?
    var p90: Double?
    var maxAbsErr: Double?
    var allocs: Double?
    var samples: Int?
  }

  /// Every exported benchmark of `results`, in the file's order.
  static func benchmarks(_ results: Results) -> [Benchmark] {
    var out: [Benchmark] = []
    func error(_ solver: SolverRowID, _ value: Double) -> Double? {
      solver.isYardstick ? nil : value
    }
    // A row that names its inputs ends its name with them (`/fresh`, `/repeated`): a series
    // tracked under one name never changes regime silently. Rows of files before the regimes keep
    // the names they had.
    func regime(_ inputs: InputRegime?) -> String { inputs.map { "/\($0.rawValue)" } ?? "" }
    for row in results.solvers {
      out.append(
        Benchmark(
          name: "solvers/\(row.solver)/\(row.curve)/\(row.order.rawValue)\(regime(row.inputs))", ns: row.medianNs,
          p10: row.p10Ns,
          p90: row.p90Ns,
          maxAbsErr: error(row.solver, row.maxAbsErr), allocs: row.allocsPerOp, samples: row.samples))
    }
    for row in results.solverSummary ?? [] {
      out.append(
        Benchmark(
          name: "solvers/\(row.solver)/geomean/\(row.order.rawValue)\(regime(row.inputs))", ns: row.medianNs,
          maxAbsErr: error(row.solver, row.maxAbsErr), allocs: row.allocsPerOp))
    }
    for row in results.easings ?? [] {
      out.append(
        Benchmark(
          name: "easings/\(row.easing)/\(row.order.rawValue)\(regime(row.inputs))", ns: row.medianNs, p10: row.p10Ns,
          p90: row.p90Ns,
          allocs: row.allocsPerOp, samples: row.samples))
    }
    for row in results.frames ?? [] {
      out.append(
        Benchmark(
          name: "frames/\(row.solver)/\(row.animations)/\(Format.number(row.fps))fps", ns: row.nsPerFrame,
          p10: row.p10Ns, p90: row.p90Ns, allocs: row.allocsPerFrame))
    }
    for row in results.transitions {
      out.append(
        Benchmark(
          name: "transitions/\(row.transition)/\(row.operation.rawValue)/\(row.layers)/\(Format.number(row.fps))fps",
          ns: row.nsPerFrame, allocs: row.allocsPerFrame))
    }
    for row in results.eval ?? [] {
      out.append(Benchmark(name: "eval/\(row.stream)", ns: row.medianNs, p10: row.p10Ns, p90: row.p90Ns))
    }
    for row in results.paths ?? [] {
      out.append(Benchmark(name: "paths/\(row.path)/\(row.engine)/length", ns: row.lengthNs))
      out.append(
        Benchmark(
          name: "paths/\(row.path)/\(row.engine)/point", ns: row.pointNs, p10: row.pointP10Ns, p90: row.pointP90Ns,
          maxAbsErr: row.engine == "exact" ? nil : row.maxPointErr, allocs: row.allocsPerPoint, samples: row.points))
    }
    return out
  }

  /// A number JSON can carry (see the type's note on non-finite errors).
  static func number(_ x: Double) -> JSONValue {
    .number(x.isFinite ? x : .greatestFiniteMagnitude, text: nil)
  }

  /// The Bencher Metric Format document.
  static func bmf(_ results: Results) -> JSONValue {
    .object(
      benchmarks(results).map { b in
        var latency: [(key: String, value: JSONValue)] = [("value", number(b.ns))]
        if let p10 = b.p10, let p90 = b.p90 { latency += [("lower_value", number(p10)), ("upper_value", number(p90))] }
        var measures: [(key: String, value: JSONValue)] = [("latency", .object(latency))]
        if let e = b.maxAbsErr { measures.append(("max-abs-err", .object([("value", number(e))]))) }
        if let a = b.allocs { measures.append(("allocs-per-op", .object([("value", number(a))]))) }
        return (key: b.name, value: .object(measures))
      })
  }

  /// github-action-benchmark's `customSmallerIsBetter` array.
  static func githubActionBenchmark(_ results: Results) -> JSONValue {
    var entries: [JSONValue] = []
    func entry(_ name: String, _ unit: String, _ value: Double, range: String? = nil, extra: String? = nil) {
      var members: [(key: String, value: JSONValue)] = [
        ("name", .string(name)), ("unit", .string(unit)), ("value", number(value)),
      ]
      if let range { members.append(("range", .string(range))) }
      if let extra { members.append(("extra", .string(extra))) }
      entries.append(.object(members))
    }
    for b in benchmarks(results) {
      var range: String?, extra: String?
      if let p10 = b.p10, let p90 = b.p90 {
        range = "±\(Format.short(max(p90 - b.ns, b.ns - p10)))"
        extra = "p10 \(Format.short(p10)) ns, p90 \(Format.short(p90)) ns" + (b.samples.map { ", \($0) samples" } ?? "")
      }
      entry(b.name, "ns", b.ns, range: range, extra: extra)
      if let e = b.maxAbsErr { entry("\(b.name) max-abs-err", "|Δy|", e) }
      if let a = b.allocs { entry("\(b.name) allocs-per-op", "allocs", a) }
    }
    return .array(entries)
  }

  /// `results` in `format`, as the text written to stdout or a file (ends with a newline).
  static func text(_ results: Results, as format: CIFormat) -> String {
    (format == .bmf ? bmf(results) : githubActionBenchmark(results)).formatted() + "\n"
  }
}
