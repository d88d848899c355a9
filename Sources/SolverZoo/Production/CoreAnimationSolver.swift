import Curves

/// `core-animation`: a `CAMediaTimingFunction` as Core Animation stores and exchanges it: the
/// control points are `Float` (`init(controlPoints:_:_:_:)` takes and `getControlPoint(at:values:)`
/// returns float32; QuartzCore keeps them in a 16-byte struct), and its private
/// `_solveForInput:` takes and returns `Float` (Apple's documentation for the first two;
/// reverse-engineered QuartzCore for the storage and the float input and output). Between them
/// this port solves the float curve exactly (its `InverseTable`, within the accuracy target):
/// what remains is Core Animation's own rounding, not a solver's.
///
/// Not modelled: QuartzCore's own solver, reported from decompiled builds as WebKit's 2008 scheme
/// in double with ε = 1e-5 (or 0.001/duration in keyframe timing), and its snapping of control
/// points within 0.001 of a built-in curve to that curve; neither is documented. Input and output
/// are clamped to [0, 1] in x ("maps an input time normalized to [0, 1]"); y unclamped.
public struct CoreAnimationSolver: TimingSolver {
  /// The Core Animation port.
  public init() {}
  /// ``SolverID/coreAnimation``.
  public var id: SolverID { .coreAnimation }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// y at a t whose x(t) is within 2e-7 of x, ± 5e-7: the float control points move x(t) by
  /// ≤ 3·2⁻²⁵ ≈ 9e-8 and the float input by ≤ 2⁻²⁵ (2e-7 with margin); the float control points
  /// move y(t) by ≤ 3·2⁻²⁵·3 and the float output rounds by ≤ 2⁻²⁴·3 (|y| ≤ 3): 5e-7.
  public var accuracy: AccuracyPromise { .outputAtResidual(absolute: 5e-7, residual: 2e-7) }
  /// Clamps x into [0, 1]; output unclamped; float32 at the interface, double inside.
  public var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .mixed) }

  /// The curve with its control points rounded to float32 (`CubicTimingFunction/float32`),
  /// prepared for the exact solve (its `InverseTable`, built with the curve: the exact t, within
  /// the condition-aware target, without `fastest`'s y(x) table, which this port does not use).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    let stored = curve.float32
    return Prepared(table: stored.inverseTable)
  }

  /// The float32 curve and its exact solver (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    @usableFromInline let table: InverseTable
    /// The float32 curve's power-form coefficients.
    @inlinable public var stored: CurveCoefficients { table.coefficients }

    @inlinable init(table: InverseTable) {
      self.table = table
    }

    /// t on the float curve for x rounded to float.
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      table.solve(Double(Float(x)), &counter)
    }

    /// `_solveForInput:` as its interface rounds: x clamped and rounded to float, the float
    /// curve solved exactly, y rounded to float.
    @inlinable
    public mutating func solveForInput(_ x: Float) -> Float {
      let x = Double(min(max(x, 0), 1))
      return Float(stored.y(parameter(forX: x)))
    }

    /// What `_solveForInput:` returns, widened.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      Double(solveForInput(Float(x)))
    }

    /// At the ends and outside [0, 1]: x clamped into [0, 1] ("maps an input time normalized to
    /// [0, 1]"), and the clamped ends answered exactly (0 and 1, the end points of the curve
    /// Core Animation stores); NaN stays NaN (not documented).
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      x.isNaN ? x : (x <= 0 ? 0 : 1)
    }
  }
}
