import CGSL
import Curves

/// x(t) − x for one curve as GSL's `gsl_function` and `gsl_function_fdf`, with the target x set
/// per solve and the evaluations counted. Owns the memory GSL's `void *params` points at (stable
/// for the object's lifetime; freed on deinit). Not `Sendable`: one per prepared solver.
final class GSLCurveFunction {
  private let context: UnsafeMutablePointer<Context>
  /// x(t) − target, for the bracketing solvers.
  let function: UnsafeMutablePointer<gsl_function>
  /// x(t) − target and x′(t), for the derivative solvers.
  let derivativeFunction: UnsafeMutablePointer<gsl_function_fdf>

  struct Context {
    var coefficients: CurveCoefficients
    var target = 0.0
    var evaluations = 0
  }

  init(_ coefficients: CurveCoefficients) {
    context = .allocate(capacity: 1)
    context.initialize(to: Context(coefficients: coefficients))
    let params = UnsafeMutableRawPointer(context)
    function = .allocate(capacity: 1)
    function.initialize(to: gsl_function(function: residual, params: params))
    derivativeFunction = .allocate(capacity: 1)
    derivativeFunction.initialize(to: gsl_function_fdf(f: residual, df: slope, fdf: residualAndSlope, params: params))
  }

  deinit {
    context.deallocate()
    function.deallocate()
    derivativeFunction.deallocate()
  }

  /// Sets the target x and zeroes the evaluation count.
  func begin(_ target: Double) {
    context.pointee.target = target
    context.pointee.evaluations = 0
  }

  /// Curve evaluations since ``begin(_:)`` (x(t) and x′(t) count one each).
  var evaluations: Int { context.pointee.evaluations }
}

/// `x(t) − target`, as a C callback.
private let residual: @convention(c) (Double, UnsafeMutableRawPointer?) -> Double = { t, params in
  let context = params.unsafelyUnwrapped.assumingMemoryBound(to: GSLCurveFunction.Context.self)
  context.pointee.evaluations += 1
  return context.pointee.coefficients.x(t) - context.pointee.target
}

/// `x′(t)`, as a C callback.
private let slope: @convention(c) (Double, UnsafeMutableRawPointer?) -> Double = { t, params in
  let context = params.unsafelyUnwrapped.assumingMemoryBound(to: GSLCurveFunction.Context.self)
  context.pointee.evaluations += 1
  return context.pointee.coefficients.dx(t)
}

/// Both at once, as a C callback.
private let residualAndSlope:
  @convention(c) (Double, UnsafeMutableRawPointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) ->
    Void = { t, params, value, derivative in
      let context = params.unsafelyUnwrapped.assumingMemoryBound(to: GSLCurveFunction.Context.self)
      context.pointee.evaluations += 2
      value.unsafelyUnwrapped.pointee = context.pointee.coefficients.x(t) - context.pointee.target
      derivative.unsafelyUnwrapped.pointee = context.pointee.coefficients.dx(t)
    }

extension RootSearch {
  /// The stopping rule of the GSL-backed timing solvers: the bracket (or the last step) in t
  /// below 1e-14; at most 100 iterations (bisection needs 47).
  ///
  /// What that guarantees: the bracket is decided by the sign of x(t) − x computed in double,
  /// which is only reliable where |x(t) − x| exceeds its rounding error, about
  /// 4u·(|ax| + |bx| + |cx|). So |Δt| ≤ 1e-14 + 8u·(|ax| + |bx| + |cx|)/x′(t): the second term is
  /// the problem's own condition in double, and dominates only where x′ → 0.
  public static let timing = RootSearch(absoluteTolerance: 1e-14, relativeTolerance: 0, maxIterations: 100)
}
