/// `legacy-newton8`: the 2008 WebKit `UnitBezier::solveCurveX`, still in pop, Advance and Servo.
///
/// Algorithm (DESIGN.md §3, family 5): up to 8 Newton steps from t = x, returning when
/// |x(t) − x| < ε and breaking when |x′(t)| < 1e-6; then bisection on [0, 1] from t = x until
/// |x(t) − x| < ε.
///
/// ε defaults to 1e-7; ``pop(duration:)`` gives pop's ε = 1/(1000·duration) (2.857e-3 for a
/// 0.35 s animation). Accuracy: the output error is about |dy/dx|·ε.
public struct LegacyNewton8Solver: TimingSolver {
  /// The residual tolerance ε.
  public var epsilon: Double

  public init(epsilon: Double = 1e-7) {
    self.epsilon = epsilon
  }

  /// pop's setting: ε = 1/(1000·duration), the precision "appropriate for the duration".
  public static func pop(duration: Double) -> LegacyNewton8Solver {
    LegacyNewton8Solver(epsilon: 1 / (1000 * duration))
  }

  /// The animation duration whose ε the ``SolverID/legacyNewton8Pop`` configuration uses (0.35 s,
  /// DESIGN.md §3).
  public static let popDuration = 0.35

  /// ``SolverID/legacyNewton8`` at ε = 1e-7, ``SolverID/legacyNewton8Pop`` at pop's ε for
  /// ``popDuration``; any other ε has no id of its own and reports the first.
  public var id: SolverID { epsilon == Self.pop(duration: Self.popDuration).epsilon ? .legacyNewton8Pop : .legacyNewton8 }
  public var family: SolverFamily { .legacy }
  public var accuracy: AccuracyPromise { .inputResidual(below: epsilon) }

  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(coefficients: curve.coefficients, epsilon: epsilon)
  }

  public struct Prepared: CountingTimingSolver, Sendable {
    public let coefficients: CurveCoefficients
    public let epsilon: Double

    @inlinable @inline(__always)
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
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
  }
}
