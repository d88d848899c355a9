import Curves
import PropertyBased
import RealModule
import SpringPlatforms
import TestSupport
import Testing
import TransitionTesting

@Suite struct SpringProperties {
  @Test func initialConditionsAreExact() async {
    await checkProperty(count: propertyCases, input: SpringGen.motion) { motion in
      #expect(motion.displacement(at: 0) == motion.initialDisplacement)
      #expect(motion.velocity(at: 0) == motion.initialVelocity)
      #expect(motion.progress(at: 0) == 0)
    }
  }

  @Test func theClosedFormSolvesTheODE() async {
    // m·q″ + c·q′ + k·q = 0, with q″ from a central difference of the closed-form velocity.
    await checkProperty(count: propertyCases, input: SpringGen.motion, Gen.double(in: 0.01...2)) { motion, t in
      let s = motion.spring
      let h = 1e-6
      let acceleration = (motion.velocity(at: t + h) - motion.velocity(at: t - h)) / (2 * h)
      let residual = s.mass * acceleration + s.damping * motion.velocity(at: t) + s.stiffness * motion.displacement(at: t)
      // Relative to the force magnitudes.
      let scale = s.stiffness * (1 + abs(motion.displacement(at: t))) + s.damping * (1 + abs(motion.velocity(at: t)))
      #expect(abs(residual) <= Tolerance.springODEResidual * scale, "residual \(residual) at t = \(t) for \(s)")
    }
  }

  @Test func energyNeverIncreases() async {
    await checkProperty(count: propertyCases, input: SpringGen.motion) { motion in
      var previous = motion.energy(at: 0)
      for i in 1...100 {
        let e = motion.energy(at: Double(i) * 0.03)
        let monotone = Tolerance.springEnergyMonotone
        #expect(e <= previous * (1 + monotone.relative) + monotone.absolute, "energy rose from \(previous) to \(e)")
        previous = e
      }
    }
  }

  @Test func energyIsConservedWithoutDamping() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.2...5), Gen.double(in: 5...1000), Gen.double(in: -10...10)) { m, k, v in
      let motion = try SpringMotion(spring: try Spring(mass: m, stiffness: k, damping: 0), progressVelocity: v)
      let e0 = motion.energy(at: 0)
      for t in [0.1, 0.7, 2.3, 4.9] {
        expectApproximatelyEqual(motion.energy(at: t), e0, tolerance: .springClosedForm)
      }
      #expect(try motion.settlingDuration() == .infinity)
    }
  }

  @Test func restartingFromAStateContinuesTheSameMotion() async throws {
    // The semigroup law: any frame partition (60 Hz, 120 Hz, irregular) gives the same state.
    await checkProperty(count: propertyCases, input: SpringGen.motion, Gen.double(in: 0...2), Gen.double(in: 0...2)) { motion, t1, t2 in
      let restarted = try motion.restarted(at: t1)
      let direct = motion.state(at: t1 + t2)
      let stepped = restarted.state(at: t2)
      expectApproximatelyEqual(stepped.displacement, direct.displacement, tolerance: .springClosedForm)
      expectApproximatelyEqual(stepped.velocity / (1 + restarted.spring.naturalFrequency), direct.velocity / (1 + motion.spring.naturalFrequency), tolerance: .springClosedForm)
    }
  }

  /// q(t) in Float80 from the oscillator's constants (cos/sin or cosh/sinh by the sign of
  /// ωn² − λ², t itself at the exact boundary): the reference for the closed form near ζ = 1.
  static func wideDisplacement(mass: Double, stiffness: Double, damping: Double, q0: Double, v0: Double, at t: Double) -> Double {
    let (m, k, c) = (Float80(mass), Float80(stiffness), Float80(damping))
    let lambda = c / (2 * m), t80 = Float80(t), q = Float80(q0), v = Float80(v0)
    let w2 = k / m - lambda * lambda
    let decay = Float80.exp(-lambda * t80)
    if w2 > 0 {
      let w = w2.squareRoot()
      return Double(decay * (q * Float80.cos(w * t80) + (v + lambda * q) * Float80.sin(w * t80) / w))
    }
    if w2 < 0 {
      let g = (-w2).squareRoot()
      return Double(decay * (q * Float80.cosh(g * t80) + (v + lambda * q) * Float80.sinh(g * t80) / g))
    }
    return Double(decay * (q + (v + lambda * q) * t80))
  }

  /// The over-damped two-exponential form A·e^(r₁t) + B·e^(r₂t) in double, which loses accuracy
  /// like u/√(ζ² − 1) next to ζ = 1: the form the closed form must not be (the negative control).
  static func twoExponentialDisplacement(mass: Double, stiffness: Double, damping: Double, q0: Double, v0: Double, at t: Double) -> Double {
    let lambda = damping / (2 * mass)
    let g = (lambda * lambda - stiffness / mass).squareRoot()
    let (r1, r2) = (-lambda + g, -lambda - g)
    let a = (v0 - r2 * q0) / (r1 - r2), b = (r1 * q0 - v0) / (r1 - r2)
    return a * Double.exp(r1 * t) + b * Double.exp(r2 * t)
  }

  /// Next to ζ = 1 the closed form keeps full accuracy (the cosh/sinh form with sinh(γt)/γ → t),
  /// measured against Float80; the two-exponential form, checked by the same rule, fails it.
  @Test(arguments: [1e-12, 1e-9, 1e-7, 1e-5])
  func theMotionStaysAccurateNextToDampingRatioOne(delta: Double) async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 5...1000), Gen.double(in: -10...10), Gen.double(in: 0.01...3)) { k, v, t in
      let scale = 1 + abs(v) / k.squareRoot()
      for zeta in [1 - delta, 1 + delta] {
        let c = 2 * zeta * k.squareRoot()
        let motion = try SpringMotion(spring: try Spring(stiffness: k, damping: c), progressVelocity: v)
        let truth = Self.wideDisplacement(mass: 1, stiffness: k, damping: c, q0: -1, v0: v, at: t)
        #expect(abs(motion.displacement(at: t) - truth) <= Tolerance.springNearCritical * scale, "ζ = \(zeta), k = \(k), v = \(v), t = \(t)")
      }
    }
  }

  @Test func theTwoExponentialFormFailsTheSameRule() {
    // Just above ζ = 1 the form the closed form replaced is off by far more than the tolerance.
    var worst = 0.0
    for delta in [1e-12, 1e-9] {
      for k in [25.0, 100, 400] {
        for v in [0.0, 5, -5] {
          for t in [0.05, 0.2, 0.5, 1] {
            let c = 2 * (1 + delta) * k.squareRoot()
            let truth = Self.wideDisplacement(mass: 1, stiffness: k, damping: c, q0: -1, v0: v, at: t)
            let scale = 1 + abs(v) / k.squareRoot()
            worst = max(worst, abs(Self.twoExponentialDisplacement(mass: 1, stiffness: k, damping: c, q0: -1, v0: v, at: t) - truth) / scale)
          }
        }
      }
    }
    #expect(worst > 100 * Tolerance.springNearCritical, "two-exponential error \(worst)")
  }


  @Test func scalingStiffnessAndDampingScalesTime() async throws {
    // k → s²k, c → s·c (m fixed) runs the same motion s times faster: q_s(t) = q(s·t).
    await checkProperty(count: propertyCases, input: SpringGen.spring, Gen.double(in: 0.25...4), Gen.double(in: 0...2)) { spring, s, t in
      let base = try SpringMotion(spring: spring, progressVelocity: 0)
      let fast = try SpringMotion(spring: try Spring(mass: spring.mass, stiffness: spring.stiffness * s * s, damping: spring.damping * s), progressVelocity: 0)
      expectApproximatelyEqual(fast.displacement(at: t), base.displacement(at: s * t), tolerance: .springClosedForm)
    }
  }

  @Test func theClosedFormAgreesWithGSLsODEIntegration() async throws {
    await checkProperty(count: propertyCases, input: SpringGen.motion) { motion in
      let integrator = try GSLSpringIntegrator(spring: motion.spring)
      let times = stride(from: 0.0, through: 2.0, by: 0.125).map { $0 }
      let states = try integrator.states(initialDisplacement: motion.initialDisplacement, initialVelocity: motion.initialVelocity, at: times)
      for (t, state) in zip(times, states) {
        let scale = 1 + abs(motion.initialVelocity) / motion.spring.naturalFrequency
        #expect(abs(state.displacement - motion.displacement(at: t)) <= Tolerance.gslSpringIntegration * scale, "t = \(t)")
        #expect(abs(state.velocity - motion.velocity(at: t)) <= Tolerance.gslSpringIntegration * scale * motion.spring.naturalFrequency, "t = \(t)")
      }
    }
  }

  @Test func settlingIsTheLastTimeAboveEpsilon() async throws {
    await checkProperty(count: propertyCases, input: SpringGen.motion) { motion in
      let epsilon = 1e-3
      let tq = try motion.displacementSettlingDuration(epsilon: epsilon)
      let tv = try motion.velocitySettlingDuration(epsilon: epsilon)
      #expect(try motion.settlingDuration(epsilon: epsilon) == max(tq, tv))
      // At the settling time the signal is at ε, and after it never above (dense check).
      #expect(abs(abs(motion.displacement(at: tq)) - epsilon) <= Tolerance.settlingAtEpsilon || tq == 0)
      #expect(abs(abs(motion.velocity(at: tv)) - epsilon) <= Tolerance.settlingAtEpsilon || tv == 0)
      for i in 1...400 {
        let t = tq + Double(i) * 0.01
        #expect(abs(motion.displacement(at: t)) <= epsilon * (1 + Tolerance.settlingAfterward), "displacement above ε at \(t) > \(tq)")
        let u = tv + Double(i) * 0.01
        #expect(abs(motion.velocity(at: u)) <= epsilon * (1 + Tolerance.settlingAfterward), "velocity above ε at \(u) > \(tv)")
      }
      // Just before, it is still above (the last exceedance, not a later one).
      if tq > 1e-6 { #expect(abs(motion.displacement(at: tq * (1 - 1e-9) - 1e-12)) > epsilon * (1 - Tolerance.settlingJustBefore)) }
    }
  }

  @Test func stifferSpringsSettleNoLater() async throws {
    // At fixed mass and damping ratio, the displacement settles no later as stiffness grows
    // (time scales as 1/√k).
    await checkProperty(count: propertyCases, input: Gen.double(in: 5...500), Gen.double(in: 1.01...4), Gen.double(in: 0.05...3)) { k, factor, zeta in
      let soft = try SpringMotion(spring: try Spring(stiffness: k, damping: 2 * zeta * k.squareRoot()), progressVelocity: 0)
      let stiff = try SpringMotion(spring: try Spring(stiffness: k * factor, damping: 2 * zeta * (k * factor).squareRoot()), progressVelocity: 0)
      #expect(try stiff.displacementSettlingDuration() <= soft.displacementSettlingDuration() * (1 + Tolerance.settlingMonotoneInStiffness))
    }
  }

  @Test func firstPassageIsTheFirstTimeProgressIsReached() async throws {
    await checkProperty(count: propertyCases, input: SpringGen.motion, Gen.double(in: 0.05...0.99)) { motion, p in
      guard let t = try motion.time(forProgress: p) else {
        // Only possible when the motion starts away from the target and never comes back to p:
        // it cannot happen from rest; with a velocity it must still approach 1 eventually.
        Issue.record("progress \(p) never reached by \(motion.spring), v₀ = \(motion.initialVelocity)")
        return
      }
      #expect(abs(motion.progress(at: t) - p) <= Tolerance.firstPassageProgress)
      // No earlier crossing on a dense grid.
      let steps = 400
      for i in 0..<steps {
        let u = t * Double(i) / Double(steps)
        let a = motion.progress(at: u) - p, b = motion.progress(at: t * Double(i + 1) / Double(steps)) - p
        let touch = Tolerance.firstPassageProgress
        if i < steps - 1 { #expect((a < 0) == (b < 0) || abs(a) < touch || abs(b) < touch, "earlier crossing near \(u) < \(t)") }
      }
    }
  }

  @Test func overdampedSpringsNeverQuiteArrive() throws {
    let motion = try SpringMotion(spring: try Spring(stiffness: 100, damping: 40), progressVelocity: 0)
    #expect(motion.spring.regime == .overdamped)
    #expect(try motion.time(forProgress: 1) == nil)
    #expect(try motion.time(forProgress: 1.5) == nil)
    #expect(try motion.time(forProgress: 0.999) != nil)
  }
}

@Suite struct SpringParameterProperties {
  @Test func responseAndDampingRatioRoundTrip() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.05...3), Gen.double(in: 0...3), Gen.double(in: 0.1...10)) { response, zeta, mass in
      let spring = try Spring(response: response, dampingRatio: zeta, mass: mass)
      #expect(abs(spring.response - response) <= Tolerance.springParameterRoundTrip * response)
      #expect(abs(spring.dampingRatio - zeta) <= Tolerance.springParameterRoundTrip * (1 + zeta))
      #expect(spring.mass == mass)
    }
  }

  @Test func durationAndBounceRoundTrip() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.05...3), Gen.double(in: -0.95...1)) { duration, bounce in
      let spring = try Spring(duration: duration, bounce: bounce)
      #expect(abs(spring.perceptualDuration - duration) <= Tolerance.springParameterRoundTrip * duration)
      #expect(abs(spring.bounce - bounce) <= Tolerance.bounceRoundTrip)
    }
  }

  @Test func applesDurationAndBounceExample() throws {
    // Apple's example: duration 0.5, bounce 0.3 → mass 1, stiffness ≈ 157.91, damping ≈ 17.59.
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.91) < Tolerance.quotedToTwoDecimals)
    #expect(abs(spring.damping - 17.59) < Tolerance.quotedToTwoDecimals)
  }

  @Test func uikitDurationMatchesFramersCheckValue() throws {
    // The check value of the Curves article "Springs, exactly":
    // T = 3, ζ = 0.25, v = 0 → k = 54.83363359078326, c = 3.702486785620688.
    let spring = try Spring(uikitDuration: 3, dampingRatio: 0.25)
    #expect(abs(spring.stiffness / 54.83363359078326 - 1) <= Tolerance.framerCheckValue)
    #expect(abs(spring.damping / 3.702486785620688 - 1) <= Tolerance.framerCheckValue)
    // The closed form of the same envelope, ω = −ln(ε√(1 − ζ²)/ζ)/(ζT), agrees.
    let zeta = 0.25
    let omega = -Double.log(1e-3 * (1 - zeta * zeta).squareRoot() / zeta) / (zeta * 3)
    #expect(abs(spring.naturalFrequency / omega - 1) <= Tolerance.framerCheckValue)
  }

  @Test func uikitDurationSettlesAsItsEnvelopeSays() async throws {
    // The reconstruction's meaning: Framer's envelope (the sine term's amplitude) is ε at T, so
    // the full envelope from rest, e^(−ζωt)/√(1 − ζ²), reaches ε at T + ln(1/ζ)/(ζω): the
    // displacement has settled by then, and was not settled long before T.
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.2...3), Gen.double(in: 0.1...0.95)) { duration, zeta in
      let spring = try Spring(uikitDuration: duration, dampingRatio: zeta)
      let omega = spring.naturalFrequency
      let framerEnvelope = zeta / (1 - zeta * zeta).squareRoot() * Double.exp(-zeta * omega * duration)
      #expect(abs(framerEnvelope - 1e-3) <= Tolerance.unitRounding)
      let settle = try SpringMotion(spring: spring, progressVelocity: 0).displacementSettlingDuration()
      #expect(settle <= duration + Double.log(1 / zeta) / (zeta * omega) + Tolerance.envelopeSettlingSlack)
      #expect(settle >= duration * 0.5)
    }
  }

  @Test(arguments: [
    (0.0, 100.0, 5.0), (-1.0, 100.0, 5.0), (1.0, 0.0, 5.0), (1.0, -3.0, 5.0), (1.0, 100.0, -0.1),
    (Double.nan, 100.0, 5.0), (1.0, .infinity, 5.0), (1.0, 100.0, .nan),
  ])
  func invalidConstantsAreTypedErrors(m: Double, k: Double, c: Double) {
    #expect(throws: CurveError.self) { try Spring(mass: m, stiffness: k, damping: c) }
  }

  @Test func invalidParameterSetsAreTypedErrors() {
    #expect(throws: CurveError.self) { try Spring(response: 0, dampingRatio: 0.5) }
    #expect(throws: CurveError.self) { try Spring(response: 0.5, dampingRatio: -0.1) }
    #expect(throws: CurveError.self) { try Spring(duration: 0.5, bounce: -1) }
    #expect(throws: CurveError.self) { try Spring(duration: 0.5, bounce: 1.5) }
    #expect(throws: CurveError.self) { try Spring(duration: -1, bounce: 0) }
    #expect(throws: CurveError.self) { try Spring(uikitDuration: 0, dampingRatio: 0.5) }
    #expect(throws: CurveError.self) { try Spring(uikitDuration: 1, dampingRatio: 0) }
    #expect(throws: CurveError.self) { try Spring(uikitDuration: .nan, dampingRatio: 0.5) }
    #expect(throws: CurveError.self) { try SpringMotion(spring: try Spring(stiffness: 1, damping: 1), initialDisplacement: .nan, initialVelocity: 0) }
    #expect(throws: CurveError.self) { try SpringMotion(spring: try Spring(stiffness: 1, damping: 1), progressVelocity: 0).settlingDuration(epsilon: 0) }
  }

  @Test(arguments: [(100.0, 20.0, Spring.Regime.critical), (100.0, 19.999, .underdamped), (100.0, 20.001, .overdamped)])
  func theRegimeFollowsTheDiscriminant(k: Double, c: Double, regime: Spring.Regime) throws {
    #expect(try Spring(stiffness: k, damping: c).regime == regime)
  }
}

@Suite struct SpringRegressions {
  /// Found by the settling property: cosh(γt) overflowed while e^(−λt) underflowed (0·∞ = NaN).
  @Test(arguments: [0.88, 4.88, 50.0, 1e4])
  func stronglyOverdampedMotionStaysFiniteForLongTimes(t: Double) throws {
    let motion = try SpringMotion(
      spring: try Spring(mass: 0.2, stiffness: 637.156521600715, damping: 62.19194752691636),
      initialDisplacement: -1, initialVelocity: -9.390165888509971)
    let (q, v) = motion.state(at: t)
    #expect(q.isFinite && v.isFinite)
    #expect(abs(q) <= 1 && abs(v) <= 10)
  }

  /// Found by the settling property: the velocity's analysis used B′ = +ω²A − λB (sign error).
  @Test func velocitySettlingMatchesABruteForceScan() throws {
    let motion = try SpringMotion(spring: try Spring(mass: 0.2, stiffness: 5, damping: 0.1), progressVelocity: 0)
    let settle = try motion.velocitySettlingDuration()
    var last = 0.0
    var t = 0.0
    let step = 0.0005
    while t < 60 {
      if abs(motion.velocity(at: t)) > 1e-3 { last = t }
      t += step
    }
    #expect(abs(settle - last) <= step)  // the scan's resolution
    #expect(abs(abs(motion.velocity(at: settle)) - 1e-3) <= Tolerance.velocitySettlingRegression)
  }
}

@Suite struct SpringValueUnits {
  @Test func valuesMoveFromStartToTarget() async throws {
    await checkProperty(count: propertyCases, input: SpringGen.motion, Gen.double(in: -500...500), Gen.double(in: -500...500)) { motion, from, to in
      #expect(motion.value(from: from, to: to, at: 0) == from)
      // At rest: 40 slowest time constants in (the slowest decay rate is at least
      // min(λ, ωn²/(2λ)) in every regime), where the amplitude has fallen by e^-40.
      let lambda = motion.spring.decayRate, natural = motion.spring.naturalFrequency
      let rest = 40 / min(lambda, natural * natural / (2 * lambda))
      #expect(abs(motion.value(from: from, to: to, at: rest) - to) <= Tolerance.springValueAtRest * (1 + abs(from) + abs(to)), "at \(rest) s")
      #expect(motion.valueVelocity(from: from, to: to, at: 0) == (to - from) * motion.initialVelocity)
      // Displacement units: the same spring released from from − to with the value velocity.
      let raw = try SpringMotion(spring: motion.spring, initialDisplacement: from - to, initialVelocity: (to - from) * motion.initialVelocity)
      for t in [0.1, 0.4, 1.3] {
        expectApproximatelyEqual(raw.displacement(at: t) + to, motion.value(from: from, to: to, at: t), tolerance: .springValueUnits)
      }
    }
  }
}

/// Extreme but finite constants (issue 13): a typed error or a correct finite answer, never a
/// NaN, a hang or a crash.
@Suite struct ExtremeSpringProperties {
  @Test(arguments: [(1e-308, 1e308, 1.0), (1e308, 1e-308, 1.0), (1.0, 1e301, 0.0), (1e-200, 1.0, 1e200)])
  func ratesOutsideTheDoublesAreTypedErrors(mass: Double, stiffness: Double, damping: Double) {
    #expect(throws: CurveError.self) { try Spring(mass: mass, stiffness: stiffness, damping: damping) }
  }

  /// Scaling mass, stiffness and damping together does not change the motion, even where k·m
  /// would overflow (ζ was once c/(2√(km)): mass, stiffness and damping 1e300 read ζ = 0 and
  /// "over-damped").
  @Test(arguments: [1e-150, 1e-100, 1e100, 1e300])
  func scalingAllThreeConstantsKeepsTheMotion(scale: Double) throws {
    let unit = try Spring(mass: 1, stiffness: 1, damping: 1)
    let scaled = try Spring(mass: scale, stiffness: scale, damping: scale)
    #expect(scaled.regime == unit.regime)
    #expect(abs(scaled.dampingRatio - 0.5) < Tolerance.unitRounding)
    let (a, b) = (try SpringMotion(spring: unit, progressVelocity: 0), try SpringMotion(spring: scaled, progressVelocity: 0))
    for t in [0.1, 0.5, 2, 7] { #expect(abs(a.progress(at: t) - b.progress(at: t)) < Tolerance.scaledMotionProgress, "t = \(t)") }
  }

  /// A hugely over-damped spring creeps at the slow rate ωn²/(λ + γ) ≈ ωn/(2ζ): computed as λ − γ
  /// it rounded to 0, the motion never decayed and the settling search never ended.
  @Test(arguments: [1e6, 1e50, 5e149])
  func aHugelyOverDampedSpringCreepsAndSettles(zeta: Double) throws {
    let spring = try Spring(mass: 1e-300, stiffness: 1e-300, damping: 2 * zeta * 1e-300)
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let rate = 1 / (2 * zeta)  // ωn = 1
    let t = 1 / rate
    #expect(abs(motion.progress(at: t) - (1 - Double.exp(-1))) < Tolerance.creepTimeConstant, "at one creep time constant")
    let settling = try motion.settlingDuration()
    #expect(abs(settling - Double.log(1000) / rate) <= Tolerance.creepSettling * settling)
  }

  /// Regression (found by the eval fuzzer): ζ = 4e-10 with stiffness 8.9e99 settles at ~1e-40 s;
  /// the extremum window had an absolute margin of 1e-12 s, 1e10 periods wide, and listing them
  /// asked for 4 GB.
  @Test func aStiffNearlyUndampedSpringSettlesWithoutListingItsPeriods() throws {
    let spring = try ComposeSpring.spring(dampingRatio: 4e-10, stiffness: 8.9e99)
    let settling = try SpringMotion(spring: spring, progressVelocity: 0).displacementSettlingDuration(epsilon: 0.01)
    #expect(settling.isFinite && settling > 0 && settling < 1e-30)
  }

  /// A stiff spring with almost no damping settles after billions of oscillations (once crashed
  /// the tool by listing them): the answer is the envelope's crossing, found without listing.
  @Test(arguments: [(1e10, 1e-6), (1e300, 1e-300), (1e6, 1e-3)])
  func aLightlyDampedStiffSpringSettlesWithoutEnumeratingItsOscillations(stiffness: Double, damping: Double) throws {
    let motion = try SpringMotion(spring: try Spring(stiffness: stiffness, damping: damping), progressVelocity: 0)
    let settling = try motion.settlingDuration()
    #expect(settling.isFinite && settling > 0)
    // The velocity's envelope ωn·e^(−λt) falls to 1e-3 at ln(1000·ωn)/λ (the displacement's first).
    let lambda = damping / 2, omega = stiffness.squareRoot()
    let envelope = Double.log(1000 * omega) / lambda
    #expect(abs(settling - envelope) <= Tolerance.lightlyDampedEnvelope * envelope + 2 * Double.pi / omega, "\(settling) vs envelope \(envelope)")
  }
}
