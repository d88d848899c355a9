import Curves

/// `compose-legacy`: Jetpack Compose's `CubicBezierEasing` before its 2023 closed form
/// (androidx/androidx
/// `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/Easing.kt`,
/// the pre-2023 revision; its doc said it was "equivalent to the Android PathInterpolator"): a
/// float32 transliteration of Flutter's bisection (`MidpointBisection`, error bound 0.001f, y at
/// the midpoint).
///
/// Anything outside the open interval (0, 1), including 0, 1 and NaN, is returned unchanged
/// before the loop. Output unclamped. Accuracy: |x − x(t)| < 0.001 in float32.
public struct ComposeLegacySolver: TimingSolver {
  /// The Compose legacy port.
  public init() {}
  /// ``SolverID/composeLegacy``.
  public var id: SolverID { .composeLegacy }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// The stopping rule on the input, |x(t) − x| < 0.001 (float32, so allow a float ulp or two).
  public var accuracy: AccuracyPromise { .inputResidual(below: 0.001 + 1e-6) }
  /// Outside (0, 1): the input itself; output unclamped; float32.
  public var policy: SolverPolicy { SolverPolicy(input: .passesThrough, output: .unclamped, precision: .float32) }

  /// Rounds the control points to float, as `CubicBezierEasing(a, b, c, d)` takes `Float`s.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(
      bisection: MidpointBisection(x1: Float(curve.x1), y1: Float(curve.y1), x2: Float(curve.x2), y2: Float(curve.y2)))
  }

  /// `CubicBezierEasing(a, b, c, d)` (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    @usableFromInline let bisection: MidpointBisection<Float>

    @inlinable init(bisection: MidpointBisection<Float>) { self.bisection = bisection }

    /// `transform(fraction)`: the fraction itself unless 0 < fraction < 1, else the bisection.
    @inlinable
    public func transform(_ fraction: Float) -> Float {
      guard fraction > 0 && fraction < 1 else { return fraction }
      var none = NoCount()
      return bisection.solve(fraction, &none).y
    }

    /// The midpoint t where the bisection stopped (x itself at the ends).
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      let fraction = Float(x)
      guard fraction > 0 && fraction < 1 else { return Double(fraction) }
      return Double(bisection.solve(fraction, &counter).t)
    }

    /// What `transform` returns, widened to double.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      Double(transform(Float(x)))
    }

    /// What `transform` returns at the ends and outside (0, 1): the fraction itself, rounded to float.
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}
