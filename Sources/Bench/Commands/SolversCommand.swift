import ArgumentParser
import Curves
import Foundation
import SolverBench
import SolverZoo

extension TransitionBench {
  struct SolversCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "solvers",
      abstract: "Compare curve solvers: speed (ns per solve, ratios to a baseline and to the floor) and output error.")

    @OptionGroup var common: CommonOptions

    @Option(
      help: ArgumentHelp(
        """
        Curves: preset names, cubic-bezier(x1, y1, x2, y2) or [x1, y1, x2, y2], comma-separated; 'presets', \
        'stress' or 'all' (default: all). CSS's steps(…), step-start, step-end and linear(…), and paths as \
        easings (path(<SVG path data>), Material's m3-emphasized) are timed as rows of their own (no solver \
        applies); a path also through Android's, Compose's and Compose's legacy port, with each one's worst \
        error against the exact path.
        """,
        valueName: "curves"),
      transform: CurveSelection.parse)
    var curves: CurveSelection = .all

    @Option(
      help: ArgumentHelp(
        "Solver ids, comma-separated (default: all of \(SolverID.names.joined(separator: ", "))).", valueName: "solvers"
      ),
      transform: CommaSeparated<SolverID>.solvers)
    var solvers: CommaSeparated<SolverID>?

    @Option(
      help:
        """
        A set of solvers instead of --solvers: 'all', or 'production' (the production ports with browser, fastest \
        and reference).
        """
    )
    var zoo: Zoo?

    @Option(
      name: .customLong("plugin"),
      help: ArgumentHelp(
        """
        A shared library implementing include/transition_solver.h (ABI version 1), timed beside the built-in \
        solvers (repeatable). With a plugin and no --solvers or --zoo, the built-in solvers are browser, fastest \
        and reference.
        """,
        valueName: "path"))
    var pluginPaths: [String] = []

    @Flag(help: "Also print the per-curve rows (CSV, JSON and results.json always have them).")
    var detail = false

    @Option(help: "Input order: random, sorted or both.")
    var order: Orders = .both

    @Option(
      help: """
        Which x the timed loops read: fresh (each pass the next window of --samples x from a pool of at least \
        2^20 seeded draws, which no branch predictor learns; the default), repeated (the fixed x sets on every \
        pass, which predictors partly learn) or both. Each row names its inputs.
        """)
    var inputs: Regimes = .fresh

    @Option(help: "How many x values per pass (default: all 12,000 of the fixed x sets; --quick: 256).")
    var samples: Int?

    @Option(help: "The solver the ratios compare against (measured too when not among the chosen solvers).")
    var baseline: SolverID = .browser

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    @Option(
      help: """
        Also write results.json (the suite's format, solver and easing rows only) into this directory, \
        which export, diff, history and report read: the way a custom curve's results reach a CI \
        benchmark tool.
        """)
    var output: String?

    /// The `--plugin` libraries, loaded and checked (a library that cannot be used is a usage
    /// error, exit 2, naming it and the reason).
    static func loadPlugins(_ paths: [String]) throws -> [SolverPlugin] {
      var plugins: [SolverPlugin] = []
      for path in paths {
        do { plugins.append(try SolverPlugin.load(path)) } catch { throw ValidationError(error.description) }
      }
      let names = plugins.map(\.name)
      if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
        throw ValidationError("two plugins are named \"\(twice)\": their rows would be indistinguishable")
      }
      return plugins
    }

    /// `--order`: one ``InputOrder`` by its name, or `both`.
    struct Orders: ExpressibleByArgument {
      var orders: [InputOrder]
      static let both = Orders(orders: InputOrder.allCases)

      init(orders: [InputOrder]) { self.orders = orders }

      init?(argument: String) {
        if argument == "both" {
          self = .both
        } else if let order = InputOrder(rawValue: argument) {
          orders = [order]
        } else {
          return nil
        }
      }

      var defaultValueDescription: String { orders.count == 1 ? orders[0].rawValue : "both" }
      static var allValueStrings: [String] { InputOrder.allCases.map(\.rawValue) + ["both"] }
    }

    /// `--inputs`: one `InputRegime` by its name, or `both`.
    struct Regimes: ExpressibleByArgument {
      var regimes: [InputRegime]
      static let fresh = Regimes(regimes: [.fresh])

      init(regimes: [InputRegime]) { self.regimes = regimes }

      init?(argument: String) {
        if argument == "both" {
          regimes = InputRegime.allCases
        } else if let regime = InputRegime(rawValue: argument) {
          regimes = [regime]
        } else {
          return nil
        }
      }

      var defaultValueDescription: String { regimes.count == 1 ? regimes[0].rawValue : "both" }
      static var allValueStrings: [String] { InputRegime.allCases.map(\.rawValue) + ["both"] }
    }

    /// `--zoo`: a named set of solver ids.
    enum Zoo: String, ExpressibleByArgument, CaseIterable {
      /// Every id.
      case all
      /// The production ports (``SolverFamily/production``) with `browser`, `fastest` and
      /// `reference` beside them.
      case production

      var ids: [SolverID] {
        switch self {
        case .all: SolverID.allCases
        case .production: [.browser, .fastest, .reference] + SolverID.allCases.filter { $0.family == .production }
        }
      }
    }

    func validate() throws {
      if solvers != nil && zoo != nil {
        throw ValidationError("--solvers and --zoo choose the same thing: give one of them")
      }
      if let samples, samples < 1 { throw ValidationError("--samples must be at least 1, got \(samples)") }
    }

    /// The solvers to run: `--zoo`'s, `--solvers`', or every id (with a plugin: browser, fastest
    /// and reference); then the baseline, when none of those is it, so that every `×` ratio has
    /// its denominator (a ratio to a solver not measured would read nan).
    var solverIDs: [SolverID] {
      let chosen =
        zoo?.ids ?? solvers?.values ?? (pluginPaths.isEmpty ? SolverID.allCases : [.browser, .fastest, .reference])
      return chosen.contains(baseline) ? chosen : chosen + [baseline]
    }

    func run() throws {
      let fixed = SolverBenchmark.inputs(samples: samples ?? (common.quick ? 256 : nil))
      let cubics = curves.curves(quick: common.quick), easings = curves.easings
      let plugins = try Self.loadPlugins(pluginPaths)
      let status = StatusLine()
      var rows: [Results.SolverRow] = []
      var easingRows: [Results.EasingRow] = []
      for regime in self.inputs.regimes {
        if !cubics.isEmpty {
          let bench = SolverBenchmark(
            harness: common.harness, curves: cubics, solvers: solverIDs, orders: order.orders, inputs: fixed,
            regime: regime, baseline: baseline, allocations: AllocationCounter(), plugins: plugins)
          rows += try bench.run(status: status)
        }
        easingRows += EasingBench(
          harness: common.harness, easings: easings, orders: order.orders, inputs: fixed, regime: regime,
          allocations: AllocationCounter()
        )
        .run(status: status)
      }
      status.done()
      if !rows.isEmpty { Output.solvers(rows, format: format, baseline: baseline, detail: detail, plugins: plugins) }
      if !easingRows.isEmpty {
        if !rows.isEmpty { print() }
        Output.easings(easingRows, format: format)
      }
      if let output {
        let url = try Self.writeResults(rows, easings: easingRows, plugins: plugins, into: output)
        FileHandle.standardError.write(Data("results: \(url.path)\n".utf8))
      }
    }

    /// results.json of a solvers run in `directory` (created when missing): the suite's schema,
    /// with the solver summary, the solver rows and the easing rows, and no transition, verify or
    /// eval rows.
    static func writeResults(
      _ rows: [Results.SolverRow], easings: [Results.EasingRow], plugins: [SolverPlugin], into directory: String
    ) throws -> URL {
      let results = Results(
        version: TransitionBench.configuration.version, commit: SuiteCommand.commit(),
        date: SuiteCommand.timestamp(iso: true), machine: .current, seed: 0x0BE4C4,
        solverSummary: rows.isEmpty ? nil : Results.summarize(rows, plugins: plugins), solvers: rows,
        easings: easings)
      let url = URL(fileURLWithPath: directory).appendingPathComponent("results.json")
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try results.jsonData().write(to: url)
      } catch {
        throw InputFileError("cannot write \(url.path): \(error.localizedDescription)")
      }
      return url
    }
  }
}
