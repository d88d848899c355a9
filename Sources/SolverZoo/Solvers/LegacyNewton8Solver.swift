import Curves

/// `legacy-newton8`: the 2008 WebKit `UnitBezier::solveCurveX`, still in pop, Advance and Servo.
///
/// Algorithm (<doc:ChoosingASolver>): up to 8 Newton steps from t = x, returning when
/// |x(t) − x| < ε and breaking when |x′(t)| < 1e-6; then bisection on [0, 1] from t = x until
/// |x(t) − x| < ε.
///
/// ε defaults to 1e-7; ``pop(duration:)`` gives pop's ε = 1/(1000·duration) (2.857e-3 for a
/// 0.35 s animation). Accuracy: the output error is about |dy/dx|·ε.
///
/// At the ends and outside [0, 1] it answers as pop's `UnitBezier::solve` (facebook/pop
/// `pop/WebCore/UnitBezier.h` at 87d1f8b7): y at `solveCurveX` with no end return, so the Newton
/// steps continue the cubic where they converge and the bisection clamps t where they do not.
public struct LegacyNewton8Solver: TimingSolver {
  /// The residual tolerance ε.
  public let epsilon: Double

  /// The legacy solver with residual tolerance `epsilon` (1e-7 by default).
  ///
  /// - Precondition: 0 < ε < ∞ (at ε ≤ 0, which ``pop(duration:)`` would give for a negative
  ///   duration, the bisection's test could never pass and the loop would not end).
  public init(epsilon: Double = 1e-7) {
    precondition(epsilon > 0 && epsilon.isFinite, "a solver's ε must be finite and > 0, got \(epsilon)")
    self.epsilon = epsilon
  }

  /// pop's setting: ε = 1/(1000·duration), the precision "appropriate for the duration".
  public static func pop(duration: Double) -> LegacyNewton8Solver {
    LegacyNewton8Solver(epsilon: 1 / (1000 * duration))
  }

  /// The animation duration whose ε the ``SolverID/legacyNewton8Pop`` configuration uses (0.35 s,
  /// see <doc:ChoosingASolver>).
  public static let popDuration = 0.35

  /// ``SolverID/legacyNewton8`` at ε = 1e-7, ``SolverID/legacyNewton8Pop`` at pop's ε for
  /// ``popDuration``; any other ε has no id of its own and reports the first.
  public var id: SolverID {
    epsilon == Self.pop(duration: Self.popDuration).epsilon ? .legacyNewton8Pop : .legacyNewton8
  }
  /// The family, ``SolverFamily/legacy``.
  public var family: SolverFamily { .legacy }
  /// Outside [0, 1] the Newton steps continue the cubic (the bisection clamps t where they break
  /// off); output unclamped; double.
  public var policy: SolverPolicy { SolverPolicy(input: .extrapolatesCubic, output: .unclamped, precision: .double) }
  /// The input residual |x(t) − x| < ``epsilon`` (``AccuracyPromise/inputResidual(below:)``): the
  /// output then errs by about |dy/dx|·ε.
  public var accuracy: AccuracyPromise { .inputResidual(below: epsilon) }

  /// Does the per-curve work once: keeps the curve's power-form coefficients and ``epsilon``.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(coefficients: curve.coefficients, epsilon: epsilon)
  }

  /// The legacy solver prepared for one curve: its coefficients and ε (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// The curve's power-form coefficients.
    public let coefficients: CurveCoefficients
    /// The residual tolerance ε.
    public let epsilon: Double

    /// WebKit's 2008 `solveCurveX`: at most 8 Newton steps from t = x (returning when
    /// |x(t) − x| < ε, breaking when |x′(t)| < 1e-6), then bisection on [0, 1] restarted from t = x
    /// until |x(t) − x| < ε; if the bracket closes first, its last midpoint. Counts iterations and
    /// curve evaluations in `counter`.
    ///
    /// - Precondition: 0 ≤ x ≤ 1 (asserted in debug builds only, as the original checks nothing;
    ///   ``solveCurveX(_:_:)`` takes any x).
    @inlinable @inline(__always)
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      return solveCurveX(x, &counter)
    }

    /// `solveCurveX` for any x, as the original runs it: the Newton steps continue the cubic
    /// beyond [0, 1] when they converge there (cubic-bezier(0.42, 0, 1, 1) at x = 1.5 lands on
    /// t ≈ −1.46, a root of x(t) = 1.5 on the far side); when they break off, the bisection's
    /// first lines return t = 0 for x < 0 and t = 1 for x > 1 (`if (t2 < t0) return t0;
    /// if (t2 > t1) return t1;`); NaN gives NaN. x = 0 meets the residual at t = 0 at once;
    /// x = 1 at t = 1, whose y(1) = ay + by + cy may miss 1 by an ulp (no end return).
    @inlinable @inline(__always)
    public func solveCurveX<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      let k = coefficients
      var t2 = x
      for _ in 0..<8 {
        counter.countIteration()
        counter.countEvaluations(1)
        let residual = k.x(t2) - x
        if abs(residual) < epsilon { return t2 }
        counter.countEvaluations(1)
        let slope = k.dx(t2)
        if abs(slope) < 1e-6 { break }
        t2 -= residual / slope
      }
      var t0 = 0.0, t1 = 1.0
      t2 = x
      if t2 < t0 { return t0 }
      if t2 > t1 { return t1 }
      while t0 < t1 {
        counter.countIteration()
        counter.countEvaluations(1)
        let value = k.x(t2)
        if abs(value - x) < epsilon { return t2 }
        if x > value { t0 = t2 } else { t1 = t2 }
        t2 = (t1 - t0) * 0.5 + t0
      }
      return t2
    }

    /// `solve(x, epsilon)` at the ends and outside [0, 1]: y at ``solveCurveX(_:_:)``, with no
    /// end return (pop and lottie's `UnitBezier` have none).
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      var none = NoCount()
      return coefficients.y(solveCurveX(x, &none))
    }
  }
}
