import CGSL
import Curves

/// `gsl-bisection`, `gsl-falsepos`, `gsl-brent`: GSL's bracketing root finders on x(t) − x over
/// [0, 1], until the bracket is narrower than 1e-14 in t (`gsl_root_test_interval`,
/// ``Curves/RootSearch/timing``). [0, 1] brackets the root since x(0) = 0 ≤ x ≤ 1 = x(1), except
/// that x(1) computed from the coefficients can round below 1: an x at or above the computed x(1)
/// is answered t = 1 (within x(1)'s rounding of the root), never handed to GSL, which would
/// refuse the bracket (`GSL_EINVAL`, endpoints do not straddle).
///
/// Accuracy: |Δt| ≤ 1e-14 plus the double-rounding band where x′ → 0
/// (`SolverAccuracy/parameterBand(for:at:)`). Each prepared solver owns a
/// `GSLBracketingSolver` workspace (not Sendable, one per thread); a solve allocates nothing.
public struct GSLBracketingTimingSolver: TimingSolver {
  /// The GSL algorithm.
  public var method: GSLBracketingMethod

  /// The zoo member running `method`.
  public init(_ method: GSLBracketingMethod) {
    self.method = method
  }

  /// The id of this configuration by ``method``: ``SolverID/gslBisection``,
  /// ``SolverID/gslFalsePosition`` or ``SolverID/gslBrent``.
  public var id: SolverID {
    switch method {
    case .bisection: .gslBisection
    case .falsePosition: .gslFalsePosition
    case .brent: .gslBrent
    }
  }

  /// The family, ``SolverFamily/gslBracketing``.
  public var family: SolverFamily { .gslBracketing }
  /// |Δt| ≤ 1e-14 (``Curves/RootSearch/timing``'s absolute tolerance) plus the double-rounding band where
  /// x′ → 0.
  public var accuracy: AccuracyPromise { .parameter(within: RootSearch.timing.absoluteTolerance) }

  /// Does the per-curve work once: allocates GSL's workspace for ``method`` and the curve's
  /// `gsl_function`.
  ///
  /// - Throws: ``SolverError/gsl(_:)`` when GSL cannot allocate the workspace.
  public func prepare(_ curve: CubicTimingFunction) throws(SolverError) -> Prepared {
    try Prepared(method: method, coefficients: curve.coefficients)
  }

  /// A `GSLBracketingSolver` bound to one curve's x(t) − x.
  public final class Prepared: CountingTimingSolver {
    /// A solve throws ``SolverError``, carrying GSL's status.
    public typealias Failure = SolverError

    private let solver: GSLBracketingSolver
    private let curve: GSLCurveFunction
    /// x(1) as GSL's callback computes it (a + b + c, which can round below 1).
    private let endX: Double

    init(method: GSLBracketingMethod, coefficients: CurveCoefficients) throws(SolverError) {
      do { solver = try GSLBracketingSolver(method) } catch { throw .gsl(error) }
      curve = GSLCurveFunction(coefficients)
      endX = coefficients.x(1)
    }

    /// t for x: GSL's solver iterated on [0, 1] until the bracket is narrower than
    /// ``Curves/RootSearch/timing`` allows (exactly 0 and 1 at the ends, and 1 from the computed
    /// x(1) up, without calling GSL). Adds its iterations and curve evaluations to `counter`.
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    /// - Throws: ``SolverError/gsl(_:)`` when GSL reports a failure or 100 iterations pass without
    ///   convergence.
    public func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(SolverError) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      if x >= endX { return 1 }
      curve.begin(x)
      let outcome = solver.iterate(curve.function, lower: 0, upper: 1, search: .timing, counter: &counter)
      counter.countEvaluations(curve.evaluations)
      do { return try outcome.get(maxIterations: RootSearch.timing.maxIterations).root } catch { throw .gsl(error) }
    }
  }
}
