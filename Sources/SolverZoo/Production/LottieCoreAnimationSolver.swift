import Curves

/// `lottie-ca`: what lottie-ios's Core Animation engine samples a keyframe curve with where it
/// cannot hand the curve to Core Animation (trim paths with an offset): its Swift `UnitBezier`
/// (airbnb/lottie-ios `Sources/Private/Utility/Primitives/UnitBezier.swift` at
/// 2687228e09f4eab74b8e1589af77c6c5bce6bc1c, called from
/// `KeyframeGroup+Extensions.swift` `manuallyInterpolateKeyframes` at 0a28b2f0) at ε = 0.005, a
/// port of WebKit's 2008 `UnitBezier`: ``LegacyNewton8Solver`` (8 Newton steps from t = x,
/// breaking when |x′| < 1e-6, then bisection from t = x), in `CGFloat` (double), y by Horner.
///
/// No short-cut and no end rule: x = 0 and 1 meet the residual at once. Outside [0, 1] Newton
/// extrapolates the cubic (the bisection would clamp). Output unclamped. Accuracy: |x(t) − x| <
/// 0.005, so y errs by up to 0.005·|dy/dx| (lottie samples one value per frame with it).
public struct LottieCoreAnimationSolver: TimingSolver {
  /// The ε of lottie's only call site (WebKit's 1/(200·duration) heuristic at 1 s).
  public static let epsilon = 0.005

  /// The lottie-ca port.
  public init() {}
  /// ``SolverID/lottieCA``.
  public var id: SolverID { .lottieCA }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// The residual stop, |x(t) − x| < 0.005.
  public var accuracy: AccuracyPromise { .inputResidual(below: Self.epsilon) }
  /// Newton extrapolates outside [0, 1]; output unclamped; double.
  public var policy: SolverPolicy { SolverPolicy(input: .extrapolatesCubic, output: .unclamped, precision: .double) }

  /// `UnitBezier(controlPoint1:controlPoint2:)`: the power-form coefficients.
  public func prepare(_ curve: CubicTimingFunction) -> LegacyNewton8Solver.Prepared {
    LegacyNewton8Solver(epsilon: Self.epsilon).prepare(curve)
  }
}
