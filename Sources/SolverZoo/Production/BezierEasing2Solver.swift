import Curves

/// `bezier-easing-2`: gre/bezier-easing 2.x, the npm package most JavaScript animation libraries
/// (and lottie-web, through a vendored copy) ease with (gre/bezier-easing `src/index.js` at
/// e0036aa16e36d3647413013fa774d3df37f348f1; 2.1.0 returns the identity for a linear curve
/// before building its table). Double arithmetic with an 11-sample table stored as float32
/// (a `Float32Array`), 4 Newton steps or a 10-step bisection (`SampleTableNewton`); exactly 0
/// and 1 at the ends; y = x when x1 = y1 and x2 = y2.
///
/// Outside [0, 1] it extrapolates the cubic (the first or last interval's guess, then Newton);
/// a NaN input takes the bisection branch and answers y(0.05). Output unclamped. Accuracy: 4
/// Newton steps from a table guess converge to ~1e-15 where x′ ≥ 0.001; the bisection stops at
/// |x(t) − x| ≤ 1e-7 or after 10 halvings of a 0.1-wide interval (|Δt| ≤ 1e-4).
public struct BezierEasing2Solver: TimingSolver {
  /// The bezier-easing 2 port.
  public init() {}
  /// ``SolverID/bezierEasing2``.
  public var id: SolverID { .bezierEasing2 }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// y at a t whose x(t) is within 5.5e-3 of x. The 4 Newton steps have no convergence test, and
  /// where x′ has a triple root inside (x1 = 1, x2 = 0: x − ½ = 4s³, s = t − ½) they start from
  /// the sample table's guess s₀ = 25c for x = ½ + c as soon as x′(t₀) = 12s₀² reaches 1e-3
  /// (c ≥ 3.65e-4): the first step lands at s ≈ 1/(7500c) ≈ 0.37, and the next three shrink it by
  /// about ⅔ each (a triple root), to s ≈ 0.11 where s* = 0.045: |x(t) − x| = 4(s³ − s*³) ≈
  /// 5.2e-3, less for larger c (5.15e-3 at x = 0.499634, the worst of 40,000 x on 1,207 curves
  /// near the triple point). Exact on the linear short-cut and at the ends.
  public var accuracy: AccuracyPromise { .outputAtResidual(absolute: 1e-12, residual: 5.5e-3) }
  /// Extrapolates the cubic outside [0, 1]; output unclamped; double with float32 samples.
  public var policy: SolverPolicy { SolverPolicy(input: .extrapolatesCubic, output: .unclamped, precision: .mixed) }

  /// `BezierEasing(x1, y1, x2, y2)`: the sample table (none for a linear curve).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  }

  /// `BezierEasing(x1, y1, x2, y2)` (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    @usableFromInline let table: SampleTableNewton<Double, Float>
    @usableFromInline let y1, y2: Double
    /// x1 = y1 and x2 = y2: the identity.
    public let isLinear: Bool

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
      table = SampleTableNewton(x1: x1, x2: x2)
      self.y1 = y1
      self.y2 = y2
      isLinear = x1 == y1 && x2 == y2
    }

    /// The returned easing function: x for a linear curve, exactly 0 and 1 at the ends, else
    /// y at `getTForX(x)`.
    @inlinable
    public func easing(_ x: Double) -> Double {
      if isLinear { return x }
      if x == 0 { return 0 }
      if x == 1 { return 1 }
      var none = NoCount()
      return BezierEasingPolynomial.value(table.parameter(x, &none), y1, y2)
    }

    /// `getTForX(x)` (x itself for a linear curve and at the ends).
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if isLinear || x == 0 || x == 1 { return x }
      return table.parameter(x, &counter)
    }

    /// What the easing function returns.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      easing(x)
    }

    /// What the easing function returns at the ends and outside [0, 1]: x itself for a linear curve, exactly 0 and 1
    /// at the ends, beyond them the end interval's Newton steps continue the cubic.
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}
