import CGSL

/// How a root iteration ended, without building any error text (the timing solvers run this on
/// every solve, where a String would be an allocation): the callers that throw turn it into a
/// ``GSLError`` with GSL's recorded reason, the polishers that fall back just forget the reason.
package enum RootIteration {
  /// The test passed: the root and how many iterations it took.
  case converged(root: Double, iterations: Int)
  /// A GSL function returned `status`.
  case failed(status: Int32, operation: StaticString)
  /// An iterate left the allowed interval (or the finite numbers).
  case leftBounds(iterate: Double)
  /// `maxIterations` passed without the test passing.
  case exhausted(operation: StaticString)

  /// The root, or the ``GSLError`` this outcome means (taking GSL's recorded reason).
  package func get(maxIterations: Int) throws(GSLError) -> RootResult {
    switch self {
    case .converged(let root, let iterations):
      return RootResult(root: root, iterations: iterations)
    case .failed(let status, let operation):
      throw GSLError(status: GSLStatus(rawValue: status), operation: "\(operation)", reason: GSL.takeReason(status))
    case .leftBounds(let iterate):
      throw GSLError(
        status: .badFunction, operation: "gsl_root_fdfsolver_iterate",
        reason: "the iterate \(iterate) left the allowed interval")
    case .exhausted(let operation):
      throw GSLError(
        status: .maxIterations, operation: "\(operation)",
        reason: "the stopping test did not pass within \(maxIterations) iterations")
    }
  }
}

extension GSLRootSolver where Method == GSLBracketingMethod {
  /// Sets the bracket and iterates until `gsl_root_test_interval` passes: the one bracketing loop
  /// (``root(of:lower:upper:search:)`` and the `gsl-bisection`, `gsl-falsepos`, `gsl-brent` timing
  /// solvers run it). Counts one iteration per `gsl_root_fsolver_iterate`.
  package func iterate<Counter: SolveCounter>(
    _ function: UnsafeMutablePointer<gsl_function>, lower: Double, upper: Double, search: RootSearch,
    counter: inout Counter
  ) -> RootIteration {
    let status = gsl_root_fsolver_set(workspace, function, lower, upper)
    guard status == GSL_SUCCESS else { return .failed(status: status, operation: "gsl_root_fsolver_set") }
    for iteration in 1...max(1, search.maxIterations) {
      counter.countIteration()
      let status = gsl_root_fsolver_iterate(workspace)
      guard status == GSL_SUCCESS else { return .failed(status: status, operation: "gsl_root_fsolver_iterate") }
      let lo = gsl_root_fsolver_x_lower(workspace), hi = gsl_root_fsolver_x_upper(workspace)
      let test = gsl_root_test_interval(lo, hi, search.absoluteTolerance, search.relativeTolerance)
      if test == GSL_SUCCESS { return .converged(root: gsl_root_fsolver_root(workspace), iterations: iteration) }
      if test != GSL_CONTINUE { return .failed(status: test, operation: "gsl_root_test_interval") }
    }
    return .exhausted(operation: "gsl_root_fsolver_iterate")
  }
}

extension GSLRootSolver where Method == GSLDerivativeMethod {
  /// Sets the guess and iterates until `gsl_root_test_delta` passes: the one polishing loop
  /// (``root(of:guess:search:)`` and the `gsl-newton`, `gsl-secant`, `gsl-steffenson` timing
  /// solvers run it). An iterate outside `bounds` (or not finite) ends it. Counts one iteration
  /// per `gsl_root_fdfsolver_iterate`.
  package func iterate<Counter: SolveCounter>(
    _ function: UnsafeMutablePointer<gsl_function_fdf>, guess: Double, within bounds: ClosedRange<Double>,
    search: RootSearch,
    counter: inout Counter
  ) -> RootIteration {
    let status = gsl_root_fdfsolver_set(workspace, function, guess)
    guard status == GSL_SUCCESS else { return .failed(status: status, operation: "gsl_root_fdfsolver_set") }
    var previous = guess
    for iteration in 1...max(1, search.maxIterations) {
      counter.countIteration()
      let status = gsl_root_fdfsolver_iterate(workspace)
      guard status == GSL_SUCCESS else { return .failed(status: status, operation: "gsl_root_fdfsolver_iterate") }
      let current = gsl_root_fdfsolver_root(workspace)
      guard current.isFinite, bounds.contains(current) else { return .leftBounds(iterate: current) }
      let test = gsl_root_test_delta(current, previous, search.absoluteTolerance, search.relativeTolerance)
      if test == GSL_SUCCESS { return .converged(root: current, iterations: iteration) }
      if test != GSL_CONTINUE { return .failed(status: test, operation: "gsl_root_test_delta") }
      previous = current
    }
    return .exhausted(operation: "gsl_root_fdfsolver_iterate")
  }
}
