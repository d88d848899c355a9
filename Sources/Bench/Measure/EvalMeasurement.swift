import Eval
import SolverBench

/// `eval` timed in this process, as `eval-bench` and the standard suite report it: what a
/// conformance run costs per line.
///
/// Three streams in this process, through the same dispatcher `transition-bench eval` runs
/// (reading stdin and writing stdout are not timed), and one through a pipe:
/// - `mixed-session`: ``EvalSampleStreams/mixed(lines:)`` (timing on six repeated curves, half
///   with a named solver; geometry; springs; interpolation; keyframes; a few bad lines) through
///   one `EvalSession`, as `eval` answers a stream: each line's bytes in, its answer's bytes
///   appended to one buffer (`EvalSession.respond(toUTF8:into:)`, what `eval` calls). Target:
///   at least 400,000 lines per second.
/// - `mixed-stateless`: the first tenth of those lines through the stateless dispatcher, for
///   comparison (every line reads its curve afresh: a default timing line without a table, a
///   line naming a solver builds it).
/// - `new-curve`: timing lines (a hundredth of the mixed count, at most 200) each on a curve the
///   session has not seen
///   (``EvalSampleStreams/newCurves(lines:)``, a new session per pass). Target: at most 20 µs
///   per line.
///
/// - `mixed-pipe`: `transition-bench eval` run as a child process, the mixed stream written to
///   its stdin through a pipe and its answers read from its stdout through another, timed from
///   the start of the process to the end of its output (``EvalPipeMeasurement``). Target: at least
///   200,000 lines per second.
///
/// Each row states its line count; the cost per line does not depend on it. About 15 s in the
/// standard harness with the suite's 20,000 lines (and 200,000 through the pipe).
struct EvalMeasurement {
  var harness: Harness
  /// Lines in the mixed stream.
  var lines: Int

  /// The streams' ids, in the order the rows come.
  static let streams = ["mixed-session", "mixed-stateless", "new-curve", "mixed-pipe"]
  /// The targets: lines per second in process and through a pipe, ns for a new curve.
  static let inProcessTarget = 400_000.0, pipeTarget = 200_000.0, newCurveTarget = 20_000.0

  /// The rows; the pipe's is left out when `pipe` is nil (a caller that cannot run the tool).
  func run(status: StatusLine? = nil, pipe: EvalPipeMeasurement? = nil) throws -> [Results.EvalRow] {
    status?.step("eval")
    let mixed = EvalSampleStreams.mixed(lines: lines)
    let mixedBytes = mixed.map { Array($0.utf8) }
    let session = EvalSession()
    var answers: [UInt8] = []
    answers.reserveCapacity(1 << 16)
    let kept = harness.measure(unitsPerBatch: mixed.count) { passes in
      var bytes = 0
      for _ in 0..<passes {
        for line in mixedBytes {
          if session.respond(toUTF8: line[...], into: &answers) { answers.append(UInt8(ascii: "\n")) }
          // As eval writes a chunk's answers and empties the buffer.
          if answers.count >= 1 << 16 {
            bytes &+= answers.count
            answers.removeAll(keepingCapacity: true)
          }
        }
      }
      return Double(bytes &+ answers.count)
    }
    let sample = Array(mixed.prefix(max(10, lines / 10)))
    let stateless = harness.measure(unitsPerBatch: sample.count) { passes in
      var bytes = 0
      for _ in 0..<passes { for line in sample { bytes &+= EvalDispatcher.respond(to: line)?.utf8.count ?? 0 } }
      return Double(bytes)
    }
    let fresh = EvalSampleStreams.newCurves(lines: min(200, max(10, lines / 100))).map { Array($0.utf8) }
    let newCurve = harness.measure(unitsPerBatch: fresh.count) { passes in
      var bytes = 0
      for _ in 0..<passes {
        let session = EvalSession()  // every curve new to it
        answers.removeAll(keepingCapacity: true)
        for line in fresh { _ = session.respond(toUTF8: line[...], into: &answers) }
        bytes &+= answers.count
      }
      return Double(bytes)
    }
    var rows = [
      Results.EvalRow(
        stream: "mixed-session", lines: mixed.count, timing: kept,
        target: .atLeastLinesPerSecond(Self.inProcessTarget)),
      Results.EvalRow(stream: "mixed-stateless", lines: sample.count, timing: stateless, target: nil),
      Results.EvalRow(
        stream: "new-curve", lines: fresh.count, timing: newCurve, target: .atMostNsPerLine(Self.newCurveTarget)),
    ]
    if let pipe {
      rows.append(
        Results.EvalRow(
          stream: "mixed-pipe", lines: pipe.lines, timing: try pipe.run(),
          target: .atLeastLinesPerSecond(Self.pipeTarget)))
    }
    return rows
  }
}
