import Curves

/// `browser`: Chromium's `gfx::CubicBezier::SolveCurveX` with ε = 1e-7 (WebKit's copy differs only
/// in stopping its bisection at max(1e-10, ε), which gives bit-identical results at ε = 1e-7).
///
/// Algorithm (<doc:ChoosingASolver>): an 11-sample table of x(i/10) picks the 0.1-wide bracket
/// containing x and a linear first guess inside it; at most 4 Newton steps, returning as soon as
/// |x(t) − x| < ε and breaking when |x′(t)| < 1e-7; if the last residual is below ε, return;
/// otherwise bisect the bracket until |x(t) − x| < ε.
///
/// Accuracy: stops on the input residual |x(t) − x| < 1e-7, so the output error is about
/// |dy/dx|·1e-7: 2e-7 on the presets and up to ~1e-2 at the ends of steep curves. It is a
/// baseline to beat, reproduced faithfully, not a reference.
public struct BrowserSolver: TimingSolver {
  /// The residual tolerance ε (Chromium's default 1e-7).
  public let epsilon: Double

  /// The browser solver with residual tolerance `epsilon` (Chromium's default 1e-7): Newton stops
  /// at |x(t) − x| < min(1e-7, ε), the fallback test and the bisection at ε.
  ///
  /// - Precondition: 0 < ε < ∞ (at ε = 0 the bisection's test could never pass and the loop
  ///   would not end; a caller's mistake, stopped with its value).
  public init(epsilon: Double = 1e-7) {
    precondition(epsilon > 0 && epsilon.isFinite, "a solver's ε must be finite and > 0, got \(epsilon)")
    self.epsilon = epsilon
  }

  /// The id of this configuration, ``SolverID/browser``, whatever ``epsilon`` is.
  public var id: SolverID { .browser }
  /// The family, ``SolverFamily/browser``.
  public var family: SolverFamily { .browser }
  /// The input residual |x(t) − x| < ``epsilon`` (``AccuracyPromise/inputResidual(below:)``): the
  /// output then errs by about |dy/dx|·ε.
  public var accuracy: AccuracyPromise { .inputResidual(below: epsilon) }

  /// Does the per-curve work once: the power-form coefficients and the 11-sample table x(i/10).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(coefficients: curve.coefficients, epsilon: epsilon)
  }

  /// The browser solver prepared for one curve: its coefficients, ε and the sample table (a value,
  /// safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// The curve's power-form coefficients.
    public let coefficients: CurveCoefficients
    /// The residual tolerance ε.
    public let epsilon: Double
    /// x(i/10) for i = 0…10.
    @usableFromInline let samples: SplineSamples

    init(coefficients: CurveCoefficients, epsilon: Double) {
      self.coefficients = coefficients
      self.epsilon = epsilon
      samples = SplineSamples(coefficients)
    }

    /// Chromium's `SolveCurveX`: the sample table's bracket and linear guess, at most 4 Newton steps
    /// (returning when |x(t) − x| < min(1e-7, ε), breaking when |x′(t)| < 1e-7), the current t if the
    /// last residual computed is below ε, else bisection of the 0.1-wide bracket from the current t
    /// until |x(t) − x| < ε. Counts iterations and curve evaluations in `counter`.
    ///
    /// When x exceeds every sample (x(1) rounded below 1), there is no bracket: Newton starts from
    /// t = x and the bisection is skipped.
    ///
    /// - Precondition: 0 ≤ x ≤ 1 (asserted in debug builds only, as Chromium's `DCHECK`: a
    ///   release build checks nothing per solve that the C++ does not).
    @inlinable @inline(__always)
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      let k = coefficients
      // Bracket and linear guess from the sample table.
      var t0 = 0.0, t1 = 0.0, t2 = x
      let step = 0.1
      for i in 1..<11 where x <= samples[i] {
        t1 = step * Double(i)
        t0 = t1 - step
        t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
        break
      }
      // Newton.
      let newtonEpsilon = min(1e-7, epsilon)
      var residual = 0.0
      for _ in 0..<4 {
        counter.countIteration()
        counter.countEvaluations(1)
        residual = k.x(t2) - x
        if abs(residual) < newtonEpsilon { return t2 }
        counter.countEvaluations(1)
        let slope = k.dx(t2)
        if abs(slope) < 1e-7 { break }
        t2 -= residual / slope
      }
      if abs(residual) < epsilon { return t2 }
      // Bisection on the bracket.
      while t0 < t1 {
        counter.countIteration()
        counter.countEvaluations(1)
        let value = k.x(t2)
        if abs(value - x) < epsilon { return t2 }
        if x > value { t0 = t2 } else { t1 = t2 }
        t2 = (t1 + t0) * 0.5
      }
      return t2
    }
  }
}

/// The 11 values x(i/10), i = 0…10, that the browser and Firefox solvers use to bracket x.
@frozen
public struct SplineSamples: Sendable {
  @usableFromInline var values: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)

  init(_ k: CurveCoefficients) {
    values = (
      k.x(0), k.x(0.1), k.x(0.2), k.x(0.30000000000000004), k.x(0.4), k.x(0.5),
      k.x(0.6000000000000001), k.x(0.7000000000000001), k.x(0.8), k.x(0.9), k.x(1)
    )
  }

  /// x(i/10), with i/10 computed as `0.1 * i` (as the engines do).
  ///
  /// A switch over the tuple's fields, not a pointer to the tuple (`withUnsafeBytes(of:)` would
  /// copy the whole table to the stack at every read): the unrolled loops that read it load one
  /// field each, as the C++ array does.
  @inlinable @inline(__always)
  subscript(i: Int) -> Double {
    switch i {
    case 0: values.0
    case 1: values.1
    case 2: values.2
    case 3: values.3
    case 4: values.4
    case 5: values.5
    case 6: values.6
    case 7: values.7
    case 8: values.8
    case 9: values.9
    default: values.10
    }
  }
}
