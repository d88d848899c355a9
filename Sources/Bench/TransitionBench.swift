import ArgumentParser
import Foundation

/// `transition-bench`: the project's benchmark runner.
@main
struct TransitionBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transition-bench",
    abstract: "Benchmarks for UI transition math: geometry, curve solvers and transitions.",
    discussion: """
      With no arguments, runs the default suite and prints a table of nanoseconds per operation \
      (median, with the 10th and 90th percentiles) and each row's ratio to the floor row, \
      measured in the same run. Ratios are the headline: the machine is shared and noisy.
      """,
    version: "0.1.0")

  @Flag(help: "A short run (under 2 s in a debug build), for tests and smoke checks.")
  var quick = false

  func run() throws {
    let harness = quick ? Harness.quick : Harness.standard
    try printSolverTable(harness: harness)
    print()
    let rows = try GeometryBench(harness: harness).run()
    let floor = rows.first?.timing.medianNs ?? 1
    print("transition-bench \(Self.configuration.version) — geometry and GSL bridge\(quick ? " (quick)" : "")")
    print(Self.pad("operation", 36) + Self.pad("median ns", 12) + Self.pad("p10", 10) + Self.pad("p90", 10) + "× floor")
    for row in rows {
      let t = row.timing
      print(Self.pad(row.name, 36) + Self.pad(Self.format(t.medianNs), 12) + Self.pad(Self.format(t.p10Ns), 10)
        + Self.pad(Self.format(t.p90Ns), 10) + Self.format(t.medianNs / floor))
    }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  static func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
  }

  /// The solver zoo in random order: geometric mean over the curves of ns per solve, the ratio
  /// to `browser` (above 1 is faster) and to the floor, and the output error.
  func printSolverTable(harness: Harness) throws {
    let bench = SolverBench(harness: harness, quick: quick)
    let rows = try bench.run()
    let floor = rows.first { $0.solver == "floor" }?.geometricMeanNs ?? 1
    let browser = rows.first { $0.solver == "browser" }?.geometricMeanNs ?? 1
    print("solvers — \(bench.curves.count) curves × \(bench.xs.count) x, random order (geometric mean over curves)")
    print(Self.pad("solver", 16) + Self.pad("ns/solve", 10) + Self.pad("× browser", 11) + Self.pad("× floor", 9)
      + Self.pad("max |Δy| presets", 18) + Self.pad("stress", 10) + "target met")
    for row in rows {
      let isFloor = row.solver == "floor"
      print(Self.pad(row.solver, 16) + Self.pad(Self.format(row.geometricMeanNs), 10)
        + Self.pad(Self.format(browser / row.geometricMeanNs), 11) + Self.pad(Self.format(row.geometricMeanNs / floor), 9)
        + Self.pad(isFloor ? "–" : String(format: "%.1e", row.maxErrorPresets), 18)
        + Self.pad(isFloor ? "–" : String(format: "%.1e", row.maxErrorStress), 10)
        + (isFloor ? "–" : (row.meetsTargetEverywhere ? "yes" : "no")))
    }
  }
}
