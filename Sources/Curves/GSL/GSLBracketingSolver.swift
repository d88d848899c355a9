import CGSL

/// One of GSL's bracketing root finders (`gsl_root_fsolver`): it keeps an interval on which the
/// function changes sign and shrinks it until it is small enough. Always converges on a valid
/// bracket.
///
/// The solver owns GSL's workspace and frees it on deinit. It is not `Sendable`: use one per
/// thread. Create it once and call ``root(of:lower:upper:search:)`` many times.
public final class GSLBracketingSolver {
  /// The algorithm (GSL manual, "One-dimensional Root-Finding", "Root Bracketing Algorithms").
  public enum Method: String, Hashable, Sendable, CaseIterable {
    /// Halves the bracket each step: linear convergence, one function evaluation per step.
    case bisection
    /// Regula falsi: the secant through the bracket's ends, with bisection fallback.
    case falsePosition
    /// Brent–Dekker: inverse quadratic interpolation guarded by bisection.
    case brent
  }

  /// The algorithm this solver runs.
  public let method: Method
  private let workspace: UnsafeMutablePointer<gsl_root_fsolver>

  /// Allocates GSL's workspace for `method`.
  ///
  /// - Throws: ``GSLError`` with `GSL_ENOMEM` if GSL cannot allocate it.
  public init(_ method: Method) throws(GSLError) {
    self.method = method
    workspace = try method.allocateWorkspace()
  }

  deinit {
    gsl_root_fsolver_free(workspace)
  }

  /// A root of `f` in [lower, upper], where `f(lower)` and `f(upper)` must differ in sign.
  ///
  /// - Throws: ``GSLError``: `GSL_EINVAL` when the ends do not straddle zero, `GSL_EBADFUNC`
  ///   when `f` returns Inf or NaN, `GSL_EMAXITER` when `search.maxIterations` is not enough,
  ///   `GSL_EBADTOL` for a negative tolerance.
  public func root(
    of f: (Double) -> Double, lower: Double, upper: Double, search: RootSearch = RootSearch()
  ) throws(GSLError) -> RootResult {
    let solver = workspace
    return try GSL.withFunction(f) { function throws(GSLError) in
      try GSL.check(gsl_root_fsolver_set(solver, function, lower, upper), "gsl_root_fsolver_set")
      return try Self.iterate(solver, search: search)
    }
  }

  private static func iterate(
    _ solver: UnsafeMutablePointer<gsl_root_fsolver>, search: RootSearch
  ) throws(GSLError) -> RootResult {
    for iteration in 1...max(1, search.maxIterations) {
      try GSL.check(gsl_root_fsolver_iterate(solver), "gsl_root_fsolver_iterate")
      let lo = gsl_root_fsolver_x_lower(solver)
      let hi = gsl_root_fsolver_x_upper(solver)
      let status = gsl_root_test_interval(lo, hi, search.absoluteTolerance, search.relativeTolerance)
      if status == GSL_SUCCESS {
        return RootResult(root: gsl_root_fsolver_root(solver), iterations: iteration)
      }
      if status != GSL_CONTINUE { try GSL.check(status, "gsl_root_test_interval") }
    }
    throw GSLError(
      status: .maxIterations, operation: "gsl_root_fsolver_iterate",
      reason: "no bracket within the tolerance after \(search.maxIterations) iterations")
  }
}

extension GSLBracketingSolver.Method {
  /// A new GSL workspace for this algorithm (the caller frees it).
  func allocateWorkspace() throws(GSLError) -> UnsafeMutablePointer<gsl_root_fsolver> {
    GSL.installErrorHandler()
    let type: UnsafePointer<gsl_root_fsolver_type>
    switch self {
    case .bisection: type = cgsl_root_fsolver_bisection()
    case .falsePosition: type = cgsl_root_fsolver_falsepos()
    case .brent: type = cgsl_root_fsolver_brent()
    }
    guard let workspace = gsl_root_fsolver_alloc(type) else {
      throw GSLError(status: .noMemory, operation: "gsl_root_fsolver_alloc", reason: GSL.takeReason(GSLStatus.noMemory.rawValue))
    }
    return workspace
  }
}

/// Carries a Swift closure through GSL's `void *params`.
struct ClosureContext<Body> {
  var body: Body
}

extension GSL {
  /// Runs `body` with a `gsl_function` that calls `f`, valid for the duration of `body` only
  /// (GSL keeps the pointer between calls, so everything that uses it must happen inside).
  static func withFunction<Result>(
    _ f: (Double) -> Double, _ body: (UnsafeMutablePointer<gsl_function>) throws(GSLError) -> Result
  ) throws(GSLError) -> Result {
    let outcome = withoutActuallyEscaping(f) { escapable -> Swift.Result<Result, GSLError> in
      var context = ClosureContext(body: escapable)
      return withUnsafeMutablePointer(to: &context) { contextPointer in
        typealias Context = ClosureContext<(Double) -> Double>
        var function = gsl_function(
          function: { x, params in params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x) },
          params: UnsafeMutableRawPointer(contextPointer))
        return withUnsafeMutablePointer(to: &function) { pointer in
          Swift.Result { () throws(GSLError) -> Result in try body(pointer) }
        }
      }
    }
    return try outcome.get()
  }
}
