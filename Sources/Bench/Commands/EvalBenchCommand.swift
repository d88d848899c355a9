import ArgumentParser
import Eval
import Foundation
import SolverBench

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
      if let lines, lines < 10 || lines > 10_000_000 { throw ValidationError("--lines takes 10 to 10,000,000, got \(lines)") }
      if format == .csv { throw ValidationError("--format takes table or json") }
    }

    func run() throws {
      let count = lines ?? (common.quick ? 2_000 : 20_000)
      let harness = common.harness
      let mixed = EvalSampleStreams.mixed(lines: count)
      let session = EvalSession()
      let kept = harness.measure(unitsPerBatch: mixed.count) { passes in
        var bytes = 0
        for _ in 0..<passes { for line in mixed { bytes &+= session.respond(to: line)?.utf8.count ?? 0 } }
        return Double(bytes)
      }
      let stateless = harness.measure(unitsPerBatch: mixed.count) { passes in
        var bytes = 0
        for _ in 0..<passes { for line in mixed { bytes &+= EvalDispatcher.respond(to: line)?.utf8.count ?? 0 } }
        return Double(bytes)
      }
      let fresh = EvalSampleStreams.newCurves(lines: min(count, 997))
      let newCurve = harness.measure(unitsPerBatch: fresh.count) { passes in
        var bytes = 0
        for _ in 0..<passes {
          let session = EvalSession()  // every curve new to it
          for line in fresh { bytes &+= session.respond(to: line)?.utf8.count ?? 0 }
        }
        return Double(bytes)
      }
      let rows: [(String, Double, Double, String, Bool)] = [
        ("mixed, one session (eval)", kept.medianNs, 1e9 / kept.medianNs, "≥ 200,000 lines/s", 1e9 / kept.medianNs >= 200_000),
        ("mixed, stateless", stateless.medianNs, 1e9 / stateless.medianNs, "", true),
        ("timing, a new curve each line", newCurve.medianNs, 1e9 / newCurve.medianNs, "≤ 20 µs", newCurve.medianNs <= 20_000),
      ]
      if format == .json {
        let items = rows.map { #"{"stream":"\#($0.0)","nsPerLine":\#(Format.number($0.1)),"linesPerSecond":\#(Format.number($0.2)),"target":"\#($0.3)","meetsTarget":\#($0.4)}"# }
        print("[" + items.joined(separator: ",\n ") + "]")
        return
      }
      print("eval in this process: \(count) mixed lines, \(fresh.count) new curves (median of the harness's batches)")
      print(Format.table(["stream", "ns/line", "lines/s", "target", "met"],
                         rows.map { [$0.0, Format.short($0.1), Format.short($0.2), $0.3, $0.3.isEmpty ? "" : ($0.4 ? "yes" : "NO")] }))
    }
  }
}
