import RealModule

/// Robust real-root finding for the cubics of timing curves, shared by the closed-form
/// solvers and the inversion.
@usableFromInline
package enum CubicRoots {
  /// The root in [0, 1] of the monotone x(t) − x, where x(t) has coefficients (a, b, c) and
  /// x ∈ [0, 1]: an analytic first guess (Cardano / trigonometric, or the quadratic formula on
  /// and near the degenerate family) finished by safeguarded Newton.
  ///
  /// Sources: the depressed-cubic formulas (Cardano; the trigonometric form for three real
  /// roots, Numerical Recipes §5.6) and the cancellation-free quadratic
  /// q = −(b + sign(b)·√(b² − 4ac))/2, roots q/a and c/q (same section).
  @inlinable
  package static func monotoneRoot<Counter: SolveCounter>(
    _ k: CurveCoefficients, x: Double, counter: inout Counter
  ) -> Double {
    let guess = analyticRoot(a: k.ax, b: k.bx, c: k.cx, d: -x, near: x)
    return polish(k, x: x, from: guess, counter: &counter)
  }

  /// The one degenerate-cubic rule (the Curves article "Timing curves"),
  /// shared by the closed form, `gsl-cubic`, the
  /// inverse table and the inversion: a·t³ + b·t² + c·t + d is solved as the quadratic
  /// b·t² + c·t + d when |a| ≤ 1e-8·(|b| + |c|) (the family 3·x1 − 3·x2 + 1 = 0 and near it).
  ///
  /// Why 1e-8: below it the neglected cubic term moves a root in [0, 1] by about 1e-8 relative;
  /// above it the monic cubic's coefficients (b/a, c/a) are at most ~1e8, so its roots carry
  /// rounding of about 1e8·u ≈ 1e-8 relative. Either way the root is within ~1e-8 and one Newton
  /// step (`gsl-cubic` takes exactly one) brings it to ~1e-16.
  @inlinable
  package static func isDegenerate(a: Double, b: Double, c: Double) -> Bool {
    abs(a) <= 1e-8 * (abs(b) + abs(c))
  }

  /// An analytic root of a·t³ + b·t² + c·t + d nearest to [0, 1] (nearest to `near` when several
  /// lie in it), clamped into [0, 1]. The quadratic formula replaces Cardano where the cubic is
  /// degenerate (``isDegenerate(a:b:c:)``).
  @inlinable
  static func analyticRoot(a: Double, b: Double, c: Double, d: Double, near: Double) -> Double {
    var best = NearestRoot(near: near)
    func consider(_ r: Double) { best.consider(r) }
    if isDegenerate(a: a, b: b, c: c) {
      if abs(b) <= 1e-12 * abs(c) {
        consider(-d / c)
      } else {
        let disc = c * c - 4 * b * d
        if disc >= 0 {
          let q = -0.5 * (c + (c >= 0 ? 1 : -1) * disc.squareRoot())
          if q != 0 { consider(d / q) }
          consider(q / b)
        } else {
          consider(-c / (2 * b))
        }
      }
    } else {
      let B = b / a, C = c / a, D = d / a
      let shift = B / 3
      let p = C - B * shift
      let q = (2 * shift * shift - C) * shift + D
      let half = q / 2
      let third = p / 3
      let disc = half * half + third * third * third
      if disc > 0 {
        let root = disc.squareRoot()
        let u = -(half >= 0 ? 1.0 : -1.0) * Double.root(abs(half) + root, 3)
        consider((u == 0 ? 0 : u - third / u) - shift)
      } else if third < 0 {
        let r = 2 * (-third).squareRoot()
        let cosine = max(-1, min(1, -half / (-third * (-third).squareRoot())))
        let phi = Double.acos(cosine) / 3
        for k in 0..<3 {
          consider(r * Double.cos(phi - 2 * Double.pi * Double(k) / 3) - shift)
        }
      } else {
        consider(-shift)
      }
    }
    return best.clamped
  }

  /// Newton on x(t) − x inside the bracket [0, 1], shrunk as it goes; a step that leaves the
  /// bracket, or a zero derivative, bisects instead. Stops when a Newton step is below
  /// 1e-16·(1 + t) (converged: the step is tested before the bracket, since a converged step
  /// lands on the bracket's edge), when the bracket has closed to one ulp, or after 60
  /// iterations (bisection alone reaches ulp(1) in 53).
  @inlinable
  static func polish<Counter: SolveCounter>(
    _ k: CurveCoefficients, x: Double, from guess: Double, counter: inout Counter
  ) -> Double {
    var lo = 0.0, hi = 1.0
    var t = guess
    for _ in 0..<60 {
      counter.countIteration()
      counter.countEvaluations(2)
      let fx = k.x(t) - x
      if fx == 0 { return t }
      if fx < 0 { lo = t } else { hi = t }
      let slope = k.dx(t)
      if slope > 0 {
        let step = fx / slope
        if abs(step) <= 1e-16 * (1 + t) { return min(max(t - step, 0), 1) }
        let next = t - step
        if next > lo && next < hi {
          t = next
          continue
        }
      }
      let mid = 0.5 * (lo + hi)
      if mid <= lo || mid >= hi { return t }
      t = mid
    }
    return t
  }
}

/// Picks, among candidate roots, the one in [0, 1] nearest to a hint, or failing that the one
/// nearest to [0, 1]; NaN and infinite candidates are ignored.
@usableFromInline
package struct NearestRoot {
  @usableFromInline var best: Double
  @usableFromInline var bestDistance = Double.infinity
  @usableFromInline let near: Double

  @inlinable
  package init(near: Double) {
    self.near = near
    best = near
  }

  @inlinable
  package mutating func consider(_ r: Double) {
    guard r.isFinite else { return }
    let distance = r < 0 ? -r : (r > 1 ? r - 1 : abs(r - near) * 1e-3)
    if distance < bestDistance {
      bestDistance = distance
      best = r
    }
  }

  /// The chosen root, clamped into [0, 1].
  @inlinable
  package var clamped: Double { min(max(best, 0), 1) }
}
