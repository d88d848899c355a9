import Curves

/// `rive`: the Rive runtime's cubic ease (rive-app/rive-runtime
/// `src/animation/cubic_interpolator_solver.cpp` at b2160fb51ec2bd59ecb96d083c6f31551f225c34 and
/// `src/animation/cubic_ease_interpolator.cpp`): bezier-easing 2's algorithm
/// (`SampleTableNewton`) entirely in float32, table included, with no linear short-cut and no
/// exact end returns (y at t = 1 is whatever float arithmetic gives).
///
/// Outside [0, 1] it extrapolates the cubic as bezier-easing does. Output unclamped. Accuracy: the
/// bisection's 1e-7f residual is near float resolution, so it usually runs its 10 steps
/// (|Δt| ≤ 1e-4); float32 rounding bounds the rest.
public struct RiveSolver: TimingSolver {
  /// The Rive port.
  public init() {}
  /// ``SolverID/rive``.
  public var id: SolverID { .rive }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// y at a t whose x(t) is within 5.5e-3 of x (bezier-easing 2's bound: its 4 unchecked Newton
  /// steps from a guess where x′ barely reaches 1e-3 next to a triple root of x′, measured
  /// 5.18e-3 at cubic-bezier(1, 1, 0, 0), x = 0.500365, in float32), give or take float32 rounding
  /// of y: coefficients up to ~20 in magnitude for y controls in [−2, 3], three roundings each,
  /// ≤ 1e-5 (measured 1.07e-6 at x = 1).
  public var accuracy: AccuracyPromise { .outputAtResidual(absolute: 1e-5, residual: 5.5e-3) }
  /// Extrapolates the cubic outside [0, 1]; output unclamped; float32.
  public var policy: SolverPolicy { SolverPolicy(input: .extrapolatesCubic, output: .unclamped, precision: .float32) }

  /// `CubicInterpolatorSolver::build(x1, x2)` on the float control points.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(
      table: SampleTableNewton(x1: Float(curve.x1), x2: Float(curve.x2)), y1: Float(curve.y1), y2: Float(curve.y2))
  }

  /// The solver and the y handles (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    @usableFromInline let table: SampleTableNewton<Float, Float>
    @usableFromInline let y1, y2: Float

    @inlinable init(table: SampleTableNewton<Float, Float>, y1: Float, y2: Float) {
      self.table = table
      self.y1 = y1
      self.y2 = y2
    }

    /// `CubicEaseInterpolator::transform(f)`: y at `getT(f)`, all float.
    @inlinable
    public func transform(_ f: Float) -> Float {
      var none = NoCount()
      return BezierEasingPolynomial.value(table.parameter(f, &none), y1, y2)
    }

    /// `getT(x)`, widened.
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      return Double(table.parameter(Float(x), &counter))
    }

    /// What `transform` returns, widened.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      Double(transform(Float(x)))
    }

    /// What `transform` returns at the ends and outside [0, 1]: no end return (ease-in at x = 1 gives 0.99999988),
    /// and beyond [0, 1] the end interval's Newton steps continue the cubic in float32.
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}
