import CGSL

extension GSLRootSolver where Method == GSLBracketingMethod {
  /// A root of `f` in [lower, upper], where `f(lower)` and `f(upper)` must differ in sign.
  ///
  /// - Throws: ``GSLError``: `GSL_EINVAL` when the ends do not straddle zero, `GSL_EBADFUNC`
  ///   when `f` returns Inf or NaN, `GSL_EMAXITER` when `search.maxIterations` is not enough,
  ///   `GSL_EBADTOL` for a negative tolerance.
  public func root(
    of f: (Double) -> Double, lower: Double, upper: Double, search: RootSearch = RootSearch()
  ) throws(GSLError) -> RootResult {
    try GSL.withFunction(f) { function throws(GSLError) in
      var none = NoCount()
      return try iterate(function, lower: lower, upper: upper, search: search, counter: &none).get(
        maxIterations: search.maxIterations)
    }
  }
}

/// Carries a Swift closure through GSL's `void *params`.
struct ClosureContext<Body> {
  var body: Body
}

extension GSL {
  /// Runs `body` with a `gsl_function` that calls `f`, valid for the duration of `body` only
  /// (GSL keeps the pointer between calls, so everything that uses it must happen inside).
  static func withFunction<Result>(
    _ f: (Double) -> Double, _ body: (UnsafeMutablePointer<gsl_function>) throws(GSLError) -> Result
  ) throws(GSLError) -> Result {
    let outcome = withoutActuallyEscaping(f) { escapable -> Swift.Result<Result, GSLError> in
      var context = ClosureContext(body: escapable)
      return withUnsafeMutablePointer(to: &context) { contextPointer in
        typealias Context = ClosureContext<(Double) -> Double>
        var function = gsl_function(
          function: { x, params in params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x) },
          params: UnsafeMutableRawPointer(contextPointer))
        return withUnsafeMutablePointer(to: &function) { pointer in
          Swift.Result { () throws(GSLError) -> Result in try body(pointer) }
        }
      }
    }
    return try outcome.get()
  }
}
