import Curves

/// The stable identity of every solver configuration of the zoo (<doc:ChoosingASolver>):
/// what the CLI's
/// `--solvers`, `--solver` and `--baseline`, `eval`'s `solver` field, results.json and the tests
/// name. The raw value is the id people type (`gsl-brent`, `fastest-sequential`, …).
///
/// ``visit(_:)`` is the only place that maps an id to its concrete solver type; everything that
/// needs a solver (the bench's specialised timing loops, `eval`, the tests) goes through it.
/// Adding a solver means one file (its ``TimingSolver``) and one case here, whose arm in
/// ``visit(_:)`` the compiler then asks for.
///
/// ```swift
/// let id = try SolverID(parsing: "fastest")
/// id.family                        // .fastest
/// id.accuracy                      // .conditionAwareTarget
/// let y = try id.visit(ProgressAt(curve: .easeInEaseOut, x: 0.25))  // any SolverVisitor
/// ```
public enum SolverID: String, Hashable, Sendable, CaseIterable, Codable {
  /// GSL bisection (`gsl_root_fsolver_bisection`) on [0, 1].
  case gslBisection = "gsl-bisection"
  /// GSL false position (`gsl_root_fsolver_falsepos`) on [0, 1].
  case gslFalsePosition = "gsl-falsepos"
  /// GSL Brent–Dekker (`gsl_root_fsolver_brent`) on [0, 1].
  case gslBrent = "gsl-brent"
  /// GSL Newton (`gsl_root_fdfsolver_newton`) from t = x, bisection fallback.
  case gslNewton = "gsl-newton"
  /// GSL secant (`gsl_root_fdfsolver_secant`) from t = x, bisection fallback.
  case gslSecant = "gsl-secant"
  /// GSL Steffenson (`gsl_root_fdfsolver_steffenson`) from t = x, bisection fallback.
  case gslSteffenson = "gsl-steffenson"
  /// GSL's closed-form cubic (`gsl_poly_solve_cubic`) plus one Newton polish.
  case gslCubic = "gsl-cubic"
  /// Chromium's `SolveCurveX` at ε = 1e-7.
  case browser
  /// The 2008 WebKit `UnitBezier` at ε = 1e-7.
  case legacyNewton8 = "legacy-newton8"
  /// The 2008 WebKit `UnitBezier` at pop's ε = 1/(1000·duration) for a 0.35 s animation.
  case legacyNewton8Pop = "legacy-newton8-pop"
  /// Firefox's `nsSMILKeySpline`.
  case firefox
  /// Our closed form (Cardano / trigonometric, quadratic on the degenerate family).
  case closedForm = "closed-form"
  /// Our fastest design, for x in any order.
  case fastest
  /// Our fastest design with the warm start for increasing x (animation frames).
  case fastestSequential = "fastest-sequential"
  /// Our fastest design through its batch API (one curve at many x).
  case fastestBatch = "fastest-batch"
  /// The Float80 reference.
  case reference
  /// Skia's `SkCubicMap` (float32, Halley).
  case skia
  /// Flutter's `Cubic` (double, bisection to 0.001).
  case flutter
  /// Android's `PathInterpolator` (the curve flattened at 0.002 into float32 tables, binary
  /// search and linear interpolation).
  case android
  /// Jetpack Compose's `CubicBezierEasing` (closed form, mixed float32/double, fast cube root,
  /// output clamped to the curve's extent).
  case compose
  /// Jetpack Compose's pre-2023 `CubicBezierEasing` (float32, bisection to 0.001).
  case composeLegacy = "compose-legacy"
  /// Framer Motion's `cubicBezier` (double, 12-step bisection).
  case motion
  /// gre/bezier-easing 2 (double, float32 sample table, Newton or bisection).
  case bezierEasing2 = "bezier-easing-2"
  /// The Rive runtime's cubic ease (bezier-easing 2 in float32).
  case rive
  /// gre/bezier-easing 3.2 (double, closed form for 1/t).
  case bezierEasing3 = "bezier-easing-3"
  /// lottie-ios's Core Animation engine's sampler: WebKit's 2008 `UnitBezier` at ε = 0.005.
  case lottieCA = "lottie-ca"
  /// A `CAMediaTimingFunction` as Core Animation stores it: float32 control points, input and
  /// output, solved exactly in between.
  case coreAnimation = "core-animation"

  /// The id for `text` (exactly a raw value, such as `gsl-brent`).
  ///
  /// - Throws: ``SolverError/unknownSolver(_:)``, whose message lists every id.
  public init(parsing text: String) throws(SolverError) {
    guard let id = SolverID(rawValue: text) else { throw .unknownSolver(text) }
    self = id
  }

  /// Every id's raw value, in the zoo's order (for help texts and messages).
  public static var names: [String] { allCases.map(\.rawValue) }

  /// Calls `visitor` with this id's solver as its concrete type: the only switch from ids to
  /// types. `@inlinable`, so a visitor in another module is specialised for each solver (the
  /// bench's timed loops inline the solve).
  @inlinable
  public func visit<Visitor: SolverVisitor>(_ visitor: Visitor) throws(Visitor.Failure) -> Visitor.Result {
    switch self {
    case .gslBisection: try visitor.visit(GSLBracketingTimingSolver(.bisection))
    case .gslFalsePosition: try visitor.visit(GSLBracketingTimingSolver(.falsePosition))
    case .gslBrent: try visitor.visit(GSLBracketingTimingSolver(.brent))
    case .gslNewton: try visitor.visit(GSLDerivativeTimingSolver(.newton))
    case .gslSecant: try visitor.visit(GSLDerivativeTimingSolver(.secant))
    case .gslSteffenson: try visitor.visit(GSLDerivativeTimingSolver(.steffenson))
    case .gslCubic: try visitor.visit(GSLCubicSolver())
    case .browser: try visitor.visit(BrowserSolver())
    case .legacyNewton8: try visitor.visit(LegacyNewton8Solver())
    case .legacyNewton8Pop: try visitor.visit(LegacyNewton8Solver.pop(duration: LegacyNewton8Solver.popDuration))
    case .firefox: try visitor.visit(FirefoxSolver())
    case .closedForm: try visitor.visit(ClosedFormSolver())
    case .fastest: try visitor.visit(FastestSolver(order: .random))
    case .fastestSequential: try visitor.visit(FastestSolver(order: .sorted))
    case .fastestBatch: try visitor.visit(FastestSolver(order: .random, batch: true))
    case .reference: try visitor.visit(ReferenceSolver())
    case .skia: try visitor.visit(SkiaSolver())
    case .flutter: try visitor.visit(FlutterSolver())
    case .android: try visitor.visit(AndroidSolver())
    case .compose: try visitor.visit(ComposeSolver())
    case .composeLegacy: try visitor.visit(ComposeLegacySolver())
    case .motion: try visitor.visit(MotionSolver())
    case .bezierEasing2: try visitor.visit(BezierEasing2Solver())
    case .rive: try visitor.visit(RiveSolver())
    case .bezierEasing3: try visitor.visit(BezierEasing3Solver())
    case .lottieCA: try visitor.visit(LottieCoreAnimationSolver())
    case .coreAnimation: try visitor.visit(CoreAnimationSolver())
    }
  }

  /// This id's solver, behind an existential (for callers that do not time it).
  public var solver: any TimingSolver { visit(Erase()) }

  /// The family this solver belongs to.
  public var family: SolverFamily { solver.family }

  /// What this solver promises, in what units.
  public var accuracy: AccuracyPromise { solver.accuracy }

  /// The visitor behind ``solver``.
  struct Erase: SolverVisitor {
    func visit<Solver: TimingSolver>(_ solver: Solver) -> any TimingSolver { solver }
  }

  /// y at x on `curve` with this id's solver, prepared for this one answer (what `eval`'s
  /// `timing` with a `solver` answers; code that solves many x prepares once instead).
  ///
  /// - Throws: ``SolverError`` when the solver cannot be prepared for the curve (a GSL failure),
  ///   or when its original refuses the input (``SolverError/refusedByOriginal(solver:x:reason:)``).
  public func progress(of curve: CubicTimingFunction, at x: Double) throws(SolverError) -> Double {
    try visit(ProgressOnce(curve: curve, x: x))
  }

  /// The visitor behind ``progress(of:at:)``.
  struct ProgressOnce: SolverVisitor {
    var curve: CubicTimingFunction
    var x: Double

    func visit<Solver: TimingSolver>(_ solver: Solver) throws(SolverError) -> Double {
      var prepared = try solver.prepare(curve)
      do {
        return try curve.progress(at: x, using: &prepared)
      } catch let error as SolverError {
        throw error
      } catch {
        preconditionFailure("\(Solver.self) failed with \(error), which is not a SolverError")
      }
    }
  }
}

extension SolverID: CustomStringConvertible {
  /// The raw value, as typed on the command line.
  public var description: String { rawValue }
}

/// An operation generic over the solver's concrete type, run by ``SolverID/visit(_:)``: how a
/// caller holding an id gets code specialised for the solver it names.
///
/// ```swift
/// struct ProgressAt: SolverVisitor {
///   var curve: CubicTimingFunction, x: Double
///   func visit<Solver: TimingSolver>(_ solver: Solver) throws(SolverError) -> Double {
///     var prepared = try solver.prepare(curve)
///     return try curve.progress(at: x, using: &prepared) // Failure is Never or SolverError
///   }
/// }
/// ```
public protocol SolverVisitor {
  /// What the operation returns.
  associatedtype Result
  /// What the operation can throw (`Never` by default).
  associatedtype Failure: Error = Never

  /// Runs the operation with `solver` as its concrete type.
  func visit<Solver: TimingSolver>(_ solver: Solver) throws(Failure) -> Result
}
