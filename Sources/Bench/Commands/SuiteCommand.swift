import ArgumentParser
import Curves
import Foundation
import SolverBench
import SolverZoo
import Transitions

extension TransitionBench {
  struct SuiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "suite",
      abstract:
        "The standard suite (the default): solvers, transitions, verification; tables, results.json and report.html.")

    @OptionGroup var common: CommonOptions

    @Option(help: "Where to write results.json and report.html (default: ./results/<UTC yyyyMMdd'T'HHmmss'Z'>/).")
    var output: String?

    @Flag(
      help: """
        Print every table in full (the solvers' summary per regime and order with their per-curve rows, the \
        easings, transitions, paths, eval and every reversal check) instead of the one-screen summary; \
        results.json and report.html always have every row.
        """)
    var detail = false

    @Option(
      help:
        """
        table (default), or bmf / github-action-benchmark: print results.json converted for a CI benchmark tool \
        instead of the tables (as `export` does); the paths go to stderr.
        """
    )
    var format: SuiteFormat = .table

    enum SuiteFormat: String, ExpressibleByArgument, CaseIterable {
      case table, bmf
      case githubActionBenchmark = "github-action-benchmark"
    }

    @Option(
      name: .customLong("plugin"),
      help: ArgumentHelp(
        """
        A shared library implementing include/transition_solver.h (ABI version 1), timed beside the built-in \
        solvers (repeatable).
        """,
        valueName: "path"))
    var pluginPaths: [String] = []

    /// The suite's stages, in order, as the progress lines name them.
    static let stages = [
      "solvers on fresh inputs", "solvers on repeated inputs", "easings", "transitions", "paths", "frames", "eval",
      "verify",
    ]

    func run() throws {
      let plugins = try SolversCommand.loadPlugins(pluginPaths)
      let status = StatusLine()
      var stages = Self.stages[...]
      func stage() { status.stage(stages.removeFirst(), left: Array(stages)) }
      let harness = common.harness
      let solverBench = SolverBenchmark(
        harness: harness, curves: common.quick ? Array(SolverInputs.allCurves.prefix(2)) : SolverInputs.allCurves,
        solvers: SolverID.allCases, orders: InputOrder.allCases,
        inputs: SolverBenchmark.inputs(samples: common.quick ? 256 : nil),
        baseline: .browser, allocations: AllocationCounter(), plugins: plugins)
      // The repeated regime beside the default, in random order only (the order the predictors
      // learn from; sorted x are predictable in either regime), so that its effect is shown.
      var repeatedBench = solverBench
      repeatedBench.regime = .repeated
      repeatedBench.orders = [.random]
      stage()
      var solverRows = try solverBench.run(status: status)
      stage()
      solverRows += try repeatedBench.run(status: status)
      stage()
      let easingRows = EasingBench(
        harness: harness, easings: try EasingBench.standard(), orders: InputOrder.allCases,
        inputs: SolverBenchmark.inputs(samples: common.quick ? 256 : nil),
        allocations: AllocationCounter()
      ).run(status: status)
      stage()
      let transitionBench = TransitionMeasurement(
        harness: harness,
        transitions: common.quick
          ? TransitionsCommand.select(kinds: [.slide, .collection, .collection3D], operations: [.push, .custom])
          : Catalogue.all(),
        layerCounts: common.quick ? [1, 1000] : [1, 1000, 10_000, 100_000], fps: [60], allocations: AllocationCounter())
      let transitionRows = try transitionBench.run(status: status)
      stage()
      let pathRows = try PathBench(
        harness: harness, paths: try PathBench.standard(quick: common.quick), allocations: AllocationCounter()
      ).run(status: status)
      stage()
      let frameRows = try FrameBench(
        harness: harness, animationCounts: common.quick ? [1, 100] : FrameBench.defaultCounts,
        fps: FrameBench.defaultFPS, solvers: FrameBench.defaultSolvers, allocations: AllocationCounter()
      ).run(status: status)
      stage()
      let evalRows = try EvalMeasurement(harness: harness, lines: common.quick ? 2_000 : 20_000).run(
        status: status, pipe: try .current(lines: common.quick ? 20_000 : 200_000, runs: common.quick ? 3 : 5))
      stage()
      let reports = try VerifyCommand.reports(names: [])
      status.done()

      let directory = try Self.outputDirectory(output)
      let results = Results(
        version: TransitionBench.configuration.version, commit: Self.commit(), date: Self.timestamp(iso: true),
        machine: .current, seed: 0x0BE4C4, solverSummary: Results.summarize(solverRows, plugins: plugins),
        solvers: solverRows, transitions: transitionRows, verify: Output.verifyRows(reports), easings: easingRows,
        eval: evalRows, paths: pathRows, frames: frameRows)
      if format == .table {
        if detail {
          Output.solvers(solverRows, format: .table, baseline: .browser, detail: true, plugins: plugins)
          print()
          Output.easings(easingRows, format: .table)
          print()
          Output.transitions(transitionRows, format: .table)
          print()
          Output.paths(pathRows, format: .table)
          print()
          Output.frames(frameRows, format: .table)
          print()
          Output.eval(evalRows, format: .table)
          print()
          Output.verify(reports, format: .table)
        } else {
          print(SuiteSummary.text(results))
        }
      }
      let url = URL(fileURLWithPath: directory).appendingPathComponent("results.json")
      try results.jsonData().write(to: url)
      let report = URL(fileURLWithPath: directory).appendingPathComponent("report.html")
      try ReportCommand.write(results, to: report.path)
      if let ci = ResultsExport.CIFormat(rawValue: format.rawValue) {
        print(ResultsExport.text(results, as: ci), terminator: "")
        FileHandle.standardError.write(Data("results: \(url.path)\nreport:  \(report.path)\n".utf8))
      } else {
        print("\nresults: \(url.path)\nreport:  \(report.path)")
      }
      if reports.contains(where: { !$0.passed }) { throw CheckFailed(message: "verify: a reversal check failed") }
    }

    static func outputDirectory(_ given: String?) throws -> String {
      let path = given ?? "results/\(timestamp(iso: false))"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return path
    }

    static func timestamp(iso: Bool) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = iso ? "yyyy-MM-dd'T'HH:mm:ss'Z'" : "yyyyMMdd'T'HHmmss'Z'"
      return formatter.string(from: Date())
    }

    static func commit() -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "rev-parse", "--short=12", "HEAD"]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = Pipe()
      // try?: without git (or outside a repository) the commit is "unknown", as results.json documents.
      guard (try? process.run()) != nil else { return "unknown" }
      process.waitUntilExit()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      return process.terminationStatus == 0 && !text.isEmpty ? text : "unknown"
    }
  }
}
