import ArgumentParser
import Eval
import Foundation
import SolverBench
import TextFormat

extension TransitionBench {
  struct EvalBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "eval-bench",
      abstract: "Time eval itself: lines per second on a mixed stream, and the cost of a line with a new curve.",
      discussion: """
        Answers, in this process, the mixed stream of EvalSampleStreams (timing on six repeated \
        curves, half with a named solver; geometry; springs; interpolation; keyframes; a few bad \
        lines) through one session, as `eval` does, and the same stateless for comparison; then \
        timing lines each on a new curve. Reading and writing stdin and stdout are not timed. \
        Prints the table (or JSON) with the targets: at least 200,000 mixed lines per second, a \
        new curve in at most 20 µs.
        """)

    @OptionGroup var common: CommonOptions

    @Option(help: "Lines in the mixed stream (default 20,000; --quick: 2,000).")
    var lines: Int?

    @Option(help: "table or json.")
    var format: OutputFormat = .table

    func validate() throws {
      if let lines, lines < 10 || lines > 10_000_000 {
        throw ValidationError("--lines takes 10 to 10,000,000, got \(lines)")
      }
      if format == .csv { throw ValidationError("--format takes table or json") }
    }

    func run() throws {
      let count = lines ?? (common.quick ? 2_000 : 20_000)
      let rows = EvalMeasurement(harness: common.harness, lines: count).run()
      let labels = [
        "mixed-session": "mixed, one session (eval)", "mixed-stateless": "mixed, stateless",
        "new-curve": "timing, a new curve each line",
      ]
      let targets = ["mixed-session": "≥ 200,000 lines/s", "new-curve": "≤ 20 µs"]
      if format == .json {
        let items = rows.map { r in
          #"{"stream":"\#(labels[r.stream] ?? r.stream)","nsPerLine":\#(Format.number(r.medianNs)),"#
            + #""linesPerSecond":\#(Format.number(r.linesPerSecond)),"target":"\#(targets[r.stream] ?? "")","#
            + #""meetsTarget":\#(r.meetsTarget ?? true)}"#
        }
        print("[" + items.joined(separator: ",\n ") + "]")
        return
      }
      print(
        """
        eval in this process: \(count) mixed lines, \(rows.last?.lines ?? 0) new curves (median of the harness's \
        batches)
        """
      )
      print(
        Format.table(
          ["stream", "ns/line", "lines/s", "target", "met"],
          rows.map { r in
            let target = targets[r.stream] ?? ""
            return [
              labels[r.stream] ?? r.stream, Format.short(r.medianNs), Format.short(r.linesPerSecond), target,
              target.isEmpty ? "" : (r.meetsTarget == true ? "yes" : "NO"),
            ]
          }))
    }
  }
}
