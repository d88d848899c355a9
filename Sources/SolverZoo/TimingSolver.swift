import Curves

/// A way to invert a timing curve's x(t): given an elapsed-time fraction x ∈ [0, 1], find the
/// parameter t with x(t) = x (then progress is y(t)). One member of the zoo (``SolverID``).
///
/// A solver is a small value (an id, a family, its settings). ``prepare(_:)`` does the per-curve
/// work once (tables, coefficients, GSL workspaces) and returns a ``PreparedTimingSolver`` that
/// answers many x without allocating.
public protocol TimingSolver: Sendable {
  /// The prepared form, specialised to one curve.
  associatedtype Prepared: PreparedTimingSolver

  /// The stable id of this configuration (``SolverID/gslBrent``, ``SolverID/fastestSequential``, …).
  var id: SolverID { get }
  /// The family the solver belongs to.
  var family: SolverFamily { get }
  /// What this solver guarantees, in what units (checked for every solver by the property tests).
  var accuracy: AccuracyPromise { get }
  /// What the solver's original does with input at the ends and outside [0, 1], with its output,
  /// and in what precision (``PreparedTimingSolver/progress(outside:of:)`` answers there as the
  /// original does; ``Curves/CubicTimingFunction/progress(at:using:)`` routes every x).
  var policy: SolverPolicy { get }
  /// Whether the bench times this configuration through
  /// ``PreparedTimingSolver/progress(forX:into:on:)`` (one curve at many x) instead of one x at a
  /// time.
  var isBatch: Bool { get }

  /// Does the per-curve work once.
  ///
  /// - Throws: ``SolverError/gsl(_:)`` when a GSL workspace cannot be allocated.
  func prepare(_ curve: CubicTimingFunction) throws(SolverError) -> Prepared
}

/// A solver prepared for one curve: answers t for x with no allocation.
///
/// GSL-backed prepared solvers are classes that own C memory; they are not `Sendable` (one per
/// thread). The others are values.
public protocol PreparedTimingSolver {
  /// What a solve can throw: `Never` for the solvers written here, ``SolverError`` for the
  /// GSL-backed ones (a GSL status).
  associatedtype Failure: Error = Never

  /// The parameter t ∈ [0, 1] with x(t) = x, for x ∈ [0, 1].
  ///
  /// - Precondition: 0 ≤ x ≤ 1 (`CubicTimingFunction/progress(at:)` handles every other x).
  /// - Throws: only GSL-backed solvers throw, ``SolverError/gsl(_:)`` when GSL reports a failure.
  mutating func parameter(forX x: Double) throws(Failure) -> Double

  /// The same solve, adding its iterations and curve evaluations to `stats` (for the bench).
  mutating func parameter(forX x: Double, counting stats: inout SolveStats) throws(Failure) -> Double

  /// The progress y for x ∈ [0, 1], as this solver delivers it: y(t) of `curve` at the solved t
  /// (the default), or, for a production port, its original's own arithmetic (float32 tables,
  /// short-cuts, output clamping), which `curve` does not enter.
  ///
  /// - Precondition: 0 ≤ x ≤ 1.
  mutating func progress(forX x: Double, on curve: CurveCoefficients) throws(Failure) -> Double

  /// The progress for every x of `xs` (each in [0, 1]) into `ys`, as ``progress(forX:on:)``
  /// gives it: one curve at many x (a frame of many layers sharing a curve). Every slot is
  /// written; a failed solve leaves NaN in its slot, and the first failure is thrown after the
  /// loop. `ys` may be the very buffer of `xs` (in place). The default loops; `fastest`
  /// specialises it.
  ///
  /// - Precondition: `ys.count ≥ xs.count`; every x in [0, 1].
  mutating func progress(
    forX xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>, on curve: CurveCoefficients)
    throws(Failure)

  /// The progress at an x outside the open interval (0, 1) (exactly 0 or 1, beyond them, ±∞,
  /// NaN) as this solver's original answers there (``TimingSolver/policy`` names the rule):
  /// a production port's own end returns, clamping, pass-through or continued cubic; the
  /// zoo's own solvers (`fastest`, `reference`, `browser`, the GSL and closed-form solvers) keep
  /// the project's rule, `CubicTimingFunction/extrapolated(at:)` (exactly 0 and 1 at the ends,
  /// Chromium's tangent lines beyond them), which is the default.
  ///
  /// - Precondition: x is not inside (0, 1) (``progress(forX:on:)`` answers there).
  /// - Throws: what the original refuses (none of the ports refuses an x outside (0, 1)).
  mutating func progress(outside x: Double, of curve: CubicTimingFunction) throws(Failure) -> Double
}

extension PreparedTimingSolver {
  /// y(t) at the solved parameter: what every solver that finds t delivers.
  @inlinable @inline(__always)
  public mutating func progress(forX x: Double, on curve: CurveCoefficients) throws(Failure) -> Double {
    curve.y(try parameter(forX: x))
  }
}

extension PreparedTimingSolver {
  /// The project's rule at and beyond the ends (`CubicTimingFunction/extrapolated(at:)`).
  @inlinable
  public mutating func progress(outside x: Double, of curve: CubicTimingFunction) throws(Failure) -> Double {
    curve.extrapolated(at: x)
  }
}

extension PreparedTimingSolver {
  /// One ``progress(forX:on:)`` per x, NaN where one fails, the first failure thrown at the end.
  @inlinable
  public mutating func progress(
    forX xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>, on curve: CurveCoefficients
  ) throws(Failure) {
    precondition(ys.count >= xs.count, "the output buffer holds \(ys.count) values for \(xs.count) inputs")
    var failure: Failure?
    for i in xs.indices {
      do { ys[i] = try progress(forX: xs[i], on: curve) } catch {
        ys[i] = .nan
        if failure == nil { failure = error }
      }
    }
    if let failure { throw failure }
  }
}

extension TimingSolver {
  /// Timed one x at a time (only ``FastestSolver``'s `fastest-batch` configuration is timed through
  /// the batch API).
  public var isBatch: Bool { false }
}

extension TimingSolver {
  /// The zoo's own solvers: double precision, exactly 0 and 1 at the ends and the curve's
  /// tangent lines outside [0, 1] (the default ``PreparedTimingSolver/progress(outside:of:)``),
  /// output unclamped.
  public var policy: SolverPolicy { SolverPolicy(input: .extrapolatesTangents, output: .unclamped, precision: .double) }
}

/// The ten solver families of the zoo (<doc:ChoosingASolver>).
public enum SolverFamily: String, Hashable, Sendable, CaseIterable, Codable {
  /// GSL's bracketing root finders.
  case gslBracketing = "gsl-bracketing"
  /// GSL's derivative-based root polishers.
  case gslDerivative = "gsl-derivative"
  /// GSL's closed-form cubic solver.
  case gslClosedForm = "gsl-closed-form"
  /// Chromium's (and WebKit's) `SolveCurveX`.
  case browser
  /// The 2008 WebKit `UnitBezier` still used by pop, Advance and Servo.
  case legacy
  /// Firefox's `nsSMILKeySpline`.
  case firefox
  /// Our closed form (Cardano / trigonometric), robust on the degenerate family.
  case closedForm = "closed-form"
  /// Our fastest design.
  case fastest
  /// The extended-precision reference.
  case reference
  /// A shipping toolkit's own solver (Skia, Flutter, Android, Compose, Motion, bezier-easing,
  /// Rive, Lottie, Core Animation), ported faithfully: its precision, short-cuts and edge rules.
  case production
}

/// A prepared solver whose algorithm is one generic function over the counter.
public protocol CountingTimingSolver: PreparedTimingSolver {
  /// The solve, written once: the parameter t ∈ [0, 1] with x(t) = x, adding the iterations and
  /// curve evaluations to `counter` (`NoCount` compiles the counting away).
  ///
  /// - Precondition: 0 ≤ x ≤ 1.
  /// - Throws: only GSL-backed solvers throw, ``SolverError/gsl(_:)`` when GSL reports a failure.
  mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(Failure) -> Double
}

extension CountingTimingSolver {
  /// ``solve(_:_:)`` with `NoCount`: the fast path, counting nothing.
  @inlinable @inline(__always)
  public mutating func parameter(forX x: Double) throws(Failure) -> Double {
    var none = NoCount()
    return try solve(x, &none)
  }

  /// ``solve(_:_:)`` with `stats` as the counter, after adding one to its `SolveStats/solves`.
  @inlinable
  public mutating func parameter(forX x: Double, counting stats: inout SolveStats) throws(Failure) -> Double {
    stats.solves += 1
    return try solve(x, &stats)
  }
}
