/// The accuracy target every full-accuracy solver must meet (<doc:TimingCurves>), measured on the
/// output y against the reference, never on the input residual.
///
/// ```
/// |y − y_ref| ≤ 1e-12 + 8u·|y′(x)|·max(|x|, |1 − x|),   u = 2⁻⁵³
/// ```
/// The second term is the error that rounding x itself (or x(t)) by a few ulps causes through
/// the slope y′(x) = (dy/dt)/(dx/dt): on the presets it is below 1e-12, near a vertical
/// tangent it grows as the problem's condition does.
public enum SolverAccuracy {
  /// The unit roundoff of Double, 2⁻⁵³.
  public static let unitRoundoff = Double.ulpOfOne / 2

  /// The allowed error given the slope dy/dx at x.
  public static func target(slope: Double, at x: Double) -> Double {
    1e-12 + 8 * unitRoundoff * abs(slope) * max(abs(x), abs(1 - x))
  }

  /// The band in which a solver that stops on the sign of x(t) − x computed in double cannot
  /// do better, at the exact parameter t: 8u·(|ax| + |bx| + |cx|)/x′(t) (the rounding error of
  /// x(t) − x, about 4u·Σ|coefficients|, divided by the slope, twice for safety) plus 4u (the
  /// rounding of t ≤ 1 itself). It dominates only where x′ → 0; where x′ is 0 the band is
  /// unbounded. (|x′|: the power form can round x′ = 0 at an end to −3e-16, found by the
  /// edge-aimed curve generator with x2 = 1; a negative band failed every solver there.)
  public static func parameterBand(for curve: CubicTimingFunction, at t: Double) -> Double {
    let k = curve.coefficients
    return 8 * unitRoundoff * (abs(k.ax) + abs(k.bx) + abs(k.cx)) / abs(curve.dxdt(at: t)) + 4 * unitRoundoff
  }
}
