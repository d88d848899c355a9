import Curves

/// `reference`: the exact answer, for measuring every other solver.
///
/// x(t) = x is solved by bisection on [0, 1] in `Float80` (64-bit significand, u = 2⁻⁶⁴) until
/// the bracket cannot shrink, and y(t) is evaluated in Float80 and rounded once to `Double`. The
/// curve is evaluated in Bernstein form, where every term is non-negative because x1, x2 ∈ [0, 1]:
/// ```
/// x(t)     = 3s²t·x1 + 3st²·x2 + t³                    (s = 1 − t; used for x ≤ 1/2)
/// 1 − x(t) = s³ + 3s²t·(1 − x1) + 3st²·(1 − x2)        (used for x > 1/2, against 1 − x)
/// ```
/// so neither end loses digits to cancellation (the power form near t = 1 on a curve with
/// x2 = 1 loses ~10⁻¹³ even in Float80). ``Prepared/progress(at:)`` is then the correctly
/// rounded y up to one ulp (Float80 rounded to Double can round twice).
///
/// A reference in plain double cannot be one: near a vertical tangent, double x(t) alone limits
/// the output to ~1e-9. `Tests/Golden` validates this one against 384 values computed offline
/// with 50-digit arithmetic (`scripts/reference-values.py`). Float80 exists on x86 only;
/// elsewhere this falls back to `Double` and is no longer a reference (``isExtendedPrecision``).
public struct ReferenceSolver: TimingSolver {
  /// The reference solver (it has no settings).
  public init() {}
  /// The id of this configuration, ``SolverID/reference``.
  public var id: SolverID { .reference }
  /// The family, ``SolverFamily/reference``.
  public var family: SolverFamily { .reference }
  /// t correctly rounded up to 1 ulp, ``AccuracyPromise/correctlyRounded(ulps:)``. Only meaningful
  /// in extended precision: where ``Wide`` is `Double` the promise is judged against this same
  /// solver.
  public var accuracy: AccuracyPromise { .correctlyRounded(ulps: 1) }

  #if arch(x86_64) || arch(i386)
    /// The type the reference computes in: `Float80` on x86 (64-bit significand, u = 2⁻⁶⁴).
    public typealias Wide = Float80
  #else
    /// The type the reference computes in: `Double` where `Float80` does not exist, which makes it no
    /// longer a reference (``isExtendedPrecision`` is false).
    public typealias Wide = Double
  #endif

  /// Whether this build computes in extended precision.
  public static var isExtendedPrecision: Bool { Wide.significandBitCount > Double.significandBitCount }

  /// Does the per-curve work once: the control points converted to ``Wide``.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(curve)
  }

  /// The reference prepared for one curve: its control points in ``Wide`` (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    let x1, y1, x2, y2: Wide

    init(_ curve: CubicTimingFunction) {
      x1 = Wide(curve.x1)
      x2 = Wide(curve.x2)
      y1 = Wide(curve.y1)
      y2 = Wide(curve.y2)
    }

    /// 3s²t·p1 + 3st²·p2 + t³ with s = 1 − t: one coordinate of the curve.
    @inline(__always)
    func bernstein(_ p1: Wide, _ p2: Wide, _ t: Wide) -> Wide {
      let s = 1 - t
      return 3 * s * t * (s * p1 + t * p2) + t * t * t
    }

    /// 1 − x(t) = s³ + 3s²t·(1 − x1) + 3st²·(1 − x2), accurate when it is small.
    @inline(__always)
    func complement(_ t: Wide) -> Wide {
      let s = 1 - t
      return s * s * s + 3 * s * t * (s * (1 - x1) + t * (1 - x2))
    }

    /// The extended-precision parameter for x.
    public func wideParameter(forX x: Double) -> Wide {
      var none = NoCount()
      return wideSolve(Wide(x), &none)
    }

    /// y at x ∈ [0, 1] and the slope dy/dx there, from one extended-precision solve (the slope
    /// is what `SolverAccuracy` needs).
    ///
    /// Where x′(t) = 0 the slope is the limit of dy/dx, by l'Hôpital's rule on the Bernstein
    /// form's derivatives: the ratio of the first derivatives of x and y that do not both vanish
    /// (`cubic-bezier(0, 0, 0, 0)` has x = y = t³ and slope 1 at x = 0), +∞ in magnitude where
    /// y's vanishes later than x's (a vertical tangent), 0 where x's vanishes later. Never NaN.
    public func progressAndSlope(at x: Double) -> (progress: Double, slope: Double) {
      let t = wideParameter(forX: x)
      let progress = x == 0 ? 0 : (x == 1 ? 1 : Double(bernstein(y1, y2, t)))
      return (progress, Double(slope(at: t)))
    }

    /// dy/dx at t: y′/x′, or where x′(t) = 0 the limit from the first derivatives that do not
    /// both vanish. Derivatives of the Bernstein form with p0 = 0, p3 = 1:
    /// p′ = 3[(1−t)²·p1 + 2(1−t)t·(p2 − p1) + t²·(1 − p2)],
    /// p″ = 6[(1−t)(p2 − 2p1) + t(1 − 2p2 + p1)],
    /// p‴ = 6(1 − 3p2 + 3p1).
    func slope(at t: Wide) -> Wide {
      let s = 1 - t
      let derivatives: [(Wide, Wide)] = [
        (
          3 * (s * s * x1 + 2 * s * t * (x2 - x1) + t * t * (1 - x2)),
          3 * (s * s * y1 + 2 * s * t * (y2 - y1) + t * t * (1 - y2))
        ),
        (6 * (s * (x2 - 2 * x1) + t * (1 - 2 * x2 + x1)), 6 * (s * (y2 - 2 * y1) + t * (1 - 2 * y2 + y1))),
        (6 * (1 - 3 * x2 + 3 * x1), 6 * (1 - 3 * y2 + 3 * y1)),
      ]
      for (dx, dy) in derivatives where dx != 0 || dy != 0 {
        return dx == 0 ? .infinity : dy / dx
      }
      return 0
    }

    /// y at x ∈ [0, 1], computed in extended precision and rounded once.
    public func progress(at x: Double) -> Double {
      if x == 0 { return 0 }
      if x == 1 { return 1 }
      return Double(bernstein(y1, y2, wideParameter(forX: x)))
    }

    /// t for x: bisection in ``Wide`` on the Bernstein form until the bracket cannot shrink, the
    /// closer end taken and rounded once to `Double`; exactly 0 and 1 at the ends. Counts one
    /// iteration and one curve evaluation per halving.
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      return Double(wideSolve(Wide(x), &counter))
    }

    func wideSolve<Counter: SolveCounter>(_ x: Wide, _ counter: inout Counter) -> Wide {
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      let upper = x > 0.5
      let rest = 1 - x  // exact for x > 1/2 (Sterbenz)
      // below(t): x(t) < x, evaluated in the form that is accurate on this side.
      func below(_ t: Wide) -> Bool { upper ? complement(t) > rest : bernstein(x1, x2, t) < x }
      var lo: Wide = 0, hi: Wide = 1
      while true {
        counter.countIteration()
        counter.countEvaluations(1)
        let mid = lo + (hi - lo) / 2
        if mid <= lo || mid >= hi { break }
        if below(mid) { lo = mid } else { hi = mid }
      }
      // The neighbours straddle x: take the closer.
      let dl = upper ? complement(lo) - rest : x - bernstein(x1, x2, lo)
      let dh = upper ? rest - complement(hi) : bernstein(x1, x2, hi) - x
      return dl <= dh ? lo : hi
    }
  }
}
