import Curves
import PropertyBased
import RealModule
import SpringPlatforms
import TestSupport
import Testing
import TransitionTesting

/// The platforms' frame integrators and settling rules (`Sources/SpringPlatforms`):
/// each does what its platform does, and our exact crossings are where the motion crosses.
@Suite struct SpringIntegratorProperties {
  @Test func aRegularClockHasAFrameEveryPeriodAndDroppingRemovesFrames() throws {
    let clock = try FrameClock.regular(hz: 60, until: 1)
    #expect(clock.times.count == 61)
    #expect(clock.times[0] == 0 && clock.times[60] == 1)
    #expect(clock.times[7] == 7.0 / 60)
    let dropped = clock.dropping([0, 3, 4, 5, 6])
    #expect(dropped.times.count == 57)
    #expect(dropped.times[0] == 0, "frame 0 is never dropped")
    #expect(abs(dropped.longestInterval - 5.0 / 60) < Tolerance.unitRounding)
    #expect(throws: CurveError.self) { try FrameClock.regular(hz: 0, until: 1) }
    #expect(throws: CurveError.self) { try FrameClock(times: [0, 0.1, 0.1]) }
    #expect(throws: CurveError.self) { try FrameClock(times: [0.1, 0.2]) }
  }

  /// Semi-implicit Euler is first order: halving the step (60 → 120 Hz) roughly halves its largest
  /// error (`Tolerance.eulerStepHalvingRatio`).
  @Test func eulerAt120HzErrsAboutHalfAsMuchAsAt60Hz() async {
    let springs = zip(Gen.double(in: 50...1000), Gen.double(in: 0.3...1.2)).compactMap { k, zeta in
      try? Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
    }
    await checkProperty(count: propertyCases, input: springs) { spring in
      let at60 = try IntegratorDeviation(.semiImplicitEuler, spring: spring, distance: 100, hz: 60, duration: 2)
      let at120 = try IntegratorDeviation(.semiImplicitEuler, spring: spring, distance: 100, hz: 120, duration: 2)
      let ratio = at60.largest / at120.largest
      let band = Tolerance.eulerStepHalvingRatio
      #expect(ratio > band.lowerBound && ratio < band.upperBound, "60 Hz \(at60.largest), 120 Hz \(at120.largest) for \(spring)")
    }
  }

  /// Compose computes every frame from the start at the play time truncated to whole
  /// milliseconds, in Float, and returns exactly the target from its estimated duration on.
  @Test func composeIsTheClosedFormAtWholeMillisecondsInFloat() async {
    await checkProperty(count: propertyCases, input: SpringGen.spring, Gen.double(in: 10...500)) { spring, distance in
      let clock = try FrameClock.regular(hz: 60, until: 3)
      var compose = ComposeIntegrator(spring: spring, target: distance, velocity: 0)
      let exact = try SpringMotion(spring: spring, progressVelocity: 0)
      for t in clock.times.dropFirst() {
        compose.advance(to: t)
        if t >= compose.duration {
          #expect(compose.position == Double(Float(distance)))
          continue
        }
        let millis = ((t * 1e9).rounded() / 1e6).rounded(.down) / 1000
        let expected = exact.value(from: 0, to: Double(Float(distance)), at: millis)
        #expect(abs(compose.position - expected) <= Tolerance.composeFloatStorage * distance, "t = \(t)")
      }
    }
  }

  /// Rebound clamps a frame to 64 ms: four dropped frames at 60 Hz (an 83 ms gap) lose about
  /// 19 ms of the motion for good, so it then lags the exact motion; without drops it follows it
  /// to within its 1 ms step.
  @Test func reboundLosesTheTimeOfAFrameLongerThan64Milliseconds() throws {
    let spring = try ReboundSpring.spring(origamiTension: 40, origamiFriction: 7)
    let clock = try FrameClock.regular(hz: 60, until: 1.5)
    let regular = SpringIntegrator.rebound.simulate(spring, target: 1, velocity: 0, clock: clock)
    let dropped = SpringIntegrator.rebound.simulate(spring, target: 1, velocity: 0, clock: clock.dropping([3, 4, 5, 6]))
    let exact = try SpringMotion(spring: spring, progressVelocity: 0)
    // After the gap the dropped run equals the exact motion some 19 ms (+ Rebound's usual 1 ms)
    // earlier: find the lag that explains frame 6 best (0.1 ms grid).
    let t = dropped.times[6], x = dropped.positions[6]
    let gap = (dropped.times[3] * 1000).rounded(.down) - (dropped.times[2] * 1000).rounded(.down)
    #expect(gap > 64)
    let lost = (gap - 64) / 1000
    let lag = (0...500).map { Double($0) / 10_000 }.min { abs(x - exact.progress(at: t - $0)) < abs(x - exact.progress(at: t - $1)) } ?? 0
    #expect(abs(lag - (lost + 0.001)) <= Tolerance.reboundLag, "lag \(lag) s, lost \(lost) s")
    #expect(abs(x - exact.progress(at: t)) > 0.02, "the drop must show")
    let deviation = try regular.deviation(from: spring, target: 1, velocity: 0)
    #expect(deviation.value < Tolerance.reboundRegularDeviation)
  }

  /// Android restarts the closed form every frame from Float state and ends exactly at the
  /// target, velocity 0, once both thresholds hold; a larger threshold ends sooner.
  @Test func androidEndsAtItsThresholdsExactlyOnTheTarget() async {
    await checkProperty(count: propertyCases, input: SpringGen.spring) { spring in
      let motion = try SpringMotion(spring: spring, progressVelocity: 0)
      // Each property over a distance it animates: 100 px, 90°, alpha and scale by 1.
      for (property, distance) in [(AndroidSpring.Property.pixels, 100.0), (.rotation, 90), (.alpha, 1), (.scale, 1)] {
        let thresholds = property.thresholds
        let settles = max(try motion.displacementSettlingDuration(epsilon: thresholds.value / distance),
                          try motion.velocitySettlingDuration(epsilon: thresholds.velocity / distance))
        let clock = try FrameClock.regular(hz: 60, until: 2 * settles + 1)
        var android = AndroidIntegrator(spring: spring, target: distance, velocity: 0, thresholds: thresholds)
        var ended: Double?
        for t in clock.times.dropFirst() where ended == nil {
          android.advance(to: t)
          if android.isAtRest { ended = t }
        }
        #expect(ended != nil, "\(property) never ends for \(spring)")
        #expect(android.position == Double(Float(distance)) && android.velocity == 0)
      }
    }
  }

  /// SwiftUI's reconstructed `settlingDuration`: the envelope estimate when under-damped, a
  /// multiple of 0.1 s otherwise (its grid search); `.smooth` (critical, ωn = 4π) gives 0.8 s
  /// where the motion last crosses 1e-3 at 0.7348 s.
  @Test func swiftUISettlingDuration() throws {
    let smooth = try SwiftUISpring.spring(.smooth)
    #expect(abs(try SwiftUISpring.settlingDuration(smooth) - 0.8) < Tolerance.swiftUISettlingGrid)
    let exact = try SpringMotion(spring: smooth, progressVelocity: 0).displacementSettlingDuration(epsilon: 1e-3)
    #expect(abs(exact - 0.7348) < Tolerance.handWorkedFourDecimals)
    let bouncy = try SwiftUISpring.spring(.bouncy)
    let lambda = bouncy.decayRate
    #expect(abs(try SwiftUISpring.settlingDuration(bouncy) - Double.log((lambda + 1) / 1e-3) / lambda) < Tolerance.swiftUIEnvelopeSettling)
    #expect(try SwiftUISpring.settlingDuration(try Spring(stiffness: 100, damping: 0)) == .infinity)
  }

  /// Flutter stops at the first frame at which `isDone` holds (strictly inside both tolerances).
  @Test func flutterCompletesAtTheFirstDoneFrame() async {
    await checkProperty(count: propertyCases, input: SpringGen.motion) { motion in
      let clock = try FrameClock.regular(hz: 60, until: 20)
      let done = FlutterSpring.completion(motion, distance: 1, clock: clock)
      guard let index = clock.times.firstIndex(of: done) else {
        #expect(done == .infinity)
        return
      }
      #expect(FlutterSpring.isDone(motion, distance: 1, at: done))
      if index > 0 { #expect(!FlutterSpring.isDone(motion, distance: 1, at: clock.times[index - 1])) }
    }
  }

  /// Every rule's exact last crossing is where the motion last exceeds that rule's thresholds:
  /// at the crossing one of |q|, |v| equals its threshold, and sampled later neither exceeds it.
  @Test func eachRulesExactCrossingIsTheLastCrossingOfItsThresholds() async {
    await checkProperty(count: propertyCases / 4, input: SpringGen.spring, Gen.double(in: 1...300)) { spring, distance in
      let motion = try SpringMotion(spring: spring, progressVelocity: 0)
      for row in try PlatformSettling.all(for: spring, distance: distance) where row.exactLastCrossing > 0 {
        let t = row.exactLastCrossing
        let (q, v) = motion.state(at: t)
        let dq = abs(q) * distance, dv = abs(v) * distance
        let relative = Tolerance.platformThresholdCrossing
        let onDisplacement = abs(dq - row.displacementThreshold) <= relative * row.displacementThreshold
        let onVelocity = row.velocityThreshold.map { abs(dv - $0) <= relative * $0 } ?? false
        #expect(onDisplacement || onVelocity, "\(row.rule): |q| \(dq), |v| \(dv) at \(t)")
        for k in 1...200 {
          let later = motion.state(at: t + Double(k) * 0.01)
          #expect(abs(later.displacement) * distance <= row.displacementThreshold * (1 + relative), "\(row.rule) at +\(k)")
          if let limit = row.velocityThreshold { #expect(abs(later.velocity) * distance <= limit * (1 + relative), "\(row.rule) v at +\(k)") }
        }
      }
    }
  }

  /// A Motion spring defined by its duration is done at that duration (Motion's snap).
  @Test func aDurationDefinedMotionSpringIsDoneAtItsDuration() throws {
    let rows = try PlatformSettling.all(for: .motionDuration(duration: 2, bounce: 0.5), distance: 1)
    #expect(rows.first { $0.rule == .motion }?.platformSays == 2)
    let physical = try PlatformSettling.all(for: .motion(stiffness: 100, damping: 10, mass: 1), distance: 1)
    #expect(physical.first { $0.rule == .motion }?.platformSays == 1.1)
  }
}
