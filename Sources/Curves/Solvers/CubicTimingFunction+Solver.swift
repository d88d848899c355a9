extension CubicTimingFunction {
  /// The progress at x with a given prepared solver (any ``SolverID``'s solver); ends and
  /// extrapolation as ``progress(at:)``.
  ///
  /// - Throws: what the solver throws (only GSL-backed solvers throw).
  @inlinable
  public func progress<Solver: PreparedTimingSolver>(at x: Double, using solver: inout Solver) throws(Solver.Failure) -> Double {
    if x > 0 && x < 1 {
      return y(at: try solver.parameter(forX: x))
    }
    return extrapolated(at: x)
  }
}
