/// What a solver guarantees about its answer t for x, and in what units (DESIGN.md §3). Accuracy
/// is always *measured* on the output y against the reference; the promise says what the
/// solver's stopping rule bounds.
public enum AccuracyPromise: Hashable, Sendable {
  /// The output y is within ``SolverAccuracy/target(for:at:)`` of the reference at every x:
  /// |y − y_ref| ≤ 1e-12 + 8u·|y′(x)|·max(|x|, |1 − x|), u = 2⁻⁵³.
  case conditionAwareTarget
  /// The condition-aware target, except on near-degenerate curves whose cubic coefficient is
  /// small but above the degenerate rule: 1e-8 < |ax|/(|bx| + |cx|) ≤ `upTo`. There a solver that
  /// divides by ax (GSL's monic cubic) gets a root whose error one Newton step cannot repair
  /// (`gsl-cubic`: up to ~1e-4 in y at a ratio of 1e-8, 1.4× the target at 1e-6).
  case conditionAwareTargetAwayFromDegeneracy(upTo: Double)
  /// The parameter is within `bound` of the exact t, plus the double-rounding band where x′ → 0
  /// (see ``SolverAccuracy/parameterBand(for:at:)``): |t − t_ref| ≤ bound + band.
  case parameter(within: Double)
  /// Either the parameter is within `bound` of the exact t (plus the double-rounding band), or
  /// the input residual is |x(t) − x| ≤ `residual`: a solver that bisects until one of the two
  /// (Firefox: 10 halvings of a 0.1-wide interval, or a residual of 1e-7). Where x′ is small the
  /// residual stop leaves |Δt| up to residual/x′, more than `bound`.
  case parameterOrInputResidual(within: Double, residual: Double)
  /// The solver stops on the input residual: |x(t) − x| < `epsilon`. The output then errs by
  /// about |dy/dx|·ε (2e-7 on the presets at ε = 1e-7, up to 1e-2 at steep ends).
  case inputResidual(below: Double)
  /// The parameter t is the exact root rounded to double, within `ulps` units in the last place
  /// (the reference; its own `progress(at:)` then rounds y once from extended precision). The
  /// reference itself is validated against 50-digit values in `Tests/Golden`, not against itself.
  case correctlyRounded(ulps: Int)

  /// Whether the parameter `t` a solver returned for `x` keeps this promise on `curve`, judged
  /// against the ``ReferenceSolver``. `x` must lie in [0, 1].
  public func isKept(byParameter t: Double, forX x: Double, on curve: CubicTimingFunction) -> Bool {
    let reference = ReferenceSolver().prepare(curve)
    switch self {
    case .conditionAwareTarget:
      let truth = reference.progressAndSlope(at: x)
      return abs(curve.y(at: t) - truth.progress) <= SolverAccuracy.target(slope: truth.slope, at: x)
    case .conditionAwareTargetAwayFromDegeneracy(let bound):
      if Self.isNearDegenerate(curve, upTo: bound) { return true }
      return AccuracyPromise.conditionAwareTarget.isKept(byParameter: t, forX: x, on: curve)
    case .parameter(let bound):
      let exact = Double(reference.wideParameter(forX: x))
      return abs(t - exact) <= bound + SolverAccuracy.parameterBand(for: curve, at: exact)
    case .parameterOrInputResidual(let bound, let residual):
      return AccuracyPromise.parameter(within: bound).isKept(byParameter: t, forX: x, on: curve) || abs(curve.x(at: t) - x) <= residual
    case .inputResidual(let epsilon):
      return abs(curve.x(at: t) - x) < epsilon
    case .correctlyRounded(let ulps):
      let exact = Double(reference.wideParameter(forX: x))
      return abs(t - exact) <= Double(ulps) * exact.ulp
    }
  }
}

extension AccuracyPromise {
  /// Whether `curve` lies in the near-degenerate band 1e-8 < |ax|/(|bx| + |cx|) ≤ `bound` (just
  /// above the one degenerate-cubic rule, where the monic cubic's coefficients reach 1/ratio).
  public static func isNearDegenerate(_ curve: CubicTimingFunction, upTo bound: Double) -> Bool {
    let k = curve.coefficients
    return !CubicRoots.isDegenerate(a: k.ax, b: k.bx, c: k.cx) && abs(k.ax) <= bound * (abs(k.bx) + abs(k.cx))
  }
}

extension AccuracyPromise: CustomStringConvertible {
  /// The promise in words, with its units.
  public var description: String {
    switch self {
    case .conditionAwareTarget: "|y − y_ref| within the condition-aware target (1e-12 on the presets)"
    case .conditionAwareTargetAwayFromDegeneracy(let bound): "the condition-aware target, except where 1e-8 < |ax|/(|bx| + |cx|) ≤ \(bound)"
    case .parameter(let bound): "|t − t_ref| ≤ \(bound) plus the double-rounding band where x′ → 0"
    case .parameterOrInputResidual(let bound, let residual): "|t − t_ref| ≤ \(bound) (plus the double-rounding band), or |x(t) − x| ≤ \(residual)"
    case .inputResidual(let epsilon): "|x(t) − x| < \(epsilon) on the input; output error ≈ |dy/dx|·\(epsilon)"
    case .correctlyRounded(let ulps): "t correctly rounded up to \(ulps) ulp (y rounded once from Float80)"
    }
  }
}
