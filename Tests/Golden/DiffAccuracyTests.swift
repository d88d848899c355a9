import Foundation
import Testing

/// `diff` judges accuracy as well as time (a solver whose worst error grows regresses), warns when
/// the runs were built differently, and writes a Markdown section for a CI step summary.
@Suite struct DiffAccuracyTests {
  /// A results.json with one fastest row on easeIn (identical timings) and the given error.
  static func results(error: String, meets: Bool, targetCPU: String = "native", p10: Double = 9, p90: Double = 11) -> String {
    """
    {"schemaVersion": 2, "tool": "transition-bench", "version": "1", "commit": "c", "date": "d",
     "build": {"configuration": "release", "targetCPU": "\(targetCPU)", "flags": "f"},
     "machine": {"cpus": 2, "model": "m"}, "seed": 1,
     "solvers": [{"solver": "fastest", "family": "fastest", "curve": "easeIn", "order": "random", "samples": 10,
       "medianNs": 10, "p10Ns": \(p10), "p90Ns": \(p90), "ratioToBaseline": 1, "ratioToFloor": 1, "maxAbsErr": \(error),
       "meanAbsErr": 0, "meetsAccuracyTarget": \(meets), "meanIterations": 1, "allocsPerOp": 0}],
     "transitions": [], "verify": []}
    """
  }

  static func diff(_ base: String, _ new: String, _ extra: [String] = []) throws -> BenchTool.Run {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (a, b) = (directory.appendingPathComponent("base.json"), directory.appendingPathComponent("new.json"))
    try base.write(to: a, atomically: true, encoding: .utf8)
    try new.write(to: b, atomically: true, encoding: .utf8)
    return try BenchTool.run(["diff", a.path, b.path] + extra)
  }

  /// Each case: the base's and the new run's error and target, and the verdict on the error row.
  @Test(arguments: [
    ("1e-13", true, "3e-13", true, "regressed"),  // grew 3× (past 2×)
    ("1e-13", true, "1.5e-13", true, "unchanged"),  // within 2×
    ("1e-13", true, "1.1e-13", false, "regressed"),  // no longer meets the target
    ("1e-13", true, "\"inf\"", false, "regressed"),  // no longer finite
    ("1e-16", true, "8e-16", true, "unchanged"),  // round-off
    ("1e-13", true, "1e-14", true, "improved"),  // shrank 10×
  ])
  func theWorstErrorIsJudged(base: String, baseMeets: Bool, new: String, newMeets: Bool, verdict: String) throws {
    let run = try Self.diff(Self.results(error: base, meets: baseMeets), Self.results(error: new, meets: newMeets))
    #expect(run.status == (verdict == "regressed" ? 1 : 0), "\(run.stdout)\(run.stderr)")
    if verdict == "unchanged" {
      #expect(run.stdout.contains("0 regressed, 0 improved, 2 unchanged"), "\(run.stdout)")
    } else {
      #expect(run.stdout.contains("fastest easeIn random repeated max |Δy|") && run.stdout.contains(verdict), "\(run.stdout)")
    }
  }

  @Test func markdownIsASectionForAStepSummary() throws {
    let run = try Self.diff(Self.results(error: "1e-13", meets: true), Self.results(error: "5e-13", meets: true), ["--format", "markdown"])
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "### transition-bench diff: 1 regressed")
    #expect(lines.contains("| row | base | new | new/base | verdict |") && lines.contains("|---|---:|---:|---:|---|"))
    #expect(lines.contains("| fastest easeIn random repeated max \\|Δy\\| | 1e-13 | 5e-13 | 5.00× | **regressed** |"), "\(run.stdout)")
    #expect(lines.contains { $0.hasPrefix("1 regressed, 0 improved, 1 unchanged (threshold 10%, errors 2×)") })
  }

  /// A file written before the input regimes (its rows timed the repeated sets) against one timed
  /// on fresh inputs, where the same solver is twice as slow: no regression, a warning, and the
  /// fresh row listed as new; against a file whose row says `repeated`, the rows match.
  @Test func aChangeOfInputsIsAWarningNotARegression() throws {
    let old = Self.results(error: "1e-13", meets: true)
    let slower = Self.results(error: "1e-13", meets: true, p10: 19, p90: 21)
    let fresh = slower.replacingOccurrences(of: "\"order\": \"random\",", with: "\"order\": \"random\", \"inputs\": \"fresh\",")
    let run = try Self.diff(old, fresh)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("0 regressed, 0 improved, 0 unchanged") && run.stdout.contains("1 only in the base; 1 only in the new run"), "\(run.stdout)")
    #expect(run.stderr.contains("warning: the runs timed different inputs (base repeated; new fresh)"), "\(run.stderr)")
    let repeated = slower.replacingOccurrences(of: "\"order\": \"random\",", with: "\"order\": \"random\", \"inputs\": \"repeated\",")
    let same = try Self.diff(old, repeated)
    #expect(same.status == 1 && same.stdout.contains("1 regressed"), "\(same.stdout)")
    #expect(!same.stderr.contains("different inputs"), "\(same.stderr)")
  }

  @Test func runsOfDifferentBuildsAreComparedWithAWarning() throws {
    let base = Self.results(error: "1e-13", meets: true), new = Self.results(error: "1e-13", meets: true, targetCPU: "baseline")
    let run = try Self.diff(base, new)
    #expect(run.status == 0 && run.stderr.contains("warning: the runs were built differently (base release, native; new release, baseline)"), "\(run.stderr)")
    let markdown = try Self.diff(base, new, ["--format", "markdown"])
    #expect(markdown.stdout.contains("> **Warning:** the runs were built differently"))
    #expect(try Self.diff(base, base).stderr.isEmpty, "the same build: no warning")
  }

  /// Version 3 summary rows name their build: rows measured by different builds warn even where
  /// the files' own `build` is missing (rows copied or merged apart from their file).
  @Test func summaryRowsOfDifferentBuildsAreComparedWithAWarning() throws {
    func results(_ builds: [String]) -> String {
      let summary = builds.enumerated().map { i, build in
        """
        {"solver": "\(i == 0 ? "fastest" : "skia")", "family": "f", "order": "random", "curves": 1, "medianNs": 10, "ratioToBaseline": 1,
         "ratioToFloor": 1, "ratioToVectorFloor": 2, "maxAbsErr": 0, "curvesMeetingTarget": 1, "fallbacks": null, "allocsPerOp": 0,
         "policy": "p", "build": "\(build)"}
        """
      }
      return """
        {"schemaVersion": 3, "tool": "transition-bench", "version": "1", "commit": "c", "date": "d",
         "machine": {"cpus": 2, "model": "m"}, "seed": 1, "solverSummary": [\(summary.joined(separator: ","))],
         "solvers": [], "transitions": [], "verify": []}
        """
    }
    let run = try Self.diff(results(["native"]), results(["baseline"]))
    #expect(run.status == 0 && run.stderr.contains("warning: the summary rows were measured by different builds (base native; new baseline)"), "\(run.stderr)")
    let mixed = try Self.diff(results(["native", "baseline"]), results(["native", "baseline"]))
    #expect(mixed.stderr.contains("(base baseline, native; new baseline, native)"), "one file of two builds: \(mixed.stderr)")
    #expect(try Self.diff(results(["native"]), results(["native"])).stderr.isEmpty, "the same build: no warning")
  }

  @Test(arguments: [["--error-factor", "1"], ["--error-factor", "nan"], ["--format", "html"]])
  func badOptionsExitTwo(_ options: [String]) throws {
    let run = try Self.diff(Self.results(error: "0", meets: true), Self.results(error: "0", meets: true), options)
    #expect(run.status == 2, "\(run.stderr)")
  }
}
