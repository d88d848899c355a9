import CGSL

/// `gsl-cubic`: GSL's closed-form polynomial solvers on x(t) − x.
///
/// `gsl_poly_solve_cubic` solves the **monic** cubic t³ + a·t² + b·t + c, so the equation
/// ax·t³ + bx·t² + cx·t − x = 0 is divided by ax. When |ax| ≤ 1e-8·(|bx| + |cx|) the cubic is
/// degenerate (the one rule of `CubicRoots.isDegenerate`) (the family 3·x1 − 3·x2 + 1 = 0 and near it) and `gsl_poly_solve_quadratic` solves
/// bx·t² + cx·t − x instead. The real root in [0, 1] (the nearest, clamped, if rounding put it
/// just outside) gets one Newton polish.
///
/// Accuracy: one Newton step from GSL's root; limited where the monic form has large
/// coefficients (|ax| just above the degenerate threshold) and where x′ → 0.
public struct GSLCubicSolver: TimingSolver {
  public init() {}
  public var id: SolverID { .gslCubic }
  public var family: SolverFamily { .gslClosedForm }
  /// GSL's root plus one Newton step meets the target on the presets, the stress set and random
  /// curves, but not just above the degenerate rule, where the monic cubic's coefficients are
  /// huge (measured: up to ~1e-4 in y at |ax|/(|bx| + |cx|) = 1e-8, 1.4× the target at 1e-6, within
  /// it from 2e-6; the bound 1e-5 keeps a margin).
  public var accuracy: AccuracyPromise { .conditionAwareTargetAwayFromDegeneracy(upTo: 1e-5) }

  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    GSL.installErrorHandler()
    return Prepared(coefficients: curve.coefficients)
  }

  public struct Prepared: CountingTimingSolver, Sendable {
    public let coefficients: CurveCoefficients

    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      let k = coefficients
      var r0 = Double.nan, r1 = Double.nan, r2 = Double.nan
      counter.countIteration()
      if CubicRoots.isDegenerate(a: k.ax, b: k.bx, c: k.cx) {
        _ = gsl_poly_solve_quadratic(k.bx, k.cx, -x, &r0, &r1)
      } else {
        _ = gsl_poly_solve_cubic(k.bx / k.ax, k.cx / k.ax, -x / k.ax, &r0, &r1, &r2)
      }
      var t = Self.nearestInUnitInterval(r0, r1, r2, near: x)
      counter.countEvaluations(2)
      let slope = k.dx(t)
      if slope > 0 {
        t -= (k.x(t) - x) / slope
      }
      return min(max(t, 0), 1)
    }

    /// The candidate in [0, 1] (nearest to `near` if several), else the one nearest to [0, 1].
    static func nearestInUnitInterval(_ r0: Double, _ r1: Double, _ r2: Double, near: Double) -> Double {
      var best = NearestRoot(near: near)
      best.consider(r0)
      best.consider(r1)
      best.consider(r2)
      return best.clamped
    }
  }
}
