import CGSL
import Curves

/// `gsl-cubic`: GSL's closed-form polynomial solvers on x(t) − x.
///
/// `gsl_poly_solve_cubic` solves the **monic** cubic t³ + a·t² + b·t + c, so the equation
/// ax·t³ + bx·t² + cx·t − x = 0 is divided by ax. When |ax| ≤ 1e-8·(|bx| + |cx|) the cubic is
/// degenerate (the one rule of `CubicRoots.isDegenerate`: the family 3·x1 − 3·x2 + 1 = 0 and near
/// it) and `gsl_poly_solve_quadratic` solves bx·t² + cx·t − x instead. The real root in [0, 1]
/// (the nearest, clamped, if rounding put it just outside) gets one Newton polish, kept when it
/// does not increase the residual.
///
/// Accuracy: one Newton step from GSL's root; limited where the monic form has large
/// coefficients (|ax| just above the degenerate threshold) and where x′ → 0.
public struct GSLCubicSolver: TimingSolver {
  /// The `gsl-cubic` solver (it has no settings).
  public init() {}
  /// The id of this configuration, ``SolverID/gslCubic``.
  public var id: SolverID { .gslCubic }
  /// The family, ``SolverFamily/gslClosedForm``.
  public var family: SolverFamily { .gslClosedForm }
  /// GSL's root plus one Newton step meets the target on the presets, the stress set and random
  /// curves, but not just above the degenerate rule, where the monic cubic's coefficients are
  /// huge (measured: up to ~1e-4 in y at |ax|/(|bx| + |cx|) = 1e-8, 1.4× the target at 1e-6, within
  /// it from 2e-6; the bound 1e-5 keeps a margin).
  public var accuracy: AccuracyPromise { .conditionAwareTargetAwayFromDegeneracy(upTo: 1e-5) }

  /// Does the per-curve work once: turns off GSL's aborting error handler
  /// (`GSL/installErrorHandler()`) and keeps the curve's coefficients.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    GSL.installErrorHandler()
    return Prepared(coefficients: curve.coefficients)
  }

  /// The `gsl-cubic` solver prepared for one curve: only its coefficients (a value, safe to share;
  /// GSL's polynomial solvers need no workspace).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// The curve's power-form coefficients.
    public let coefficients: CurveCoefficients

    /// t for x: the roots of the monic cubic from `gsl_poly_solve_cubic` (of the quadratic from
    /// `gsl_poly_solve_quadratic` where the cubic is degenerate), the real root in or nearest to
    /// [0, 1] clamped into it (x itself if none is real; where GSL finds one real root, the
    /// complex pair's real part is a candidate too), one Newton step where x′(t) > 0 (kept
    /// unless it increases |x(t) − x|), then clamped again; exactly 0 and 1 at the ends. GSL's
    /// return values are not checked. Counts one iteration and three curve evaluations.
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      let k = coefficients
      var r0 = Double.nan, r1 = Double.nan, r2 = Double.nan
      counter.countIteration()
      if CubicRoots.isDegenerate(a: k.ax, b: k.bx, c: k.cx) {
        _ = gsl_poly_solve_quadratic(k.bx, k.cx, -x, &r0, &r1)
      } else {
        let a = k.bx / k.ax
        if gsl_poly_solve_cubic(a, k.cx / k.ax, -x / k.ax, &r0, &r1, &r2) == 1 {
          // One real root: the other two are a complex pair with real part (−a − r0)/2 (the
          // roots sum to −a). A double root the curve has at an end (x1 → 0, x2 → 1) splits
          // into such a pair when rounding makes the discriminant negative; its real part is the
          // lost root (found by an edge-aimed curve draw: GSL gave only −0.5 for a root at 1).
          r1 = (-a - r0) / 2
        }
      }
      var t = Self.nearestInUnitInterval(r0, r1, r2, near: x)
      counter.countEvaluations(3)
      let slope = k.dx(t)
      if slope > 0 {
        // Kept only if it does not increase the residual: at a double root at an end (x2 one ulp
        // below 1, x → 1, GSL's roots −0.5, 1, 1) x′(t) is rounding noise, and the step divided
        // noise by noise, from t = 1 to 0.33 (found by an edge-aimed curve draw).
        let residual = k.x(t) - x
        let polished = t - residual / slope
        if abs(k.x(polished) - x) <= abs(residual) { t = polished }
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
