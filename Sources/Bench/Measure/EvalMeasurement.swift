import Eval
import SolverBench

/// `eval` timed in this process, as `eval-bench` and the standard suite report it: what a
/// conformance run costs per line.
///
/// Three streams, through the same dispatcher `transition-bench eval` runs (reading stdin and
/// writing stdout are not timed):
/// - `mixed-session`: ``EvalSampleStreams/mixed(lines:)`` (timing on six repeated curves, half
///   with a named solver; geometry; springs; interpolation; keyframes; a few bad lines) through
///   one `EvalSession`, as `eval` answers a stream. Target: at least 200,000 lines per second.
/// - `mixed-stateless`: the first tenth of those lines through the stateless dispatcher, for
///   comparison (every line reads its curve afresh: a default timing line without a table, a
///   line naming a solver builds it).
/// - `new-curve`: timing lines (a hundredth of the mixed count, at most 200) each on a curve the
///   session has not seen
///   (``EvalSampleStreams/newCurves(lines:)``, a new session per pass). Target: at most 20 µs
///   per line.
///
/// Each row states its line count; the cost per line does not depend on it. About 13 s in the
/// standard harness with the suite's 20,000 lines.
struct EvalMeasurement {
  var harness: Harness
  /// Lines in the mixed stream.
  var lines: Int

  /// The streams' ids, in the order the rows come.
  static let streams = ["mixed-session", "mixed-stateless", "new-curve"]

  func run(status: StatusLine? = nil) -> [Results.EvalRow] {
    status?.step("eval")
    let mixed = EvalSampleStreams.mixed(lines: lines)
    let session = EvalSession()
    let kept = harness.measure(unitsPerBatch: mixed.count) { passes in
      var bytes = 0
      for _ in 0..<passes { for line in mixed { bytes &+= session.respond(to: line)?.utf8.count ?? 0 } }
      return Double(bytes)
    }
    let sample = Array(mixed.prefix(max(10, lines / 10)))
    let stateless = harness.measure(unitsPerBatch: sample.count) { passes in
      var bytes = 0
      for _ in 0..<passes { for line in sample { bytes &+= EvalDispatcher.respond(to: line)?.utf8.count ?? 0 } }
      return Double(bytes)
    }
    let fresh = EvalSampleStreams.newCurves(lines: min(200, max(10, lines / 100)))
    let newCurve = harness.measure(unitsPerBatch: fresh.count) { passes in
      var bytes = 0
      for _ in 0..<passes {
        let session = EvalSession()  // every curve new to it
        for line in fresh { bytes &+= session.respond(to: line)?.utf8.count ?? 0 }
      }
      return Double(bytes)
    }
    return [
      Results.EvalRow(
        stream: "mixed-session", lines: mixed.count, timing: kept, target: .atLeastLinesPerSecond(200_000)),
      Results.EvalRow(stream: "mixed-stateless", lines: sample.count, timing: stateless, target: nil),
      Results.EvalRow(stream: "new-curve", lines: fresh.count, timing: newCurve, target: .atMostNsPerLine(20_000)),
    ]
  }
}
