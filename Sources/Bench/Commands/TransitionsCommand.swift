import ArgumentParser
import Curves
import Foundation
import SolverBench
import SolverZoo
import Transitions

extension TransitionBench {
  struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "transitions",
      abstract:
        """
        Run full transitions frame by frame: ns per frame and per layer-frame, against one solve plus one \
        interpolation per layer.
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(
      help: ArgumentHelp(
        """
        Catalogue names, comma-separated (default: all; the collection layout transitions are 'collection' and \
        'collection3D').
        """,
        valueName: "kinds"),
      transform: CommaSeparated<TransitionKind>.kinds)
    var kinds: CommaSeparated<TransitionKind>?

    @Option(
      help: ArgumentHelp(
        "Operations, comma-separated (push, pop, tabLeft, tabRight, present, dismiss, custom; default: all).",
        valueName: "operations"),
      transform: CommaSeparated<TransitionOperation>.operations)
    var operations: CommaSeparated<TransitionOperation>?

    @Option(
      help: ArgumentHelp(
        "Cell counts for the collection layout transitions (default: 1,1000,10000,100000; --quick: 1,1000).",
        valueName: "layers"),
      transform: CommaSeparated<Int>.layerCounts)
    var layers: CommaSeparated<Int>?

    @Option(
      help: ArgumentHelp("Frame rates, comma-separated (60 or 120; default: 60).", valueName: "fps"),
      transform: CommaSeparated<Double>.frameRates)
    var fps = CommaSeparated<Double>(values: [60])

    @Option(
      help:
        """
        The solver every cubic timing curve uses (an id of the zoo; default: the built-in progress(at:), the \
        curve's inverse table).
        """
    )
    var solver: SolverID?

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    /// The catalogue transitions of `kinds` (all when nil) and `operations` (all when nil).
    static func select(kinds: [TransitionKind]?, operations: [TransitionOperation]?) -> [Transition] {
      Catalogue.all().filter { (kinds?.contains($0.kind) ?? true) && (operations?.contains($0.operation) ?? true) }
    }

    var layerCounts: [Int] { layers?.values ?? (common.quick ? [1, 1000] : [1, 1000, 10_000, 100_000]) }

    func run() throws {
      var bench = TransitionMeasurement(
        harness: common.harness, transitions: Self.select(kinds: kinds?.values, operations: operations?.values),
        layerCounts: layerCounts, fps: fps.values, allocations: AllocationCounter())
      bench.solver = solver
      let status = StatusLine()
      let rows = try bench.run(status: status)
      status.done()
      Output.transitions(rows, format: format)
    }
  }
}
