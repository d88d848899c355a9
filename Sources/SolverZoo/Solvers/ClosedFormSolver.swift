import Curves

/// `closed-form`: the root of x(t) = x from the cubic formula (Cardano with one real root, the
/// trigonometric form with three), or from the cancellation-free quadratic formula on and near
/// the degenerate family 3·x1 − 3·x2 + 1 = 0 (where the cubic coefficient vanishes), finished by
/// safeguarded Newton. See `CubicRoots` for the formulas and their source.
///
/// A solver that returns t = x on the degenerate family (as one popular library does) is wrong
/// by up to 0.41 in y there (curve (0, 1, 1/3, 1)); this one is within the accuracy target.
///
/// Accuracy: within `SolverAccuracy` of the reference everywhere.
public struct ClosedFormSolver: TimingSolver {
  /// The closed-form solver (it has no settings).
  public init() {}
  /// The id of this configuration, ``SolverID/closedForm``.
  public var id: SolverID { .closedForm }
  /// The family, ``SolverFamily/closedForm``.
  public var family: SolverFamily { .closedForm }
  /// The condition-aware target, ``AccuracyPromise/conditionAwareTarget``, on every curve (the
  /// degenerate family included).
  public var accuracy: AccuracyPromise { .conditionAwareTarget }

  /// Does the per-curve work once: keeps the curve's power-form coefficients (nothing else to prepare).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(coefficients: curve.coefficients)
  }

  /// The closed-form solver prepared for one curve: only its coefficients (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// The curve's power-form coefficients.
    public let coefficients: CurveCoefficients

    /// The root of x(t) = x from `CubicRoots.monotoneRoot` (the analytic root, then safeguarded
    /// Newton); exactly 0 and 1 at the ends. Counts one iteration plus the polish's work in `counter`.
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    @inlinable @inline(__always)
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      counter.countIteration()
      return CubicRoots.monotoneRoot(coefficients, x: x, counter: &counter)
    }
  }
}
