import Curves

extension CubicTimingFunction {
  /// The progress at x with a given prepared solver (any ``SolverID``'s solver): what the solver
  /// delivers inside (0, 1) (``PreparedTimingSolver/progress(forX:on:)``: y at its t, or a
  /// production port's own output), and at the ends and outside [0, 1] what its original answers
  /// there (``PreparedTimingSolver/progress(outside:of:)``: the project's rule of
  /// `CubicTimingFunction/progress(at:)` for the zoo's own solvers, each port's own rule, named
  /// by its ``TimingSolver/policy``).
  ///
  /// - Throws: what the solver throws (only GSL-backed solvers throw).
  @inlinable
  public func progress<Solver: PreparedTimingSolver>(at x: Double, using solver: inout Solver) throws(Solver.Failure)
    -> Double
  {
    if x > 0 && x < 1 {
      return try solver.progress(forX: x, on: coefficients)
    }
    return try solver.progress(outside: x, of: self)
  }
}
