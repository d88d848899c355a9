extension CubicTimingFunction {
  /// Every elapsed-time fraction x ∈ [0, 1] at which the curve shows progress `y`, ascending:
  /// the reverse curve, which an exact interactive rewind needs.
  ///
  /// One root for a y-monotone curve; up to three for overshooting curves; none when y lies
  /// outside the curve's range over [0, 1] (or is NaN). Algorithm: the parameters t with
  /// y(t) = y are the real roots in [0, 1] of the y-cubic, from GSL (`gsl_poly_solve_cubic` on
  /// the monic form; `gsl_poly_solve_quadratic` when it degenerates, y2 = y1 + 1/3), plus the
  /// stationary points of y(t) where y touches the value (a double root that rounding can hide);
  /// each root is polished by Newton on y(t) − y and mapped to x = x(t). Roots closer than 1e-12
  /// in x are merged. y = 0 includes x = 0 and y = 1 includes x = 1, exactly.
  ///
  /// Accuracy: `progress(at: x) == y` to a few ulps of y plus |y′(x)|·ulp(x) (the rounding of x
  /// itself); `times(forProgress: progress(at: x))` contains x to a few ulps where the curve is
  /// strictly monotone, and exactly on the line y = x (``isIdentity``).
  public func times(forProgress y: Double) -> RealRoots {
    var roots = RealRoots()
    guard y.isFinite else { return roots }
    // The line y = x is its own inverse, exactly (as progress(at:) is x itself there).
    if isIdentity {
      if y >= 0 && y <= 1 { roots.insert(y) }
      return roots
    }
    let scale = 1 + abs(y)
    func accept(_ candidate: Double) {
      guard candidate >= -1e-9 && candidate <= 1 + 1e-9 else { return }
      let t = polish(min(max(candidate, 0), 1), towards: y)
      guard abs(self.y(at: t) - y) <= 1e-9 * scale else { return }
      // x(t) is increasing on [0, 1] with x(1) = 1, but its power form can round past 1 for t
      // just below 1 (1.0000000000000002, found by the curve fuzzer): clamp into [0, 1].
      let x = t == 0 ? 0 : (t == 1 ? 1 : min(max(self.x(at: t), 0), 1))
      if roots.contains(where: { abs($0 - x) <= 1e-12 }) { return }
      roots.insert(x)
    }
    if y == 0 { accept(0) }
    if y == 1 { accept(1) }
    for t in GSLPolynomial.cubicRoots(ay, by, cy, -y) { accept(t) }
    // Stationary points of y(t) (roots of y′(t) = 3·ay·t² + 2·by·t + cy) that touch y.
    for t in GSLPolynomial.quadraticRoots(3 * ay, 2 * by, cy) where t >= 0 && t <= 1 {
      if abs(self.y(at: t) - y) <= 1e-12 * scale { accept(t) }
    }
    return roots
  }

  /// The first (smallest) x at which the curve shows progress `y`, or nil: for a y-monotone
  /// curve, the inverse of ``progress(at:)``.
  ///
  /// x is the elapsed-time **fraction** of the curve's duration, as `CAMediaTimingFunction`
  /// takes it, not seconds: multiply by the duration, or, for a phase of a transition, use
  /// `TransitionPhase.time(forProgress:)`, which answers in seconds on the transition's clock.
  public func time(forProgress y: Double) -> Double? {
    times(forProgress: y).first
  }

  /// The x at which the curve shows progress `y` that is nearest to `previous`: the root
  /// continuous with the previous one as y changes gradually (an overshooting curve passes the
  /// same progress several times). nil when no x gives y.
  public func time(forProgress y: Double, near previous: Double) -> Double? {
    times(forProgress: y).min { abs($0 - previous) < abs($1 - previous) }
  }

  /// Newton on y(t) − target from t, kept in [0, 1]; stops when the residual stops shrinking.
  private func polish(_ start: Double, towards target: Double) -> Double {
    var t = start
    var residual = abs(y(at: t) - target)
    for _ in 0..<8 where residual > 0 {
      let slope = dydt(at: t)
      guard slope != 0 else { break }
      let next = min(max(t - (y(at: t) - target) / slope, 0), 1)
      let nextResidual = abs(y(at: next) - target)
      guard nextResidual < residual else { break }
      t = next
      residual = nextResidual
    }
    return t
  }
}
