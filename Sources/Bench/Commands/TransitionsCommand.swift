import ArgumentParser
import Curves
import Foundation
import Transitions

extension TransitionBench {
  struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "transitions",
      abstract: "Run full transitions frame by frame: ns per frame and per layer-frame, against one solve plus one interpolation per layer.")

    @OptionGroup var common: CommonOptions

    @Option(help: "Catalogue names, comma-separated (default: all; the collection layout transition is 'collection').")
    var kinds: String?

    @Option(help: "Operations, comma-separated (push, pop, tabLeft, tabRight, present, dismiss, custom; default: all).")
    var operations: String?

    @Option(help: "Cell counts for the collection layout transition (default: 1,1000,10000,100000; --quick: 1,1000).")
    var layers: String?

    @Option(help: "Frame rates, comma-separated (60 or 120; default: 60).")
    var fps = "60"

    @Option(help: "The solver every cubic timing curve uses (an id of the zoo; default: the built-in progress, fastest).")
    var solver: SolverID?

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    func validate() throws {
      _ = try selection()
      _ = try layerCounts()
      _ = try rates()
    }

    func selection() throws -> [Transition] {
      try Self.select(kinds: kinds, operations: operations)
    }

    static func select(kinds: String?, operations: String?) throws -> [Transition] {
      let all = Catalogue.all()
      let names = Set(all.map(\.kind.rawValue))
      let wantedKinds = kinds.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
      if let wantedKinds, let bad = wantedKinds.first(where: { !names.contains($0) }) {
        throw ValidationError("unknown transition '\(bad)'; known: \(names.sorted().joined(separator: ", "))")
      }
      let wantedOps = try operations.map { text in
        try Set(text.split(separator: ",").map { part in
          let name = part.trimmingCharacters(in: .whitespaces)
          guard let op = TransitionOperation(rawValue: name) else {
            throw ValidationError("unknown operation '\(name)'; known: \(TransitionOperation.allCases.map(\.rawValue).joined(separator: ", "))")
          }
          return op
        })
      }
      return all.filter { (wantedKinds?.contains($0.kind.rawValue) ?? true) && (wantedOps?.contains($0.operation) ?? true) }
    }

    func layerCounts() throws -> [Int] {
      guard let layers else { return common.quick ? [1, 1000] : [1, 1000, 10_000, 100_000] }
      return try layers.split(separator: ",").map { part in
        guard let n = Int(part.trimmingCharacters(in: .whitespaces)), n >= 1, n <= 1_000_000 else {
          throw ValidationError("--layers takes cell counts from 1 to 1000000, got '\(part)'")
        }
        return n
      }
    }

    func rates() throws -> [Double] {
      try fps.split(separator: ",").map { part in
        guard let r = Double(part.trimmingCharacters(in: .whitespaces)), r == 60 || r == 120 else {
          throw ValidationError("--fps takes 60 or 120, got '\(part)'")
        }
        return r
      }
    }

    func run() throws {
      var bench = TransitionMeasurement(harness: common.harness, transitions: try selection(), layerCounts: try layerCounts(), fps: try rates(), allocations: AllocationCounter())
      bench.solver = solver
      let status = StatusLine()
      let rows = try bench.run(status: status)
      status.done()
      Output.transitions(rows, format: format)
    }
  }
}
