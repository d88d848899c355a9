import CGSL

/// Integrates a spring's ODE numerically with GSL (`gsl_odeiv2`, the embedded 8th-order
/// Runge–Kutta–Prince–Dormand stepper `rk8pd`): the independent cross-check of
/// ``SpringMotion``'s closed form.
///
/// The system is y = (q, q′), y′ = (q′, −(k·q + c·q′)/m). The driver owns GSL memory, frees it
/// on deinit, and is not `Sendable` (one per thread).
public final class GSLSpringIntegrator {
  private let constants: UnsafeMutablePointer<(mass: Double, stiffness: Double, damping: Double)>
  private let system: UnsafeMutablePointer<gsl_odeiv2_system>
  private let driver: UnsafeMutablePointer<gsl_odeiv2_driver>

  /// A driver for `spring` with the given local error tolerances (absolute and relative, per
  /// step) and first step.
  ///
  /// - Throws: ``GSLError`` if GSL cannot allocate the driver.
  public init(
    spring: Spring, absoluteTolerance: Double = 1e-13, relativeTolerance: Double = 1e-13, firstStep: Double = 1e-6
  ) throws(GSLError) {
    GSL.installErrorHandler()
    constants = .allocate(capacity: 1)
    constants.initialize(to: (spring.mass, spring.stiffness, spring.damping))
    system = .allocate(capacity: 1)
    system.initialize(
      to: gsl_odeiv2_system(
        function: { _, y, dydt, params in
          let k = params.unsafelyUnwrapped.assumingMemoryBound(
            to: (mass: Double, stiffness: Double, damping: Double).self
          ).pointee
          let q = y.unsafelyUnwrapped[0], v = y.unsafelyUnwrapped[1]
          dydt.unsafelyUnwrapped[0] = v
          dydt.unsafelyUnwrapped[1] = -(k.stiffness * q + k.damping * v) / k.mass
          return Int32(GSL_SUCCESS)
        },
        jacobian: nil, dimension: 2, params: UnsafeMutableRawPointer(constants)))
    guard
      let driver = gsl_odeiv2_driver_alloc_y_new(
        system, cgsl_odeiv2_step_rk8pd(), firstStep, absoluteTolerance, relativeTolerance)
    else {
      constants.deallocate()
      system.deallocate()
      throw GSLError(
        status: .noMemory, operation: "gsl_odeiv2_driver_alloc_y_new",
        reason: GSL.takeReason(GSLStatus.noMemory.rawValue))
    }
    self.driver = driver
  }

  deinit {
    gsl_odeiv2_driver_free(driver)
    system.deallocate()
    constants.deallocate()
  }

  /// The state (q, q′) at each of `times` (ascending, ≥ 0), starting from (q₀, v₀) at t = 0.
  ///
  /// - Throws: ``GSLError`` when GSL reports a failure (for example a step size underflow).
  public func states(initialDisplacement q0: Double, initialVelocity v0: Double, at times: [Double]) throws(GSLError)
    -> [(displacement: Double, velocity: Double)]
  {
    try GSL.check(gsl_odeiv2_driver_reset(driver), "gsl_odeiv2_driver_reset")
    var t = 0.0
    var y = [q0, v0]
    var result: [(displacement: Double, velocity: Double)] = []
    result.reserveCapacity(times.count)
    for target in times {
      precondition(target >= t, "times must be ascending and ≥ 0")
      if target > t {
        let status = y.withUnsafeMutableBufferPointer { gsl_odeiv2_driver_apply(driver, &t, target, $0.baseAddress) }
        try GSL.check(status, "gsl_odeiv2_driver_apply")
      }
      result.append((y[0], y[1]))
    }
    return result
  }
}
