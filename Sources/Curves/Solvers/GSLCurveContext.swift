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
/// 1e-14, which puts the output error below |dy/dt|·1e-14 ≤ 1e-12 on curves with y1, y2 in
/// [−30, 30]; at most 100 iterations (bisection needs 47).
enum GSLTimingTolerance {
  static let absolute = 1e-14
  static let maxIterations = 100
}
