import Curves

/// `motion`: Framer Motion's `cubicBezier` (framer/motion
/// `packages/framer-motion/src/easing/cubic-bezier.ts` at 0fae16ea159a7264ec0f4fadda530706112371c6,
/// now motiondivision/motion), derived from bezier-easing with the Newton step and the sample
/// table removed: in double, bisect [0, 1] (midpoint lower + (upper − lower)/2, e = x(t) − x,
/// upper = t if e > 0 else lower = t) while |e| > 1e-7, at most 12 times, and return y at the last
/// midpoint. A curve with x1 = y1 and x2 = y2 is the identity; exactly 0 and 1 return themselves.
///
/// Outside [0, 1] the bisection saturates at t = 2⁻¹² or 1 − 2⁻¹² (tiny but not 0, near but
/// not 1). Output unclamped. Accuracy: 12 halvings leave |Δt| ≤ 2⁻¹² ≈ 2.4e-4 unless the
/// residual 1e-7 is met first (the y error is typically 5e-5 to 2e-4).
public struct MotionSolver: TimingSolver {
  /// The Framer Motion port.
  public init() {}
  /// ``SolverID/motion``.
  public var id: SolverID { .motion }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// y at a t whose x(t) is within 3·2⁻¹² ≈ 7.3e-4 of x: 12 halvings leave the last midpoint
  /// within 2⁻¹² of the root, and x′ ≤ 3 (measured 7.32e-4 at cubic-bezier(0, 0, 0, 1) near
  /// x = 1); exact on the linear short-cut.
  public var accuracy: AccuracyPromise { .outputAtResidual(absolute: 1e-12, residual: 3 * 0x1p-12) }
  /// Saturates outside [0, 1] (neither clamped exactly nor extrapolated); output unclamped; double.
  public var policy: SolverPolicy { SolverPolicy(input: .saturates, output: .unclamped, precision: .double) }

  /// `cubicBezier(x1, y1, x2, y2)` (nothing is precomputed).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  }

  /// The returned easing function (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    @usableFromInline let x1, y1, x2, y2: Double

    @inlinable init(x1: Double, y1: Double, x2: Double, y2: Double) {
      self.x1 = x1
      self.y1 = y1
      self.x2 = x2
      self.y2 = y2
    }

    /// x1 = y1 and x2 = y2: the identity.
    @inlinable public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The easing function: x for a linear curve, x itself at exactly 0 and 1, else y at the
    /// bisection's last midpoint.
    @inlinable
    public func easing(_ x: Double) -> Double {
      if isLinear || x == 0 || x == 1 { return x }
      var none = NoCount()
      return BezierEasingPolynomial.value(binarySubdivide(x, &none), y1, y2)
    }

    /// `binarySubdivide(x, 0, 1, x1, x2)` with Motion's 12 halvings: the last midpoint.
    @inlinable
    func binarySubdivide<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      BezierEasingPolynomial.binarySubdivide(x, lower: 0, upper: 1, x1, x2, maxIterations: 12, &counter)
    }

    /// The bisection's last midpoint (x itself for a linear curve and at the ends).
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if isLinear || x == 0 || x == 1 { return x }
      return binarySubdivide(x, &counter)
    }

    /// What the easing function returns.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      easing(x)
    }

    /// What the easing function returns at the ends and outside [0, 1]: x itself for a linear curve and at exactly 0
    /// and 1, beyond them the bisection's end midpoints (2⁻¹² or 1 − 2⁻¹²).
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}
