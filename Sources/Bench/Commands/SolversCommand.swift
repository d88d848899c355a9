import ArgumentParser
import Curves
import Foundation

extension TransitionBench {
  struct SolversCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "solvers",
      abstract: "Compare curve solvers: speed (ns per solve, ratios to a baseline and to the floor) and output error.")

    @OptionGroup var common: CommonOptions

    @Option(help: "Curves: preset names or cubic-bezier(x1, y1, x2, y2), comma-separated; 'presets', 'stress' or 'all'.")
    var curves = "all"

    @Option(help: "Solver ids, comma-separated (default: all of \(SolverID.names.joined(separator: ", "))).")
    var solvers: String?

    @Option(help: "A set of solvers instead of --solvers: 'all', or 'production' (the production ports with browser, fastest and reference).")
    var zoo: Zoo?

    @Flag(help: "Also print the per-curve rows (CSV, JSON and results.json always have them).")
    var detail = false

    @Option(help: "Input order: random, sorted or both.")
    var order: Orders = .both

    @Option(help: "How many x values (default: DESIGN.md's 12,000; --quick: 256).")
    var samples: Int?

    @Option(help: "The solver the ratios compare against.")
    var baseline: SolverID = .browser

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    /// `--order`: one ``InputOrder`` by its name, or `both`.
    struct Orders: ExpressibleByArgument {
      var orders: [InputOrder]
      static let both = Orders(orders: InputOrder.allCases)

      init(orders: [InputOrder]) { self.orders = orders }

      init?(argument: String) {
        if argument == "both" { self = .both } else if let order = InputOrder(rawValue: argument) { orders = [order] } else { return nil }
      }

      var defaultValueDescription: String { orders.count == 1 ? orders[0].rawValue : "both" }
      static var allValueStrings: [String] { InputOrder.allCases.map(\.rawValue) + ["both"] }
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
      if solvers != nil && zoo != nil { throw ValidationError("--solvers and --zoo choose the same thing: give one of them") }
      if let samples, samples < 1 { throw ValidationError("--samples must be at least 1, got \(samples)") }
      _ = try parsedCurves()
      _ = try parsedSolvers()
    }

    func parsedCurves() throws -> [(name: String, curve: CubicTimingFunction)] {
      try Self.curves(from: curves, quick: common.quick)
    }

    static func curves(from text: String, quick: Bool) throws -> [(name: String, curve: CubicTimingFunction)] {
      switch text {
      case "all": return quick ? Array(SolverInputs.allCurves.prefix(2)) : SolverInputs.allCurves
      case "presets": return CubicTimingFunction.presets
      case "stress": return SolverInputs.stressCurves
      default:
        // Split on commas outside parentheses.
        var parts: [String] = [], current = "", depth = 0
        for ch in text {
          if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
          if ch == "," && depth == 0 { parts.append(current); current = "" } else { current.append(ch) }
        }
        parts.append(current)
        return try parts.map { part in
          do { return (part.trimmingCharacters(in: .whitespaces), try CubicTimingFunction(parsing: part)) } catch {
            throw ValidationError("--curves: \(error)")
          }
        }
      }
    }

    func parsedSolvers() throws -> [SolverID] {
      if let zoo { return zoo.ids }
      guard let solvers else { return SolverID.allCases }
      return try solvers.split(separator: ",").map { id in
        do { return try SolverID(parsing: id.trimmingCharacters(in: .whitespaces)) } catch { throw ValidationError("--solvers: \(error)") }
      }
    }

    func run() throws {
      let bench = SolverBench(
        harness: common.harness, curves: try parsedCurves(), solvers: try parsedSolvers(),
        orders: order.orders,
        inputs: SolverBench.inputs(samples: samples ?? (common.quick ? 256 : nil)), baseline: baseline, allocations: AllocationCounter())
      let status = StatusLine()
      let rows = try bench.run(status: status)
      status.done()
      Output.solvers(rows, format: format, baseline: baseline, detail: detail)
    }
  }
}
