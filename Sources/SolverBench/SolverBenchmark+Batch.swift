import Curves
import SolverZoo

extension SolverBenchmark {
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
