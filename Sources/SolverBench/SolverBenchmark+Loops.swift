import Curves
import SolverZoo

/// The two timed loops every row runs: one solve per x, or the batch API over a window.
extension SolverBenchmark {
  /// The timed loop: one pass over a window of inputs, each progress y stored to `results` (what
  /// an animation does with a progress: the stores are independent, so no accumulator chains one
  /// solve to the next), specialised for the solver's concrete type (the solver is passed
  /// `inout` once per batch, so no per-solve access check or boxing). A row times y for x, as the
  /// floor does: t and then y(t), or a production port's own output. Returns a checksum the
  /// harness sinks.
  @inline(never)
  static func run<P: PreparedTimingSolver>(
    _ solver: inout P, on curve: CurveCoefficients, over xs: UnsafeBufferPointer<Double>,
    into results: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    precondition(results.count >= xs.count)
    guard let output = results.baseAddress, !xs.isEmpty else { return 0 }
    for i in xs.indices {
      // try?: the timed loop only times; each x's answer, a refusal included, is judged by the accuracy pass.
      output[i] = (try? solver.progress(forX: xs[i], on: curve)) ?? .nan
    }
    return output[0] + output[xs.count - 1]
  }

  /// The batch row's timed loop: one call of the batch API over a window of inputs.
  @inline(never)
  static func runBatch<P: PreparedTimingSolver>(
    _ solver: inout P, on curve: CurveCoefficients, over xs: UnsafeBufferPointer<Double>,
    into results: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    guard !xs.isEmpty else { return 0 }
    // try?: the timed loop only times; the batch API's answers are checked against the scalar ones elsewhere.
    try? solver.progress(forX: xs, into: results, on: curve)
    return results[0] + results[xs.count - 1]
  }
}
