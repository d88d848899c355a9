import CGSL
import Curves

/// `gsl-bisection`, `gsl-falsepos`, `gsl-brent`: GSL's bracketing root finders on x(t) − x over
/// [0, 1] (which always brackets the root, since x(0) = 0 ≤ x ≤ 1 = x(1)), until the bracket is
/// narrower than 1e-14 in t (`gsl_root_test_interval`, ``Curves/RootSearch/timing``).
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

    init(method: GSLBracketingMethod, coefficients: CurveCoefficients) throws(SolverError) {
      do { solver = try GSLBracketingSolver(method) } catch { throw .gsl(error) }
      curve = GSLCurveFunction(coefficients)
    }

    /// t for x: GSL's solver iterated on [0, 1] until the bracket is narrower than
    /// ``Curves/RootSearch/timing`` allows (exactly 0 and 1 at the ends, without calling GSL). Adds its
    /// iterations and curve evaluations to `counter`.
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    /// - Throws: ``SolverError/gsl(_:)`` when GSL reports a failure or 100 iterations pass without
    ///   convergence.
    public func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(SolverError) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      curve.begin(x)
      let outcome = solver.iterate(curve.function, lower: 0, upper: 1, search: .timing, counter: &counter)
      counter.countEvaluations(curve.evaluations)
      do { return try outcome.get(maxIterations: RootSearch.timing.maxIterations).root } catch { throw .gsl(error) }
    }
  }
}
