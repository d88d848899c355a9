extension SpringMotion {
  /// How far the closed form is from GSL's `rk8pd` integration of the same oscillator
  /// (``GSLSpringIntegrator``, local tolerances 1e-13) at `samples` + 1 evenly spaced times in
  /// [0, `duration`]: the largest |Δdisplacement| (progress units), the largest |Δvelocity|
  /// (progress per second), and the time of the larger of the two relative to its scale.
  ///
  /// The closed form is exact; this measures it against an independent method. At these
  /// tolerances the integrator's global error over a few seconds is about 1e-10 of the state's
  /// scale 1 + |v₀|/ωn, so a deviation above 1e-9 of that scale means the closed form is wrong.
  ///
  /// - Throws: ``CurveError/gsl(_:)`` when GSL cannot allocate or integrate.
  public func deviationFromODE(over duration: Double, samples: Int = 200) throws(CurveError) -> (
    displacement: Double, velocity: Double, time: Double
  ) {
    precondition(duration > 0 && samples > 0, "a cross-check needs a duration > 0 and at least one sample")
    let times = (0...samples).map { duration * Double($0) / Double(samples) }
    let states: [(displacement: Double, velocity: Double)]
    do {
      states = try GSLSpringIntegrator(spring: spring).states(
        initialDisplacement: initialDisplacement, initialVelocity: initialVelocity, at: times)
    } catch {
      throw .gsl(error)
    }
    var worst = (displacement: 0.0, velocity: 0.0, time: 0.0)
    var worstRelative = -1.0
    for (t, state) in zip(times, states) {
      let dq = abs(state.displacement - displacement(at: t))
      let dv = abs(state.velocity - velocity(at: t))
      worst.displacement = max(worst.displacement, dq)
      worst.velocity = max(worst.velocity, dv)
      let relative = max(dq, dv / spring.naturalFrequency)
      if relative > worstRelative { (worstRelative, worst.time) = (relative, t) }
    }
    return worst
  }

  /// The scale the cross-check's deviations are judged on: 1 + |v₀|/ωn (progress units).
  public var odeCheckScale: Double { 1 + abs(initialVelocity) / spring.naturalFrequency }
}
