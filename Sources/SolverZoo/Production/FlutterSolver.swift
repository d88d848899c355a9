import Curves

/// `flutter`: Flutter's `Cubic` curve (flutter/flutter `packages/flutter/lib/src/animation/curves.dart`
/// at d59038d57b17a556760621a75f03a00fdb46c5e6): bisection in t, in double, until the Bernstein x
/// at the midpoint is within 0.001 of the input, then the Bernstein y at that midpoint
/// (`MidpointBisection`).
///
/// `Curve.transform` returns t itself for exactly 0 and 1 (flutter/flutter#27406: before that fix
/// `Cubic(0, 0, 1, 1)` answered 0.00072479248046875 at 0 and 0.9992752075195312 at 1, which
/// ``Prepared/transformInternal(_:)`` still reproduces). Outside [0, 1] a debug build asserts and a
/// release build looped forever (#171364) until #185875 (merged 2026-06-03) returned the end
/// values; ``Prepared/transform(_:)`` does the latter. Output unclamped. Accuracy: |x − x(t)| <
/// 0.001, so y errs by up to about |dy/dx|·0.001 (1e-3 on the presets, 3e-3 at steep ends).
public struct FlutterSolver: TimingSolver {
  /// The Flutter port (its constants are Flutter's).
  public init() {}
  /// ``SolverID/flutter``.
  public var id: SolverID { .flutter }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// The stopping rule on the input, |x(t) − x| < 0.001.
  public var accuracy: AccuracyPromise { .inputResidual(below: 0.001) }
  /// Outside [0, 1]: the end values (since #185875; an assertion in debug builds, a hang before);
  /// output unclamped; double.
  public var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .double) }

  /// Keeps the control points (Flutter's `Cubic` precomputes nothing).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(bisection: MidpointBisection(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2))
  }

  /// `Cubic(a, b, c, d)` (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    @usableFromInline let bisection: MidpointBisection<Double>

    @inlinable init(bisection: MidpointBisection<Double>) { self.bisection = bisection }

    /// `Cubic.transformInternal(t)`: the bisection itself (no end rules).
    @inlinable
    public func transformInternal(_ t: Double) -> Double {
      var none = NoCount()
      return bisection.solve(t, &none).y
    }

    /// `Curve.transform(t)`: exactly 0 and 1 at the ends (#27409), the end values outside
    /// [0, 1] (#185875), else ``transformInternal(_:)``.
    @inlinable
    public func transform(_ t: Double) -> Double {
      if t == 0 || t == 1 { return t }
      if t < 0 { return 0 }
      if t > 1 { return 1 }
      return transformInternal(t)
    }

    /// The midpoint t where the bisection stopped (0 and 1 at the ends).
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if x == 0 || x == 1 { return x }
      return bisection.solve(x, &counter).t
    }

    /// What `Curve.transform` returns.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      transform(x)
    }

    /// What `Curve.transform` returns at the ends and outside [0, 1]: t itself at 0 and 1, the end values beyond
    /// (#185875).
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}
