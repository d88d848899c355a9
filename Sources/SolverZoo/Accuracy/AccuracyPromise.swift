import Curves

/// What a solver guarantees about its answer t for x, and in what units (<doc:ChoosingASolver>).
/// Accuracy is always *measured* on the output y against the reference; the promise says what the
/// solver's stopping rule bounds.
public enum AccuracyPromise: Hashable, Sendable {
  /// The output y is within ``Curves/SolverAccuracy/target(for:at:)`` of the reference at every x:
  /// |y − y_ref| ≤ 1e-12 + 8u·|y′(x)|·max(|x|, |1 − x|), u = 2⁻⁵³.
  case conditionAwareTarget
  /// The condition-aware target, except on near-degenerate curves whose cubic coefficient is
  /// small but above the degenerate rule: 1e-8 < |ax|/(|bx| + |cx|) ≤ `upTo`. There a solver that
  /// divides by ax (GSL's monic cubic) gets a root whose error one Newton step cannot repair
  /// (`gsl-cubic`: up to ~1e-4 in y at a ratio of 1e-8, 1.4× the target at 1e-6).
  case conditionAwareTargetAwayFromDegeneracy(upTo: Double)
  /// The parameter is within `bound` of the exact t, plus the double-rounding band where x′ → 0
  /// (see `SolverAccuracy/parameterBand(for:at:)`): |t − t_ref| ≤ bound + band.
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
  /// The delivered progress is within `bound` of the exact y: |y − y_ref| ≤ bound (a production
  /// port judged on its own output, float32 and tables included; ``isKept(byProgress:forX:on:)``).
  case output(within: Double)
  /// The delivered progress is y at some parameter whose x is within `residual` of the input,
  /// give or take `absolute`: y lies in the range of y(t) over t ∈ [t(x − residual),
  /// t(x + residual)], widened by `absolute`, with t beyond the ends on the continued cubic (a
  /// float32 Newton step can leave t a few ulps past 1, where y′/x′ is large). What a port that
  /// stops on an input residual (in float32) and takes short-cuts guarantees, even where x′ → 0
  /// at an end, where the residual is as large as the distance to the end and a first-order
  /// |dy/dx|·residual bound fails.
  case outputAtResidual(absolute: Double, residual: Double)
  /// ``outputAtResidual(absolute:residual:)`` except where x(t) is nearly or exactly quadratic,
  /// |ax| ≤ `upTo`·(|bx| + |cx|), where nothing is promised: a closed form that normalises by ax
  /// in float32 (Compose) loses the root there.
  case outputAtResidualAwayFromDegeneracy(absolute: Double, residual: Double, upTo: Double)

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
      return AccuracyPromise.parameter(within: bound).isKept(byParameter: t, forX: x, on: curve)
        || abs(curve.x(at: t) - x) <= residual
    case .inputResidual(let epsilon):
      return abs(curve.x(at: t) - x) < epsilon
    case .correctlyRounded(let ulps):
      let exact = Double(reference.wideParameter(forX: x))
      return abs(t - exact) <= Double(ulps) * exact.ulp
    case .output, .outputAtResidual, .outputAtResidualAwayFromDegeneracy:
      return isKept(byProgress: curve.y(at: t), forX: x, on: curve)
    }
  }

  /// Whether the progress `y` a solver delivered for `x` keeps this promise on `curve`: an
  /// ``output(within:)`` promise directly; the others through the condition-aware target (a
  /// parameter promise cannot be judged from y alone, and the bench does not).
  public func isKept(byProgress y: Double, forX x: Double, on curve: CubicTimingFunction) -> Bool {
    let truth = ReferenceSolver().prepare(curve).progressAndSlope(at: x)
    if case .output(let bound) = self { return abs(y - truth.progress) <= bound }
    if case .outputAtResidualAwayFromDegeneracy(let absolute, let residual, let bound) = self {
      let k = curve.coefficients
      if abs(k.ax) <= bound * (abs(k.bx) + abs(k.cx)) { return true }
      return AccuracyPromise.outputAtResidual(absolute: absolute, residual: residual).isKept(
        byProgress: y, forX: x, on: curve)
    }
    if case .outputAtResidual(let absolute, let residual) = self {
      let reference = ReferenceSolver().prepare(curve)
      let k = curve.coefficients
      let low =
        x - residual < 0
        ? Self.beyondStart(k, reaching: x - residual) : Double(reference.wideParameter(forX: max(x - residual, 0)))
      let high =
        x + residual > 1
        ? Self.beyondEnd(k, reaching: x + residual) : Double(reference.wideParameter(forX: min(x + residual, 1)))
      let range = Self.yRange(k, from: low, to: high)
      return y >= range.lowerBound - absolute && y <= range.upperBound + absolute
    }
    return abs(y - truth.progress) <= SolverAccuracy.target(slope: truth.slope, at: x)
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

extension AccuracyPromise {
  /// The first t ≥ 1 where the cubic continued beyond its end reaches x(t) ≥ `target` (> 1),
  /// at most 2: a solver whose t overshoots 1 by rounding (float32 Newton steps) delivers y on
  /// that continuation, and its x(t) is still within the residual of x.
  static func beyondEnd(_ k: CurveCoefficients, reaching target: Double) -> Double {
    crossing(from: 1, step: 1, limit: 2) { k.x($0) >= target }
  }

  /// The first t ≤ 0 where the continued cubic reaches x(t) ≤ `target` (< 0), at least −1.
  static func beyondStart(_ k: CurveCoefficients, reaching target: Double) -> Double {
    crossing(from: 0, step: -1, limit: -1) { k.x($0) <= target }
  }

  /// The first t from `start` towards `limit` where `reached` holds: steps growing by 2 from
  /// 2⁻⁴⁰ to bracket it, then 60 halvings (`limit` if it is never reached).
  private static func crossing(from start: Double, step direction: Double, limit: Double, _ reached: (Double) -> Bool)
    -> Double
  {
    var inside = start, width = 0x1p-40
    while !reached(start + direction * width) {
      inside = start + direction * width
      if width >= 1 { return limit }
      width *= 2
    }
    var outside = start + direction * width
    for _ in 0..<60 {
      let middle = (inside + outside) / 2
      if reached(middle) { outside = middle } else { inside = middle }
    }
    return outside
  }

  /// The range of y(t) over t ∈ [low, high]: its ends and the roots of y′ between them.
  static func yRange(_ k: CurveCoefficients, from low: Double, to high: Double) -> ClosedRange<Double> {
    var values = [k.y(low), k.y(high)]
    // y′(t) = 3a t² + 2b t + c.
    let a = 3 * k.ay, b = 2 * k.by, c = k.cy
    var roots: [Double] = []
    if a == 0 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots += [(-b - root) / (2 * a), (-b + root) / (2 * a)]
      }
    }
    values += roots.filter { $0 > low && $0 < high }.map(k.y)
    return (values.min() ?? 0)...(values.max() ?? 0)
  }

  /// Whether the promise is about the delivered progress y (judge it with
  /// ``isKept(byProgress:forX:on:)``), not about the parameter t.
  package var isJudgedOnOutput: Bool {
    switch self {
    case .output, .outputAtResidual, .outputAtResidualAwayFromDegeneracy: true
    default: false
    }
  }
}

extension AccuracyPromise: CustomStringConvertible {
  /// The promise in words, with its units.
  public var description: String {
    switch self {
    case .conditionAwareTarget: "|y − y_ref| within the condition-aware target (1e-12 on the presets)"
    case .conditionAwareTargetAwayFromDegeneracy(let bound):
      "the condition-aware target, except where 1e-8 < |ax|/(|bx| + |cx|) ≤ \(bound)"
    case .parameter(let bound): "|t − t_ref| ≤ \(bound) plus the double-rounding band where x′ → 0"
    case .parameterOrInputResidual(let bound, let residual):
      "|t − t_ref| ≤ \(bound) (plus the double-rounding band), or |x(t) − x| ≤ \(residual)"
    case .inputResidual(let epsilon): "|x(t) − x| < \(epsilon) on the input; output error ≈ |dy/dx|·\(epsilon)"
    case .correctlyRounded(let ulps): "t correctly rounded up to \(ulps) ulp (y rounded once from Float80)"
    case .output(let bound): "|y − y_ref| ≤ \(bound) on the delivered output"
    case .outputAtResidual(let absolute, let residual):
      "y at a t with |x(t) − x| ≤ \(residual), ± \(absolute), on the delivered output"
    case .outputAtResidualAwayFromDegeneracy(let absolute, let residual, let bound):
      """
      y at a t with |x(t) − x| ≤ \(residual), ± \(absolute), on the delivered output, except where |ax|/(|bx| + \
      |cx|) ≤ \(bound)
      """
    }
  }
}
