import CGSL
import Curves

/// `gsl-newton`, `gsl-secant`, `gsl-steffenson`: GSL's derivative-based root polishers on
/// x(t) − x from the guess t = x, until successive iterates differ by less than 1e-14
/// (`gsl_root_test_delta`, ``Curves/RootSearch/timing``).
///
/// Polishers are not guaranteed to converge: where x′ vanishes (GSL reports `GSL_EZERODIV`), an
/// iterate leaves [0, 1], or 100 iterations pass, this solver falls back to GSL bisection on
/// [0, 1] (same tolerance) and counts it in ``Prepared/fallbacks``. Accuracy: |Δt| ≤ 1e-14 plus
/// the double-rounding band where x′ → 0 (`SolverAccuracy/parameterBand(for:at:)`).
public struct GSLDerivativeTimingSolver: TimingSolver {
  /// The GSL algorithm.
  public var method: GSLDerivativeMethod

  /// The zoo member running `method`.
  public init(_ method: GSLDerivativeMethod) {
    self.method = method
  }

  /// The id of this configuration by ``method``: ``SolverID/gslNewton``, ``SolverID/gslSecant``
  /// or ``SolverID/gslSteffenson``.
  public var id: SolverID {
    switch method {
    case .newton: .gslNewton
    case .secant: .gslSecant
    case .steffenson: .gslSteffenson
    }
  }

  /// The family, ``SolverFamily/gslDerivative``.
  public var family: SolverFamily { .gslDerivative }
  /// |Δt| ≤ 1e-14 (``Curves/RootSearch/timing``'s absolute tolerance) plus the double-rounding band where
  /// x′ → 0, for the polisher and its bisection fallback alike.
  public var accuracy: AccuracyPromise { .parameter(within: RootSearch.timing.absoluteTolerance) }

  /// Does the per-curve work once: allocates GSL's polisher for ``method``, the curve's
  /// `gsl_function_fdf` and the bisection fallback's workspace.
  ///
  /// - Throws: ``SolverError/gsl(_:)`` when GSL cannot allocate a workspace.
  public func prepare(_ curve: CubicTimingFunction) throws(SolverError) -> Prepared {
    try Prepared(method: method, coefficients: curve.coefficients)
  }

  /// A `GSLDerivativeSolver` bound to one curve, with a bisection solver for the fallback.
  public final class Prepared: CountingTimingSolver {
    /// A solve throws ``SolverError``, carrying GSL's status (only from the bisection fallback: the
    /// polisher's own failures fall back).
    public typealias Failure = SolverError

    private let solver: GSLDerivativeSolver
    private let curve: GSLCurveFunction
    private let fallback: GSLBracketingTimingSolver.Prepared
    /// How many solves fell back to bisection (for the bench and the tests).
    public private(set) var fallbacks = 0

    init(method: GSLDerivativeMethod, coefficients: CurveCoefficients) throws(SolverError) {
      do { solver = try GSLDerivativeSolver(method) } catch { throw .gsl(error) }
      fallback = try GSLBracketingTimingSolver.Prepared(method: .bisection, coefficients: coefficients)
      curve = GSLCurveFunction(coefficients)
    }

    /// t for x: GSL's polisher from the guess t = x until successive iterates differ by less than
    /// ``Curves/RootSearch/timing`` allows (exactly 0 and 1 at the ends, without calling GSL). On any other
    /// outcome (a GSL status, an iterate outside [0, 1], 100 iterations) it discards GSL's reason,
    /// adds one to ``fallbacks`` (and to the counter's) and bisects on [0, 1] instead. Adds the iterations and curve
    /// evaluations of both to `counter`.
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    /// - Throws: ``SolverError/gsl(_:)`` when the bisection fallback fails.
    public func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(SolverError) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      curve.begin(x)
      let outcome = solver.iterate(
        curve.derivativeFunction, guess: x, within: 0...1, search: .timing, counter: &counter)
      counter.countEvaluations(curve.evaluations)
      if case .converged(let root, _) = outcome { return root }
      // A status here means "fall back", never an abort: forget GSL's reason without building a
      // String (no allocation), then bisect.
      GSL.forgetReason()
      fallbacks += 1
      counter.countFallback()
      return try fallback.solve(x, &counter)
    }
  }
}
