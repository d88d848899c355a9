import Curves

extension CubicTimingFunction {
  /// The progress at x with a given prepared solver (any ``SolverID``'s solver): what the solver
  /// delivers inside (0, 1) (``PreparedTimingSolver/progress(forX:on:)``: y at its t, or a
  /// production port's own output); ends and extrapolation as `CubicTimingFunction/progress(at:)`.
  ///
  /// - Throws: what the solver throws (only GSL-backed solvers throw).
  @inlinable
  public func progress<Solver: PreparedTimingSolver>(at x: Double, using solver: inout Solver) throws(Solver.Failure) -> Double {
    if x > 0 && x < 1 {
      return try solver.progress(forX: x, on: coefficients)
    }
    return extrapolated(at: x)
  }
}
