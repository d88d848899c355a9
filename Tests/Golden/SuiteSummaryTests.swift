import Foundation
@testable import SolverBench
import Testing

/// The suite's first run reads: a line per stage on standard error with the stages left, a
/// one-screen summary on standard output (at most 60 lines, the reversal checks as one line), the
/// full tables with `--detail`, and `summary FILE` printing the same summary from the results.json.
@Suite(.serialized) struct SuiteSummaryTests {
  @Test func theSuitesDefaultOutputFitsAScreenAndSaysWhereItIs() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["--quick", "--output", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 60, "\(lines.count) lines:\n\(run.stdout)")
    #expect(lines.first?.hasPrefix("solvers (baseline build), random order, fresh inputs: geometric mean over 2 curves") == true, "\(run.stdout)")
    #expect(lines.contains { $0.hasPrefix("random order, repeated inputs, ns/solve: ") } && lines.contains { $0.hasPrefix("sorted order, fresh inputs, ns/solve: ") })
    for start in ["targets (random order, fresh inputs): skia / fastest", "easings, ns/eval (random order): steps(4, jump-end)", "transitions: ",
                  "paths, worst relative length error: ", "frames, 100 animations at 120 fps, per frame: fastest ",
                  "eval: mixed-session ", "verify: "] {
      #expect(lines.contains { $0.hasPrefix(start) }, "no line starts with \(start):\n\(run.stdout)")
    }
    let verify = try #require(lines.first { $0.hasPrefix("verify: ") })
    #expect(verify.contains(" checks of ") && verify.contains("all within tolerance; largest "), "\(verify)")
    #expect(!run.stdout.contains("verify (largest deviation per check"), "the full verify table only with --detail")
    #expect(run.stdout.hasSuffix("results: \(directory.path)/results.json\nreport:  \(directory.path)/report.html\n"))
    // A line per stage, each with the stages after it, on standard error.
    let stages = run.stderr.split(separator: "\n").filter { $0.contains("] suite: ") }
    #expect(stages.count == 8, "\(run.stderr)")
    #expect(stages.first?.hasSuffix("suite: solvers on fresh inputs (left: solvers on repeated inputs, easings, transitions, paths, frames, eval, verify)") == true)
    #expect(stages.last?.hasSuffix("suite: verify (the last)") == true)
    // summary FILE is the same text, from the file alone.
    let summary = try BenchTool.run(["summary", directory.appendingPathComponent("results.json").path])
    #expect(summary.status == 0, "\(summary.stderr)")
    #expect(run.stdout.hasPrefix(summary.stdout), "summary:\n\(summary.stdout)\nsuite:\n\(run.stdout)")
    #expect(run.stdout == summary.stdout + "\nresults: \(directory.path)/results.json\nreport:  \(directory.path)/report.html\n")
    // The frame workload's rows reach the exports, named by solver, animations and rate.
    let export = try BenchTool.run(["export", directory.appendingPathComponent("results.json").path, "--format", "bmf"])
    #expect(export.status == 0 && export.stdout.contains("\"frames/fastest/100/120fps\"") && export.stdout.contains("\"frames/skia/1/60fps\""))
  }

  /// A results.json with far more rows than the suite's (here its easings two hundred times over) is
  /// cut at 60 lines, and says so.
  @Test func aLongSummaryIsCutAndSaysSo() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["solvers", "--quick", "--samples", "64", "--solvers", "fastest,skia", "--curves", "ease, steps(4), linear(0, 1)", "--output", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    let url = directory.appendingPathComponent("results.json")
    var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let easings = try #require(json["easings"] as? [[String: Any]])
    json["easings"] = (0..<200).flatMap { k in easings.map { row in row.merging(["easing": "copy \(k) of \(row["easing"] ?? "")"]) { $1 } } }
    try JSONSerialization.data(withJSONObject: json).write(to: url)
    let summary = try BenchTool.run(["summary", url.path])
    #expect(summary.status == 0, "\(summary.stderr)")
    let lines = summary.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 60 && lines[58].hasSuffix("more lines left out)"), "\(lines.count) lines:\n\(summary.stdout)")
  }

  /// A file with easing rows and no solver rows still has its headline regime (fresh) and its
  /// easings line.
  @Test func anEasingsOnlyFileIsSummarised() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["solvers", "--quick", "--samples", "64", "--curves", "steps(4)", "--output", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    let summary = try BenchTool.run(["summary", directory.appendingPathComponent("results.json").path])
    #expect(summary.stdout.hasPrefix("easings, ns/eval (random order): steps(4) "), "\(summary.stdout)")
  }

  @Test func detailPrintsEveryTable() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["--quick", "--detail", "--output", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    for table in ["per curve", "Easing functions:", "transitions (ns per sampled frame", "Paths: each engine", "frames: N animations at once", "eval (ns per line; in this process",
                  "verify (largest deviation per check"] {
      #expect(run.stdout.contains(table), "no \(table) table")
    }
  }

  @Test func summaryRefusesAMissingFile() throws {
    let run = try BenchTool.run(["summary", "/nonexistent/results.json"])
    #expect(run.status == 2 && run.stderr.contains("does not exist"), "\(run.stderr)")
  }

  /// Where the processor's branch-miss counter cannot be read (this project's CI runs in virtual
  /// machines without one), it says why and every figure is nil, never 0; where it can, its
  /// positive control counted and a loop of predictable branches misses far less than it.
  @Test func theBranchMissCounterCountsOrSaysItCannot() {
    let counter = BranchMissCounter()
    if counter.isLive {
      #expect(counter.reason == nil)
      var sink = 0
      let predictable = counter.perOperation(count: 4096) {
        for i in 0..<4096 { if i & 1 == 0 { sink &+= i } }
      }
      #expect(predictable.map { $0 < 0.05 } == true, "\(String(describing: predictable)) misses per predictable branch")
      #expect(sink != 1)
    } else {
      #expect(counter.reason?.isEmpty == false)
      #expect(counter.perOperation(count: 10) {} == nil, "not measured is nil, never 0")
    }
  }
}
