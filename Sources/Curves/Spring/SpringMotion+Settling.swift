extension SpringMotion {
  /// The settling duration: the last time the displacement or the velocity exceeds ε in
  /// magnitude (<doc:SpringsExactly>), in seconds; 0 when the motion starts settled.
  ///
  /// For a progress motion (``init(spring:progressVelocity:)``) the displacement is a fraction of
  /// the distance and the velocity is in progress per second, as <doc:SpringsExactly> defines;
  /// for a motion
  /// in value units, divide ε-thresholds accordingly. Each time is found by bracketing between the
  /// analytic extrema of the signal (`DampedSignal`) and refining with GSL Brent to 1e-13 s.
  /// Damping 0 never settles: `.infinity`.
  ///
  /// Apple documents `CASpringAnimation(mass: 1, stiffness: 100, damping: 5)` as "settling in
  /// about 2.85 s"; this definition gives about 2.69 s for the displacement alone and 3.50 s with
  /// the velocity (the golden tests show both next to Apple's figure).
  ///
  /// - Throws: ``CurveError/outOfRange(parameter:value:allowed:)`` for ε ≤ 0 or non-finite ε;
  ///   ``CurveError/gsl(_:)`` if GSL fails.
  public func settlingDuration(epsilon: Double = 1e-3) throws(CurveError) -> Double {
    max(try displacementSettlingDuration(epsilon: epsilon), try velocitySettlingDuration(epsilon: epsilon))
  }

  /// The last time |q(t)| > ε.
  public func displacementSettlingDuration(epsilon: Double = 1e-3) throws(CurveError) -> Double {
    try Self.validate(epsilon)
    return try displacementSignal.lastExceedance(of: epsilon)
  }

  /// The last time |q′(t)| > ε.
  public func velocitySettlingDuration(epsilon: Double = 1e-3) throws(CurveError) -> Double {
    try Self.validate(epsilon)
    return try displacementSignal.derivative.lastExceedance(of: epsilon)
  }

  var displacementSignal: DampedSignal {
    DampedSignal(a: initialDisplacement, b: initialVelocity + lambda * initialDisplacement, motion: self)
  }

  package static func validate(_ epsilon: Double) throws(CurveError) {
    guard epsilon.isFinite && epsilon > 0 else {
      throw .outOfRange(parameter: "epsilon", value: epsilon, allowed: "epsilon must be finite and > 0")
    }
  }

  /// The first time t ≥ 0 at which progress 1 + q(t) equals `progress`, or nil if it never does
  /// (progress is not invertible past the first overshoot, so this is the first passage).
  ///
  /// The motion is split into monotone pieces at the zeros of q′ (analytic), walked in order,
  /// and the first piece whose ends straddle the value is refined by GSL Brent. An over- or
  /// critically damped spring approaches 1 without reaching it: nil for 1 unless it overshoots.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a NaN or infinite progress;
  ///   ``CurveError/gsl(_:)`` if GSL fails.
  public func time(forProgress progress: Double) throws(CurveError) -> Double? {
    guard progress.isFinite else { throw .nonFinite(parameter: "progress", value: progress) }
    let target = progress - 1
    let q = displacementSignal
    let dq = q.derivative
    let f = { (t: Double) in q.value(t) - target }
    if f(0) == 0 { return 0 }
    var left = 0.0
    /// Refines the piece [left, right] if its ends straddle the target.
    func piece(to right: Double) throws(CurveError) -> Double? {
      let (fl, fr) = (f(left), f(right))
      if fr == 0 { return right }
      if (fl < 0) != (fr < 0) { return try DampedSignal.brent(f, left, right) }
      return nil
    }
    if omegaSquared > 0 {
      // Oscillating: walk the extrema (zeros of q′), one half-period apart, until the envelope
      // cannot reach the target any more (undamped: after two periods).
      let halfPeriod = Double.pi / omega
      let limit = lambda > 0 ? Double.log(max(q.amplitude, 1e-300) / abs(target)) / lambda : 4 * halfPeriod
      while true {
        guard let next = dq.zeros(after: left, upTo: left + halfPeriod * 1.000001).first else { return nil }
        if let t = try piece(to: next) { return t }
        if next > limit + halfPeriod { return nil }
        left = next
      }
    }
    // Critical or over-damped: at most one extremum, then a monotone approach to the target.
    for extremum in dq.zeros(after: 0, upTo: .infinity) {
      if let t = try piece(to: extremum) { return t }
      left = extremum
    }
    guard target != 0 else { return nil }  // approached, never reached
    var right = max(left, 1) * 2
    while abs(q.value(right)) >= abs(target) / 2 && right < 1e12 { right *= 2 }
    return try piece(to: right)
  }
}

extension SpringMotion {
  /// The overshoot of a progress motion: the largest progress − 1 over t ≥ 0 (0 when the motion
  /// never passes its target), from the analytic extrema (zeros of q′).
  public var overshoot: Double {
    let q = displacementSignal
    let horizon = omegaSquared > 0 ? 4 * Double.pi / omega : Double.infinity
    return q.derivative.zeros(after: 0, upTo: horizon).prefix(4).map { q.value($0) }.reduce(0) { max($0, $1) }
  }

  /// The period of the oscillation 2π/ω (ω = √(ωn² − λ²)), in seconds, or nil when the spring
  /// does not oscillate (critically or over-damped).
  public var period: Double? { omegaSquared > 0 ? 2 * Double.pi / omega : nil }
}
