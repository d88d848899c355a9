import CGSL

/// `gsl-newton`, `gsl-secant`, `gsl-steffenson`: GSL's derivative-based root polishers on
/// x(t) − x from the guess t = x, until successive iterates differ by less than 1e-14
/// (`gsl_root_test_delta`).
///
/// Polishers are not guaranteed to converge: where x′ vanishes (GSL reports `GSL_EZERODIV`), an
/// iterate leaves [0, 1], or 100 iterations pass, this solver falls back to GSL bisection on
/// [0, 1] (same tolerance) and counts it in ``Prepared/fallbacks``. Accuracy: |Δt| ≤ 1e-14 plus the
/// double-rounding band where x′ → 0 (`GSLTimingTolerance`).
public struct GSLDerivativeTimingSolver: TimingSolver {
  /// The GSL algorithm.
  public var method: GSLDerivativeSolver.Method

  public init(_ method: GSLDerivativeSolver.Method) {
    self.method = method
  }

  public var id: SolverID {
    switch method {
    case .newton: .gslNewton
    case .secant: .gslSecant
    case .steffenson: .gslSteffenson
    }
  }

  public var family: SolverFamily { .gslDerivative }
  public var accuracy: AccuracyPromise { .parameter(within: GSLTimingTolerance.absolute) }

  public func prepare(_ curve: CubicTimingFunction) throws(CurveError) -> Prepared {
    try Prepared(method: method, coefficients: curve.coefficients)
  }

  /// A GSL `gsl_root_fdfsolver` bound to one curve, with a bisection workspace for fallback.
  public final class Prepared: CountingTimingSolver {
    public typealias Failure = CurveError

    private let workspace: UnsafeMutablePointer<gsl_root_fdfsolver>
    private let context: UnsafeMutablePointer<GSLCurveContext>
    private let function: UnsafeMutablePointer<gsl_function_fdf>
    private let fallback: GSLBracketingTimingSolver.Prepared
    /// How many solves fell back to bisection (for the bench and the tests).
    public private(set) var fallbacks = 0

    init(method: GSLDerivativeSolver.Method, coefficients: CurveCoefficients) throws(CurveError) {
      do { workspace = try method.allocateWorkspace() } catch { throw .gsl(error) }
      fallback = try GSLBracketingTimingSolver.Prepared(method: .bisection, coefficients: coefficients)
      context = .allocate(capacity: 1)
      context.initialize(to: GSLCurveContext(coefficients: coefficients))
      function = .allocate(capacity: 1)
      function.initialize(to: gsl_function_fdf(
        f: gslCurveResidual, df: gslCurveSlope, fdf: gslCurveResidualAndSlope, params: UnsafeMutableRawPointer(context)))
    }

    deinit {
      gsl_root_fdfsolver_free(workspace)
      context.deallocate()
      function.deallocate()
    }

    public func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(CurveError) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      context.pointee.target = x
      context.pointee.evaluations = 0
      if let root = polish(x, &counter) {
        counter.countEvaluations(context.pointee.evaluations)
        return root
      }
      counter.countEvaluations(context.pointee.evaluations)
      fallbacks += 1
      return try fallback.solve(x, &counter)
    }

    /// The polished root, or nil when the polisher fails (GSL status, leaving [0, 1], no
    /// convergence): a status here means "fall back", never an abort.
    private func polish<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double? {
      guard gsl_root_fdfsolver_set(workspace, function, x) == GSL_SUCCESS else {
        GSL.forgetReason()
        return nil
      }
      var previous = x
      for _ in 0..<GSLTimingTolerance.maxIterations {
        counter.countIteration()
        let status = gsl_root_fdfsolver_iterate(workspace)
        guard status == GSL_SUCCESS else {
          GSL.forgetReason()
          return nil
        }
        let current = gsl_root_fdfsolver_root(workspace)
        guard current >= 0 && current <= 1 else { return nil }
        if gsl_root_test_delta(current, previous, GSLTimingTolerance.absolute, 0) == GSL_SUCCESS {
          return current
        }
        previous = current
      }
      return nil
    }
  }
}
