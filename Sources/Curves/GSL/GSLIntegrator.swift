import CGSL

/// GSL's adaptive Gauss–Kronrod integration (`gsl_integration_qag` with the 21-point rule),
/// owning its workspace.
///
/// Not `Sendable`: one per thread. Create it once and integrate many times; an integration
/// allocates nothing.
public final class GSLIntegrator {
  private let workspace: UnsafeMutablePointer<gsl_integration_workspace>
  /// The most subintervals the adaptive rule may use.
  public let limit: Int

  /// Allocates a workspace for up to `limit` subintervals.
  ///
  /// - Throws: ``GSLError`` with `GSL_ENOMEM` when GSL cannot allocate it.
  public init(limit: Int = 200) throws(GSLError) {
    GSL.installErrorHandler()
    guard let workspace = gsl_integration_workspace_alloc(limit) else {
      throw GSLError(
        status: .noMemory, operation: "gsl_integration_workspace_alloc",
        reason: GSL.takeReason(GSLStatus.noMemory.rawValue))
    }
    self.workspace = workspace
    self.limit = limit
  }

  deinit {
    gsl_integration_workspace_free(workspace)
  }

  /// ∫ f over [lower, upper] to within max(absoluteTolerance, relativeTolerance·|result|).
  ///
  /// - Throws: ``GSLError``: `GSL_EMAXITER` when `limit` subintervals are not enough,
  ///   `GSL_EROUND` when round-off prevents the tolerance, `GSL_ESING` or `GSL_EDIVERGE` for a
  ///   singular integrand, `GSL_EBADTOL` for impossible tolerances.
  public func integrate(
    _ f: (Double) -> Double, from lower: Double, to upper: Double,
    absoluteTolerance: Double = 0, relativeTolerance: Double = 1e-12
  ) throws(GSLError) -> (value: Double, errorEstimate: Double) {
    let workspace = self.workspace
    let limit = self.limit
    return try GSL.withFunction(f) { function throws(GSLError) in
      var value = 0.0, error = 0.0
      let status = gsl_integration_qag(
        function, lower, upper, absoluteTolerance, relativeTolerance, limit, Int32(GSL_INTEG_GAUSS21),
        workspace, &value, &error)
      try GSL.check(status, "gsl_integration_qag")
      return (value, error)
    }
  }
}
