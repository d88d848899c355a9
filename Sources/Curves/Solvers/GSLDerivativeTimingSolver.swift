import CGSL

/// `gsl-newton`, `gsl-secant`, `gsl-steffenson`: GSL's derivative-based root polishers on
/// x(t) − x from the guess t = x, until successive iterates differ by less than 1e-14
/// (`gsl_root_test_delta`, ``RootSearch/timing``).
///
/// Polishers are not guaranteed to converge: where x′ vanishes (GSL reports `GSL_EZERODIV`), an
/// iterate leaves [0, 1], or 100 iterations pass, this solver falls back to GSL bisection on
/// [0, 1] (same tolerance) and counts it in ``Prepared/fallbacks``. Accuracy: |Δt| ≤ 1e-14 plus
/// the double-rounding band where x′ → 0 (``SolverAccuracy/parameterBand(for:at:)``).
public struct GSLDerivativeTimingSolver: TimingSolver {
  /// The GSL algorithm.
  public var method: GSLDerivativeMethod

  /// The zoo member running `method`.
  public init(_ method: GSLDerivativeMethod) {
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
  public var accuracy: AccuracyPromise { .parameter(within: RootSearch.timing.absoluteTolerance) }

  public func prepare(_ curve: CubicTimingFunction) throws(CurveError) -> Prepared {
    try Prepared(method: method, coefficients: curve.coefficients)
  }

  /// A ``GSLDerivativeSolver`` bound to one curve, with a bisection solver for the fallback.
  public final class Prepared: CountingTimingSolver {
    public typealias Failure = CurveError

    private let solver: GSLDerivativeSolver
    private let curve: GSLCurveFunction
    private let fallback: GSLBracketingTimingSolver.Prepared
    /// How many solves fell back to bisection (for the bench and the tests).
    public private(set) var fallbacks = 0

    init(method: GSLDerivativeMethod, coefficients: CurveCoefficients) throws(CurveError) {
      do { solver = try GSLDerivativeSolver(method) } catch { throw .gsl(error) }
      fallback = try GSLBracketingTimingSolver.Prepared(method: .bisection, coefficients: coefficients)
      curve = GSLCurveFunction(coefficients)
    }

    public func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(CurveError) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      curve.begin(x)
      let outcome = solver.iterate(curve.derivativeFunction, guess: x, within: 0...1, search: .timing, counter: &counter)
      counter.countEvaluations(curve.evaluations)
      if case .converged(let root, _) = outcome { return root }
      // A status here means "fall back", never an abort: forget GSL's reason without building a
      // String (no allocation), then bisect.
      GSL.forgetReason()
      fallbacks += 1
      return try fallback.solve(x, &counter)
    }
  }
}
