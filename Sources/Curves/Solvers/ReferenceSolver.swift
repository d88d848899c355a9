/// `reference`: the exact answer, for measuring every other solver.
///
/// x(t) = x is solved by bisection on [0, 1] in `Float80` (64-bit significand, u = 2⁻⁶⁴) until
/// the bracket cannot shrink, with the curve evaluated in Float80 from the control points; y(t)
/// is evaluated in Float80 and rounded once to `Double`. So ``Prepared/progress(at:)`` is the
/// correctly rounded y up to about 2⁻¹⁰ ulp, except where x′(t) → 0 makes the root itself
/// ill-conditioned in Float80 (still ~10⁻¹⁰ better than any double solver can be there).
/// A reference in plain double cannot be one: near a vertical tangent, double x(t) alone limits
/// the output to ~1e-9.
///
/// `Tests/Golden` validates it against values computed offline with 50-digit arithmetic
/// (`scripts/reference-values.py`). Float80 exists on x86 only; elsewhere this falls back to
/// `Double` and is no longer a reference (``isExtendedPrecision`` says which).
public struct ReferenceSolver: TimingSolver {
  public init() {}
  public var id: String { "reference" }
  public var family: SolverFamily { .reference }
  public var accuracy: String { "y correctly rounded up to ~2⁻¹⁰ ulp (Float80 bisection)" }

  #if arch(x86_64) || arch(i386)
    public typealias Wide = Float80
  #else
    public typealias Wide = Double
  #endif

  /// Whether this build computes in extended precision.
  public static var isExtendedPrecision: Bool { Wide.significandBitCount > Double.significandBitCount }

  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(curve)
  }

  public struct Prepared: CountingTimingSolver, Sendable {
    let ax, bx, cx, ay, by, cy: Wide

    init(_ curve: CubicTimingFunction) {
      let x1 = Wide(curve.x1), x2 = Wide(curve.x2), y1 = Wide(curve.y1), y2 = Wide(curve.y2)
      cx = 3 * x1
      bx = 3 * (x2 - x1) - cx
      ax = 1 - cx - bx
      cy = 3 * y1
      by = 3 * (y2 - y1) - cy
      ay = 1 - cy - by
    }

    /// The extended-precision parameter for x.
    public func wideParameter(forX x: Double) -> Wide {
      var none = NoCount()
      return wideSolve(Wide(x), &none)
    }

    /// y at x ∈ [0, 1], computed in extended precision and rounded once.
    public func progress(at x: Double) -> Double {
      if x == 0 { return 0 }
      if x == 1 { return 1 }
      let t = wideParameter(forX: x)
      return Double(((ay * t + by) * t + cy) * t)
    }

    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      return Double(wideSolve(Wide(x), &counter))
    }

    func wideSolve<Counter: SolveCounter>(_ x: Wide, _ counter: inout Counter) -> Wide {
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      var lo: Wide = 0, hi: Wide = 1
      while true {
        counter.countIteration()
        counter.countEvaluations(1)
        let mid = lo + (hi - lo) / 2
        if mid <= lo || mid >= hi { break }
        let value = ((ax * mid + bx) * mid + cx) * mid
        if value == x { return mid }
        if value < x { lo = mid } else { hi = mid }
      }
      // The two neighbours straddle x: take the closer.
      let xl = ((ax * lo + bx) * lo + cx) * lo
      let xh = ((ax * hi + bx) * hi + cx) * hi
      return x - xl <= xh - x ? lo : hi
    }
  }
}
