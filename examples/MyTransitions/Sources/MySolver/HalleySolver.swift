import Curves
import SolverBench
import SolverZoo

/// A team's own cubic-bezier solver, benchmarked and checked with the SolverBench library beside
/// the zoo's: Halley's method from t = x, kept inside a bisection bracket, to |x(t) − x| ≤ 1e-15,
/// in double, x clamped into [0, 1].
public struct HalleySolver: BenchmarkedSolver {
  public init() {}
  public var name: String { "my-halley" }
  public var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .double) }

  public func prepare(_ curve: CubicTimingFunction) -> Prepared { Prepared(k: curve.coefficients) }

  /// The prepared curve: its power-form coefficients (a value).
  public struct Prepared: CountingTimingSolver, Sendable {
    let k: CurveCoefficients

    /// t for x ∈ [0, 1], counting iterations and evaluations for the bench.
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      var low = 0.0, high = 1.0, t = x
      for _ in 0..<64 {
        counter.countIteration()
        counter.countEvaluations(3)
        let f = k.x(t) - x
        if abs(f) <= 1e-15 { return t }
        if f < 0 { low = t } else { high = t }
        let d1 = k.dx(t), d2 = 6 * k.ax * t + 2 * k.bx
        var next = t - 2 * f * d1 / (2 * d1 * d1 - f * d2)
        if !(next > low && next < high) { next = 0.5 * (low + high) }
        if next == t { return t }
        t = next
      }
      return t
    }
  }
}
