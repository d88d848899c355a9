import Curves

/// `firefox`: Firefox's `SMILKeySpline::GetTForX` (mozilla-central `dom/smil/SMILKeySpline.cpp`,
/// formerly `nsSMILKeySpline`; read in a mozilla-release mirror of that file) and the
/// `GetSplineValue` around it: x itself when x1 = y1 and x2 = y2, else y = `CalcBezier(t, y1, y2)`
/// with Firefox's own coefficients. x = 1 returns t = 1 before anything else, as Firefox does;
/// there is no other end return, and outside [0, 1] the end interval's Newton steps continue the
/// cubic.
///
/// Algorithm (<doc:ChoosingASolver>): the 11-sample table of x(i/10) picks the interval and a
/// linear guess; if x′(guess) ≥ 0.02, exactly 4 Newton steps (returning early when the slope is
/// 0); if x′(guess) is 0, the guess itself; otherwise bisection of the 0.1-wide interval until
/// |x(t) − x| ≤ 1e-7 or 10 steps.
///
/// Accuracy: 4 Newton steps are usually converged to ~1e-15 away from the ends; where the slope
/// is below 0.02 the bisection leaves |Δt| up to 0.1/2¹⁰ ≈ 1e-4, or stops earlier on its residual
/// 1e-7, which where x′ is small is a larger |Δt|. A baseline, reproduced faithfully.
public struct FirefoxSolver: TimingSolver {
  /// The Firefox solver (it has no settings: Firefox's constants are fixed).
  public init() {}
  /// The id of this configuration, ``SolverID/firefox``.
  public var id: SolverID { .firefox }
  /// The family, ``SolverFamily/firefox``.
  public var family: SolverFamily { .firefox }
  /// 4 Newton steps, or bisection of a 0.1-wide interval where x′ < 0.02 until |x(t) − x| ≤ 1e-7
  /// or 10 halvings (|Δt| ≤ 0.1/2¹⁰ ≈ 1e-4). The residual stop comes first where x′ is small
  /// (x1 = 0 or x2 = 1, near that end) and then leaves |Δt| up to 1e-7/x′: cubic-bezier(0, 0, 0,
  /// 0) at x = 5e-6 returns t = 0.01797 for 0.01710. So: within 1e-4, or a residual ≤ 1e-7.
  public var accuracy: AccuracyPromise { .parameterOrInputResidual(within: 1e-4, residual: 1e-7) }

  /// Does the per-curve work once: Firefox's coefficients of x(t) from x1 and x2, and the 11-sample
  /// table x(i/10).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  }

  /// Outside [0, 1] the end interval's guess and Newton steps continue the cubic (where the
  /// slope there is below 0.02 the bisection stays inside the end interval); output unclamped;
  /// double.
  public var policy: SolverPolicy { SolverPolicy(input: .extrapolatesCubic, output: .unclamped, precision: .double) }

  /// The Firefox solver prepared for one curve: Firefox's coefficients of x(t) and the sample table
  /// (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// Firefox's own power form of x(t) and y(t) (`A`, `B`, `C` of `CalcBezier`): A = 1 − 3·a2 + 3·a1,
    /// B = 3·a2 − 6·a1, C = 3·a1 for a = x and for a = y (it rounds differently from Chromium's
    /// `CurveCoefficients/init(x1:y1:x2:y2:)` by an ulp or so).
    public let coefficients: CurveCoefficients
    @usableFromInline let samples: SplineSamples
    /// x1 = y1 and x2 = y2: `GetSplineValue` returns x itself, before anything else.
    public let isLinear: Bool

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
      coefficients = CurveCoefficients(
        ax: 1 - 3 * x2 + 3 * x1, bx: 3 * x2 - 6 * x1, cx: 3 * x1,
        ay: 1 - 3 * y2 + 3 * y1, by: 3 * y2 - 6 * y1, cy: 3 * y1)
      samples = SplineSamples(coefficients)
      isLinear = x1 == y1 && x2 == y2
    }

    /// `GetSplineValue(x)` for any x: x itself for a linear curve, else `CalcBezier(GetTForX(x),
    /// y1, y2)` with Firefox's coefficients (no end return but x = 1's t = 1).
    @inlinable
    public func splineValue(_ x: Double) -> Double {
      if isLinear { return x }
      var none = NoCount()
      return coefficients.y(tForX(x, &none))
    }

    /// What `GetSplineValue` returns.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      splineValue(x)
    }

    /// What `GetSplineValue` returns at the ends and outside [0, 1].
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      splineValue(x)
    }

    /// Firefox's `GetSlope`: 3A·t² + 2B·t + C, written as Firefox writes it (not Horner's form,
    /// which rounds differently in the last bits).
    @inlinable @inline(__always)
    func slope(_ t: Double) -> Double {
      3 * coefficients.ax * t * t + 2 * coefficients.bx * t + coefficients.cx
    }

    /// Firefox's `GetTForX`: the sample table picks the interval (its start summed 0.1 at a time, as
    /// Firefox does) and a linear guess; then exactly 4 Newton steps if x′(guess) ≥ 0.02 (returning
    /// early on a zero slope), the guess itself if x′(guess) = 0, else bisection of the interval until
    /// |x(t) − x| ≤ 1e-7 or 10 steps. Counts iterations and curve evaluations in `counter`.
    ///
    /// - Precondition: 0 ≤ x ≤ 1 (asserted in debug builds only, as the original checks nothing;
    ///   ``tForX(_:_:)`` takes any x).
    @inlinable @inline(__always)
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      return tForX(x, &counter)
    }

    /// `GetTForX` for any x, as Firefox runs it: below 0 the first interval, above 1 the last,
    /// whose linear guess and Newton steps continue the cubic (or, where the slope is below
    /// 0.02, whose bisection stays inside the interval); NaN answers the first interval's
    /// bisection midpoint 0.05 (its residual test is false at once).
    @inlinable @inline(__always)
    public func tForX<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // SMILKeySpline::GetTForX returns exactly 1 at x = 1 ("to avoid floating-point
      // inaccuracies"), before any table lookup.
      if x == 1 { return 1 }
      let k = coefficients
      let step = 0.1
      var intervalStart = 0.0
      var current = 1
      while current != 10 && samples[current] <= x {
        intervalStart += step
        current += 1
      }
      current -= 1
      let distance = (x - samples[current]) / (samples[current + 1] - samples[current])
      var guess = intervalStart + distance * step
      counter.countEvaluations(1)
      let initialSlope = slope(guess)
      if initialSlope >= 0.02 {
        for _ in 0..<4 {
          counter.countIteration()
          counter.countEvaluations(2)
          let currentSlope = slope(guess)
          if currentSlope == 0 { return guess }
          guess -= (k.x(guess) - x) / currentSlope
        }
        return guess
      }
      if initialSlope == 0 { return guess }
      var a = intervalStart, b = intervalStart + step
      var t = 0.0
      var i = 0
      repeat {
        counter.countIteration()
        counter.countEvaluations(1)
        t = a + (b - a) / 2
        let residual = k.x(t) - x
        if residual > 0 { b = t } else { a = t }
        i += 1
        if !(abs(residual) > 1e-7) { break }
      } while i < 10
      return t
    }
  }
}
