import Curves

extension SolverAccuracy {
  /// The allowed |y − y_ref| at x for `curve` (∞ where x′(t) = 0: no double answer is better).
  public static func target(for curve: CubicTimingFunction, at x: Double) -> Double {
    target(slope: ReferenceSolver().prepare(curve).progressAndSlope(at: x).slope, at: x)
  }
}
