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
        timing lines each on a new curve. Reading and writing stdin and stdout are not timed. Then \
        the mixed stream through `transition-bench eval` in a child process, written to its stdin \
        and read from its stdout through pipes, its start included. Prints the table (or JSON) \
        with the targets: at least 400,000 mixed lines per second in process and 200,000 through \
        the pipes, a new curve in at most 20 µs.
        """)

    @OptionGroup var common: CommonOptions

    @Option(help: "Lines in the mixed stream (default 20,000; --quick: 2,000).")
    var lines: Int?

    @Option(help: "Lines sent through the pipe (default 200,000; --quick: 20,000; 0: no pipe).")
    var pipeLines: Int?

    @Option(help: "table or json.")
    var format: OutputFormat = .table

    func validate() throws {
      if let lines, lines < 10 || lines > 10_000_000 {
        throw ValidationError("--lines takes 10 to 10,000,000, got \(lines)")
      }
      if let pipeLines, pipeLines != 0 && (pipeLines < 10 || pipeLines > 10_000_000) {
        throw ValidationError("--pipe-lines takes 0 or 10 to 10,000,000, got \(pipeLines)")
      }
      if format == .csv { throw ValidationError("--format takes table or json") }
    }

    func run() throws {
      let count = lines ?? (common.quick ? 2_000 : 20_000)
      let piped = pipeLines ?? (common.quick ? 20_000 : 200_000)
      let pipe = piped == 0 ? nil : try EvalPipeMeasurement.current(lines: piped, runs: common.quick ? 3 : 5)
      let rows = try EvalMeasurement(harness: common.harness, lines: count).run(pipe: pipe)
      let labels = [
        "mixed-session": "mixed, one session (eval)", "mixed-stateless": "mixed, stateless",
        "new-curve": "timing, a new curve each line", "mixed-pipe": "mixed, eval through pipes",
      ]
      let targets = [
        "mixed-session": "≥ 400,000 lines/s", "new-curve": "≤ 20 µs", "mixed-pipe": "≥ 200,000 lines/s",
      ]
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
        eval in this process: \(count) mixed lines, \(rows[2].lines) new curves (median of the harness's \
        batches)\(pipe.map { "; through pipes: \($0.lines) lines, \($0.runs) runs" } ?? "")
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
