import ArgumentParser
import Foundation
import SolverBench
import SolverZoo

extension TransitionBench {
  struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "frames",
      abstract:
        """
        The frame workload: N animations running at once, each sampled at its own time frame after frame, ns per \
        frame per solver, and how many fit in a 120 Hz frame.
        """,
      discussion: """
        A UI does not solve random x: each running animation samples its own timing at increasing x, frame after \
        frame, many animations interleaved. The mix is seeded: 6 in 10 animations run one of the nine cubic presets \
        through the solver measured (one prepared solver per preset, shared), 2 in 10 a SwiftUI spring (0.3 to \
        0.6 s, bounce 0 to 0.3), 1 in 10 steps(4, jump-end) or linear(0, 0.25 75%, 1), 1 in 10 Material 3's \
        emphasized path; durations 0.15 to 0.6 s, seeded starts, each restarting when it ends. Each row: ns per \
        frame (every animation sampled once), ns per animation, the share of that rate's frame it takes, and how \
        many animations of the mix fit in 10 % of a 120 Hz frame (8.33 ms).
        """)

    @OptionGroup var common: CommonOptions

    @Option(
      help: ArgumentHelp(
        "Animations running at once, comma-separated (1 to 1000000; default: 1,100,10000; --quick: 1,100).",
        valueName: "counts"),
      transform: CommaSeparated<Int>.animationCounts)
    var animations: CommaSeparated<Int>?

    @Option(
      help: ArgumentHelp("Frame rates, comma-separated (60 or 120; default: 60,120).", valueName: "fps"),
      transform: CommaSeparated<Double>.frameRates)
    var fps = CommaSeparated<Double>(values: FrameBench.defaultFPS)

    @Option(
      help: ArgumentHelp(
        "Solver ids for the cubic animations, comma-separated (default: fastest,browser,skia).",
        valueName: "solvers"),
      transform: CommaSeparated<SolverID>.solvers)
    var solvers: CommaSeparated<SolverID>?

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    func run() throws {
      let status = StatusLine()
      let rows = try FrameBench(
        harness: common.harness,
        animationCounts: animations?.values ?? (common.quick ? [1, 100] : FrameBench.defaultCounts),
        fps: fps.values, solvers: solvers?.values ?? FrameBench.defaultSolvers, allocations: AllocationCounter()
      ).run(status: status)
      status.done()
      Output.frames(rows, format: format)
    }
  }
}
