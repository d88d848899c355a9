import CGSL

/// `gsl-bisection`, `gsl-falsepos`, `gsl-brent`: GSL's bracketing root finders on x(t) − x over
/// [0, 1] (which always brackets the root, since x(0) = 0 ≤ x ≤ 1 = x(1)), until the bracket is
/// narrower than 1e-14 in t (`gsl_root_test_interval`).
///
/// Accuracy: |Δt| ≤ 1e-14 plus the double-rounding band where x′ → 0 (`GSLTimingTolerance`).
/// Each prepared solver owns a GSL workspace
/// (not Sendable, one per thread); a solve allocates nothing.
public struct GSLBracketingTimingSolver: TimingSolver {
  /// The GSL algorithm.
  public var method: GSLBracketingSolver.Method

  public init(_ method: GSLBracketingSolver.Method) {
    self.method = method
  }

  public var id: SolverID {
    switch method {
    case .bisection: .gslBisection
    case .falsePosition: .gslFalsePosition
    case .brent: .gslBrent
    }
  }

  public var family: SolverFamily { .gslBracketing }
  public var accuracy: AccuracyPromise { .parameter(within: GSLTimingTolerance.absolute) }

  public func prepare(_ curve: CubicTimingFunction) throws(CurveError) -> Prepared {
    try Prepared(method: method, coefficients: curve.coefficients)
  }

  /// A GSL `gsl_root_fsolver` bound to one curve.
  public final class Prepared: CountingTimingSolver {
    public typealias Failure = CurveError

    private let workspace: UnsafeMutablePointer<gsl_root_fsolver>
    private let context: UnsafeMutablePointer<GSLCurveContext>
    private let function: UnsafeMutablePointer<gsl_function>

    init(method: GSLBracketingSolver.Method, coefficients: CurveCoefficients) throws(CurveError) {
      do { workspace = try method.allocateWorkspace() } catch { throw .gsl(error) }
      context = .allocate(capacity: 1)
      context.initialize(to: GSLCurveContext(coefficients: coefficients))
      function = .allocate(capacity: 1)
      function.initialize(to: gsl_function(function: gslCurveResidual, params: UnsafeMutableRawPointer(context)))
    }

    deinit {
      gsl_root_fsolver_free(workspace)
      context.deallocate()
      function.deallocate()
    }

    public func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(CurveError) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      context.pointee.target = x
      context.pointee.evaluations = 0
      defer { counter.countEvaluations(context.pointee.evaluations) }
      do {
        try GSL.check(gsl_root_fsolver_set(workspace, function, 0, 1), "gsl_root_fsolver_set")
        for _ in 0..<GSLTimingTolerance.maxIterations {
          counter.countIteration()
          try GSL.check(gsl_root_fsolver_iterate(workspace), "gsl_root_fsolver_iterate")
          let lo = gsl_root_fsolver_x_lower(workspace)
          let hi = gsl_root_fsolver_x_upper(workspace)
          if gsl_root_test_interval(lo, hi, GSLTimingTolerance.absolute, 0) == GSL_SUCCESS {
            return gsl_root_fsolver_root(workspace)
          }
        }
      } catch {
        throw .gsl(error)
      }
      throw .gsl(GSLError(status: .maxIterations, operation: "gsl_root_fsolver_iterate",
        reason: "bracket still wider than 1e-14 after \(GSLTimingTolerance.maxIterations) iterations"))
    }
  }
}
