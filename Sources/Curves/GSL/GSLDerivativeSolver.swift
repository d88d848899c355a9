import CGSL

/// One of GSL's derivative-based root polishers (`gsl_root_fdfsolver`): it refines a single
/// guess. Fast (quadratic for Newton near a simple root) but not guaranteed to converge.
///
/// The solver owns GSL's workspace and frees it on deinit. It is not `Sendable`: use one per
/// thread.
public final class GSLDerivativeSolver {
  /// The algorithm (GSL manual, "Root Finding Algorithms using Derivatives").
  public enum Method: String, Hashable, Sendable, CaseIterable {
    /// xₙ₊₁ = xₙ − f(xₙ)/f′(xₙ).
    case newton
    /// Newton with the derivative estimated from the last two iterates (GSL evaluates the
    /// true derivative once, at the start).
    case secant
    /// Newton accelerated with Aitken's Δ² (GSL's spelling: "steffenson").
    case steffenson
  }

  /// The algorithm this solver runs.
  public let method: Method
  private let workspace: UnsafeMutablePointer<gsl_root_fdfsolver>

  /// Allocates GSL's workspace for `method`.
  ///
  /// - Throws: ``GSLError`` with `GSL_ENOMEM` if GSL cannot allocate it.
  public init(_ method: Method) throws(GSLError) {
    self.method = method
    workspace = try method.allocateWorkspace()
  }

  deinit {
    gsl_root_fdfsolver_free(workspace)
  }

  /// A root of `f` near `guess`; `f` returns the value and the derivative at x.
  ///
  /// - Throws: ``GSLError``: `GSL_EZERODIV` when the derivative vanishes, `GSL_EBADFUNC` when
  ///   `f` returns Inf or NaN, `GSL_EMAXITER` when `search.maxIterations` is not enough.
  public func root(
    of f: (Double) -> (value: Double, derivative: Double), guess: Double, search: RootSearch = RootSearch()
  ) throws(GSLError) -> RootResult {
    let solver = workspace
    let outcome = withoutActuallyEscaping(f) { body -> Result<RootResult, GSLError> in
      var context = ClosureContext(body: body)
      return withUnsafeMutablePointer(to: &context) { contextPointer in
        typealias Context = ClosureContext<(Double) -> (value: Double, derivative: Double)>
        var function = gsl_function_fdf(
          f: { x, params in
            params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x).value
          },
          df: { x, params in
            params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x).derivative
          },
          fdf: { x, params, value, derivative in
            let result = params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x)
            value.unsafelyUnwrapped.pointee = result.value
            derivative.unsafelyUnwrapped.pointee = result.derivative
          },
          params: UnsafeMutableRawPointer(contextPointer))
        return withUnsafeMutablePointer(to: &function) { functionPointer in
          Result { () throws(GSLError) -> RootResult in
            try GSL.check(gsl_root_fdfsolver_set(solver, functionPointer, guess), "gsl_root_fdfsolver_set")
            return try Self.iterate(solver, search: search)
          }
        }
      }
    }
    return try outcome.get()
  }

  private static func iterate(
    _ solver: UnsafeMutablePointer<gsl_root_fdfsolver>, search: RootSearch
  ) throws(GSLError) -> RootResult {
    var previous = gsl_root_fdfsolver_root(solver)
    for iteration in 1...max(1, search.maxIterations) {
      try GSL.check(gsl_root_fdfsolver_iterate(solver), "gsl_root_fdfsolver_iterate")
      let current = gsl_root_fdfsolver_root(solver)
      guard current.isFinite else {
        throw GSLError(status: .badFunction, operation: "gsl_root_fdfsolver_iterate", reason: "the iterate left the finite numbers")
      }
      let status = gsl_root_test_delta(current, previous, search.absoluteTolerance, search.relativeTolerance)
      if status == GSL_SUCCESS { return RootResult(root: current, iterations: iteration) }
      if status != GSL_CONTINUE { try GSL.check(status, "gsl_root_test_delta") }
      previous = current
    }
    throw GSLError(
      status: .maxIterations, operation: "gsl_root_fdfsolver_iterate",
      reason: "successive iterates still differ by more than the tolerance after \(search.maxIterations) iterations")
  }
}

extension GSLDerivativeSolver.Method {
  /// A new GSL workspace for this algorithm (the caller frees it).
  func allocateWorkspace() throws(GSLError) -> UnsafeMutablePointer<gsl_root_fdfsolver> {
    GSL.installErrorHandler()
    let type: UnsafePointer<gsl_root_fdfsolver_type>
    switch self {
    case .newton: type = cgsl_root_fdfsolver_newton()
    case .secant: type = cgsl_root_fdfsolver_secant()
    case .steffenson: type = cgsl_root_fdfsolver_steffenson()
    }
    guard let workspace = gsl_root_fdfsolver_alloc(type) else {
      throw GSLError(status: .noMemory, operation: "gsl_root_fdfsolver_alloc", reason: GSL.takeReason(GSLStatus.noMemory.rawValue))
    }
    return workspace
  }
}
