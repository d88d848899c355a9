import CGSL

/// What GSL's callbacks need to evaluate x(t) − x: the curve, the target, and a counter. Lives
/// in memory owned by a prepared GSL solver, so GSL's `void *params` can point at it.
struct GSLCurveContext {
  var coefficients: CurveCoefficients
  var target: Double = 0
  var evaluations = 0
}

/// `x(t) − target`, as a C callback for `gsl_function`.
let gslCurveResidual: @convention(c) (Double, UnsafeMutableRawPointer?) -> Double = { t, params in
  let context = params.unsafelyUnwrapped.assumingMemoryBound(to: GSLCurveContext.self)
  context.pointee.evaluations += 1
  return context.pointee.coefficients.x(t) - context.pointee.target
}

/// `x′(t)`, as a C callback for `gsl_function_fdf`.
let gslCurveSlope: @convention(c) (Double, UnsafeMutableRawPointer?) -> Double = { t, params in
  let context = params.unsafelyUnwrapped.assumingMemoryBound(to: GSLCurveContext.self)
  context.pointee.evaluations += 1
  return context.pointee.coefficients.dx(t)
}

/// Both at once, as a C callback for `gsl_function_fdf`.
let gslCurveResidualAndSlope: @convention(c) (Double, UnsafeMutableRawPointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void = { t, params, value, slope in
  let context = params.unsafelyUnwrapped.assumingMemoryBound(to: GSLCurveContext.self)
  context.pointee.evaluations += 2
  value.unsafelyUnwrapped.pointee = context.pointee.coefficients.x(t) - context.pointee.target
  slope.unsafelyUnwrapped.pointee = context.pointee.coefficients.dx(t)
}

/// The stopping rule of the GSL-backed timing solvers: the bracket (or the last step) in t below
/// 1e-14; at most 100 iterations (bisection needs 47).
///
/// What that guarantees: the bracket is decided by the sign of x(t) − x computed in double,
/// which is only reliable where |x(t) − x| exceeds its rounding error, about
/// 4u·(|ax| + |bx| + |cx|). So |Δt| ≤ 1e-14 + 8u·(|ax| + |bx| + |cx|)/x′(t): the second term is
/// the problem's own condition in double, and dominates only where x′ → 0 (a steep end).
enum GSLTimingTolerance {
  static let absolute = 1e-14
  static let maxIterations = 100
}
