import Curves
import Transitions

/// A ``ProgressEvaluator`` that answers every timing curve of one transition with one solver of
/// the zoo, prepared once per curve before timing (lookups compare four control points; no
/// allocation per call). A GSL failure falls back to the built-in solve and is counted, so a
/// run can say so instead of timing a silent NaN.
struct SolverProgress<Prepared: PreparedTimingSolver>: ProgressEvaluator {
  private let curves: [CubicTimingFunction]
  private var prepared: [Prepared]
  private(set) var failures = 0

  init<S: TimingSolver>(_ solver: S, curves: [CubicTimingFunction]) throws(CurveError) where S.Prepared == Prepared {
    self.curves = curves
    var prepared: [Prepared] = []
    for curve in curves { prepared.append(try solver.prepare(curve)) }
    self.prepared = prepared
  }

  mutating func progress(of curve: CubicTimingFunction, at x: Double) -> Double {
    guard let i = curves.firstIndex(of: curve) else { return curve.progress(at: x) }
    do {
      return try curve.progress(at: x, using: &prepared[i])
    } catch {
      failures += 1
      return curve.progress(at: x)
    }
  }
}
