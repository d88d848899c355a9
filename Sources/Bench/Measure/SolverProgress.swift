import Curves
import SolverZoo
import Transitions

/// A ``ProgressEvaluator`` that answers every timing curve of one transition with one solver of
/// the zoo, prepared once per entry of the transition's curve table before timing and indexed
/// per evaluation (no search, no allocation per call).
///
/// A GSL solve that fails (a GSL status) answers the built-in solve so that the frame stays
/// finite, and is counted in ``failures``; the bench refuses to report a row whose evaluator
/// failed (`TransitionMeasurement`), so a failure is never timed silently.
struct SolverProgress<Prepared: PreparedTimingSolver>: ProgressEvaluator {
  private var prepared: [Prepared]
  private(set) var failures = 0

  init<S: TimingSolver>(_ solver: S, curves: [CubicTimingFunction]) throws(SolverError) where S.Prepared == Prepared {
    var prepared: [Prepared] = []
    for curve in curves { prepared.append(try solver.prepare(curve)) }
    self.prepared = prepared
  }

  mutating func progress(of curve: CubicTimingFunction, index: Int, at x: Double) -> Double {
    do {
      return try curve.progress(at: x, using: &prepared[index])
    } catch {
      failures += 1
      return curve.progress(at: x)
    }
  }
}
