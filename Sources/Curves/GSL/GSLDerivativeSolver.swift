import CGSL

extension GSLRootSolver where Method == GSLDerivativeMethod {
  /// A root of `f` near `guess`; `f` returns the value and the derivative at x.
  ///
  /// - Throws: ``GSLError``: `GSL_EZERODIV` when the derivative vanishes, `GSL_EBADFUNC` when
  ///   `f` returns Inf or NaN, `GSL_EMAXITER` when `search.maxIterations` is not enough.
  public func root(
    of f: (Double) -> (value: Double, derivative: Double), guess: Double, search: RootSearch = RootSearch()
  ) throws(GSLError) -> RootResult {
    let outcome = withoutActuallyEscaping(f) { body -> Result<RootResult, GSLError> in
      var context = ClosureContext(body: body)
      return withUnsafeMutablePointer(to: &context) { contextPointer in
        typealias Context = ClosureContext<(Double) -> (value: Double, derivative: Double)>
        var function = gsl_function_fdf(
          f: { x, params in
            params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x).value
          },
          df: { x, params in
            params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x).derivative
          },
          fdf: { x, params, value, derivative in
            let result = params.unsafelyUnwrapped.assumingMemoryBound(to: Context.self).pointee.body(x)
            value.unsafelyUnwrapped.pointee = result.value
            derivative.unsafelyUnwrapped.pointee = result.derivative
          },
          params: UnsafeMutableRawPointer(contextPointer))
        return withUnsafeMutablePointer(to: &function) { functionPointer in
          var none = NoCount()
          return Result { () throws(GSLError) -> RootResult in
            try self.iterate(
              functionPointer, guess: guess, within: -Double.infinity...Double.infinity, search: search, counter: &none
            )
            .get(maxIterations: search.maxIterations)
          }
        }
      }
    }
    return try outcome.get()
  }
}
