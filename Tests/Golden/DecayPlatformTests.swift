import Curves
import SpringPlatforms
import TestSupport
import Testing
import TransitionTesting

/// Every platform's decay law pinned by the numbers its own tests assert (Flutter's physics tests,
/// Motion's inertia test, Chromium's fling-curve unittests, Compose's decay tests, b3ll/Motion's
/// decay test) and, where a source asserts none (Android's `OverScroller`: no CTS or unit test
/// pins a fling distance), by a float32 emulation of its code written separately from this one in
/// Python (the research notes for issue 41), equal to the float bit.
@Suite struct DecayPlatformTests {
  // MARK: Android OverScroller

  /// `SPLINE_POSITION` and `SPLINE_TIME` as Java's float bisection builds them: entry 0 is not 0.
  @Test(arguments: [
    (0, Float(2.288818359375e-05), Float(2.002715973503655e-06)),
    (1, 0.028560999780893326, 0.003500888589769602), (2, 0.05705195665359497, 0.007003151345998049),
    (10, 0.27400246262550354, 0.035194505006074905), (35, 0.7217749357223511, 0.13124269247055054),
    (50, 0.8584111928939819, 0.20223011076450348), (90, 0.9958114624023438, 0.5671297907829285),
    (99, 0.9999603033065796, 0.8480820059776306), (100, 1, 1),
  ])
  func androidSplineTables(index: Int, position: Float, time: Float) {
    #expect(AndroidSpline.positions[index] == position)
    #expect(AndroidSpline.times[index] == time)
  }

  /// The tables are monotone, and Compose's clamp reads t < 0 as 0 and t > 1 as 1
  /// (`AndroidFlingSplineTest.testClampedOutOfRangePosition`).
  @Test func androidSplineIsMonotoneAndClamped() {
    for i in 1...100 {
      #expect(AndroidSpline.positions[i] >= AndroidSpline.positions[i - 1])
      #expect(AndroidSpline.times[i] >= AndroidSpline.times[i - 1])
    }
    for t: Float in [-10, -1, -0.06] { #expect(AndroidSpline.interpolate(t) == AndroidSpline.interpolate(0)) }
    for t: Float in [1.5, 10] { #expect(AndroidSpline.interpolate(t) == AndroidSpline.interpolate(1)) }
    #expect(AndroidSpline.interpolate(1) == (1, 0))
  }

  /// `mPhysicalCoeff` in float, and Compose's differently associated one (an ulp apart at 3).
  @Test(arguments: [
    (1.0, Float(51890.19921875), Float(51890.19921875)), (2.0, 103780.3984375, 103780.3984375),
    (2.625, 136211.765625, 136211.765625), (3.0, 155670.59375, 155670.609375),
  ])
  func physicalCoefficients(density: Double, android: Float, compose: Float) throws {
    #expect(try AndroidFling(origin: 0, velocity: 1000, density: density).physicalCoefficient == android)
    #expect(try ComposeSplineDecay(origin: 0, velocity: 1000, density: density).physicalCoefficient == compose)
  }

  /// Whole-millisecond durations and whole-pixel distances (truncated: 95.48 → 95), beside the
  /// exact law's distance (Android's double before truncation, to the float noise of its ratio).
  @Test(arguments: [
    (1.0, 1000.0, 555, 194, 194.313623), (1, 2000, 924, 647, 647.398801), (1, 4000, 1540, 2156, 2156.952259),
    (1, 8000, 2566, 7186, 7186.363400), (2.625, 1000, 272, 95, 95.479895), (2.625, 2000, 454, 318, 318.112382),
    (2.625, 4000, 757, 1059, 1059.861742), (2.625, 8000, 1261, 3531, 3531.163750), (3, 1000, 247, 86, 86.539488),
    (3, 2000, 411, 288, 288.325438), (3, 4000, 686, 960, 960.619953), (3, 8000, 1143, 3200, 3200.517787),
  ])
  func androidFlingDurationsAndDistances(density: Double, velocity: Double, millis: Int, pixels: Int, exact: Double)
    throws
  {
    let fling = try AndroidFling(origin: 0, velocity: velocity, density: density)
    #expect(fling.platformMilliseconds == millis)
    #expect(fling.platformDistance == pixels)
    #expect(fling.platformDestination == Double(pixels))
    #expect(abs(fling.destination - exact) <= 1e-5 * exact, "exact \(fling.destination)")
    #expect(abs(fling.duration * 1000 - Double(millis)) < 1, "exact \(fling.duration)")
    let back = try AndroidFling(origin: 0, velocity: -velocity, density: density)
    #expect(back.platformDistance == -pixels && back.platformMilliseconds == millis)
  }

  /// `update()` frame by frame: integer pixels, the chord's velocity, the early return at 0 ms.
  @Test(arguments: [
    (0.0, 0.0, 1000.0), (0.016, 16, 959.527), (0.032, 30, 850.969), (0.048, 43, 719.148), (0.064, 53, 595.246),
    (0.080, 62, 487.970), (0.128, 79, 265.354), (0.160, 87, 178.877), (0.224, 94, 56.801), (0.240, 94, 35.186),
    (0.256, 95, 15.924), (0.272, 95, 0), (0.5, 95, 0),
  ])
  func androidFlingFrames(t: Double, position: Double, velocity: Double) throws {
    let sample = try AndroidFling(origin: 0, velocity: 1000, density: 2.625).platformSample(at: t)
    #expect(sample.position == position)
    #expect(abs(sample.velocity - velocity) <= 1e-3, "\(sample.velocity)")
  }

  // MARK: Compose

  /// `splineBasedDecay`: float distances and the table read at 0 (2.29e-5 of the distance ahead).
  @Test(arguments: [
    (2.625, 1000.0, 272, Float(95.479897)), (2.625, 2000, 454, 318.112366), (2.625, 4000, 757, 1059.861694),
    (3, 1000, 247, 86.539482), (3, 4000, 686, 960.619873), (3, 8000, 1143, 3200.517578),
  ])
  func composeSplineDistances(density: Double, velocity: Double, millis: Int64, distance: Float) throws {
    let decay = try ComposeSplineDecay(origin: 0, velocity: velocity, density: density)
    #expect(decay.platformMilliseconds == millis)
    #expect(abs(decay.platformDistance - distance) <= distance.ulp * 2, "\(decay.platformDistance)")
  }

  @Test(arguments: [
    (0.0, 0.0022, 1001.771), (0.016, 15.8057, 964.375), (0.032, 30.3244, 855.268), (0.096, 69.2352, 400.289),
    (0.208, 93.0565, 81.725), (0.256, 95.3445, 16.004), (0.272, 95.4799, 0),
  ])
  func composeSplineFrames(t: Double, position: Double, velocity: Double) throws {
    let sample = try ComposeSplineDecay(origin: 0, velocity: 1000, density: 2.625).platformSample(at: t)
    #expect(abs(sample.position - position) <= 1e-4, "\(sample.position)")
    #expect(abs(sample.velocity - velocity) <= 1e-3, "\(sample.velocity)")
  }

  /// `DecayAnimationTest.testExponentialDecay` (threshold 2, from 200 at −800): the speed stays
  /// above the threshold until the duration, and from then `DecayAnimation` shows the target. The
  /// test asserts relations; the duration (1426 ms) and the values every 200 ms come from the
  /// float emulation.
  @Test func composeExponentialDecayTest() throws {
    let decay = try ComposeExponentialDecay(origin: 200, velocity: -800, threshold: 2)
    #expect(decay.platformMilliseconds == 1426)
    let values = [91.754395, 45.023617, 24.849445, 16.140045, 12.380105, 10.756899, 10.056144]
    let velocities = [-345.36844, -149.09918, -64.36769, -27.78821, -11.996464, -5.178999, -2.235829]
    for (i, ms) in stride(from: 200, through: 1400, by: 200).enumerated() {
      let sample = decay.platformSample(at: Double(ms) / 1000)
      #expect(abs(sample.position - values[i]) <= 1e-5 * 100, "\(ms) ms: \(sample.position)")
      #expect(abs(sample.velocity - velocities[i]) <= 1e-4, "\(ms) ms: \(sample.velocity)")
      #expect(abs(sample.velocity) >= 2)
    }
    // Finished: the target, and the velocity at the duration (−2.0016) coerced to the threshold.
    for ms in stride(from: 1600, through: 4000, by: 200) {
      #expect(
        decay.platformSample(at: Double(ms) / 1000) == DecaySample(position: decay.platformDestination, velocity: -2))
    }
    #expect(abs(decay.platformDestination - 9.999994) <= 1e-5)
    #expect(abs(decay.destination - 10) <= 1e-12, "x₀ + (v₀ + thr)/4.2")
  }

  /// `DecayAnimationTest.testDecayThreshold`: a decay stopped at 500 and restarted from there ends
  /// within 2 of one run to the end; the end velocity is the threshold.
  @Test func composeExponentialThresholdTest() throws {
    let first = try ComposeExponentialDecay(origin: 2000, velocity: 800, threshold: 500)
    #expect(first.platformMilliseconds == 111)
    let end = first.platformSample(at: 2.147483647)
    #expect(abs(end.velocity - 500) <= 1e-5)
    #expect(abs(end.position - 2071.4285) <= 1e-3)
    let whole = try ComposeExponentialDecay(origin: 2000, velocity: 800, threshold: 0)
    let again = try ComposeExponentialDecay(origin: end.position, velocity: end.velocity, threshold: 0)
    let a = whole.platformSample(at: 2.147483647).position, b = again.platformSample(at: 2.147483647).position
    #expect(abs(a - b) <= 2, "\(a) vs \(b)")
    #expect(abs(a - 2190.453) <= 1e-3 && abs(b - 2190.4617) <= 1e-3)
  }

  /// One flick at the defaults (1, 0.1): 2192 ms to 238.07144, and a doubled friction.
  @Test(arguments: [
    (1000.0, 1.0, Int64(2192), 238.07144, 15.474243, 935.00818),
    (1000, 2, 1096, 119.03572, 14.971397, 874.24030),
    (-1000, 1, 2192, -238.07144, -15.474243, -935.00818), (5000, 1, 2576, 1190.4524, 77.371216, 4675.0410),
  ])
  func composeExponentialFlicks(
    velocity: Double, multiplier: Double, millis: Int64, target: Double, at16: Double, velocity16: Double
  ) throws {
    let decay = try ComposeExponentialDecay(origin: 0, velocity: velocity, frictionMultiplier: multiplier)
    #expect(decay.platformMilliseconds == millis)
    #expect(abs(decay.platformDestination - target) <= 1e-4)
    let sample = decay.platformSample(at: 0.016)
    #expect(abs(sample.position - at16) <= 1e-5 && abs(sample.velocity - velocity16) <= 1e-3)
    #expect(abs(decay.destination - (velocity - (velocity < 0 ? -0.1 : 0.1)) / (4.2 * multiplier)) <= 1e-12)
  }

  // MARK: Flutter

  /// friction_simulation_test.dart (@1d88827d), tests A, B and C: within ±1 where it says so,
  /// `timeAtX` of x(t) back to t within 1e-10 (`moreOrLessEquals`), unreachable positions ∞.
  @Test(
    arguments: [
      (100.0, 0.0, [(0.1, 110.0), (0.5, 131), (2, 149)], 149.0, [-1.0, 200]),
      (-100, 0, [(0.1, 91), (0.5, 68), (2, 51)], 50, [101, 40]),
      (-100, 100, [(0.1, 91), (0.5, 80), (2, 80)], 80, [101, 40]),
    ] as [(Double, Double, [(Double, Double)], Double, [Double])])
  func flutterFrictionTests(
    velocity: Double, deceleration: Double, points: [(Double, Double)], final: Double, unreachable: [Double]
  ) throws {
    let law = try FlutterFriction(origin: 100, velocity: velocity, drag: 0.135, constantDeceleration: deceleration)
    let start = law.platformSample(at: 0)
    #expect(abs(start.position - 100) <= 1e-10 && start.velocity == velocity)
    for (t, x) in points { #expect(abs(law.platformSample(at: t).position - x) <= 1, "x(\(t))") }
    #expect(abs(law.platformDestination - final) <= 1)
    #expect(law.platformTime(toReach: 100) == 0)
    for t in deceleration == 0 ? [0.1, 0.5, 2] : [0.1, 0.2, 0.3] {
      #expect(abs(law.platformTime(toReach: law.platformSample(at: t).position) - t) <= 1e-10, "timeAtX(x(\(t)))")
    }
    for x in unreachable { #expect(law.platformTime(toReach: x) == .infinity) }
  }

  /// newton_test.dart (@17bd7a8e) `test_friction`: drag 0.3 from 100 at 400, velocity tolerance 1.
  @Test func flutterNewtonFriction() throws {
    let law = try FlutterFriction(origin: 100, velocity: 400, drag: 0.3, tolerance: 1)
    #expect(!law.isDone(at: 0))
    #expect(law.platformSample(at: 0) == DecaySample(position: 100, velocity: 400))
    let x1 = law.platformSample(at: 1).position
    #expect(x1 > 330 && x1 < 335)
    #expect(law.platformSample(at: 1).velocity == 120.0)
    #expect(law.platformSample(at: 2).velocity == 36.0)
    #expect(abs(law.platformSample(at: 3).velocity - 10.8) <= 1e-10)
    #expect(law.platformSample(at: 4).velocity < 3.5)
    #expect(law.isDone(at: 5))
    let x5 = law.platformSample(at: 5).position
    #expect(x5 > 431 && x5 < 432)
  }

  /// Without deceleration Flutter's ten Newton steps from 0 each add −1/ln D: its flick stops at
  /// −10/ln D (4.9938 s at 0.135) and jumps the rest of the way to `finalX`.
  @Test func flutterFrictionStopsAfterTenNewtonSteps() throws {
    let law = try FlutterFriction(origin: 0, velocity: 1000)
    #expect(abs(law.platformStopTime - (-10 / Double.log(0.135))) <= 1e-12)
    #expect(law.duration == .infinity)
    let before = law.platformSample(at: law.platformStopTime),
      after = law.platformSample(at: law.platformStopTime + 1e-9)
    #expect(after.position == law.platformDestination && after.velocity == 0)
    #expect(law.platformDestination - before.position > 0.01, "the jump: \(law.platformDestination - before.position)")
    #expect(abs(law.destination - 499.38064302173377) <= 1e-9)
    // With a constant deceleration (test C) the steps converge on the exact stop.
    let c = try FlutterFriction(origin: 100, velocity: -100, constantDeceleration: 100)
    #expect(abs(c.platformStopTime - c.duration) <= 1e-9 && abs(c.duration - 0.42606) <= 1e-5)
  }

  /// scroll_simulation_test.dart: "stable initial conditions" and "velocity eventually reaches
  /// zero" (dx(10) == 0 exactly) for its nine pairs.
  @Test(arguments: [
    (51.0, 2866.91537), (584, 2617.294734), (345, 1982.785934), (0, 1831.366634), (-156.2, 1541.57665),
    (4, 1139.250439), (4534, 1073.553798), (75, 614.2093), (5469, 182.114534),
  ])
  func flutterClampingStartsAndStops(position: Double, velocity: Double) throws {
    let law = try FlutterClampingScroll(origin: position, velocity: velocity)
    let start = law.platformSample(at: 0)
    #expect(abs(start.position - position) <= 1e-10 && abs(start.velocity - velocity) <= 1e-10)
    #expect(law.platformSample(at: 10).velocity == 0)
    for t in stride(from: 0.0, to: 2, by: 1.0 / 60) {
      // "satisfies a physical acceleration formula": the velocity step against a(v) at the midpoint.
      let h = 1.0 / 60
      let (v0, v1) = (law.velocity(at: t), law.velocity(at: t + h))
      let rho = FlutterClampingScroll.decelerationRate,
        reference = 0.015 * FlutterClampingScroll.physicalCoefficient / 0.35
      let jerk =
        reference / (0.35 * rho * 0.35 * rho) * (rho - 1) * (rho - 2)
        * Double.pow(abs(v1) / reference, (rho - 3) / (rho - 1))
      #expect(
        abs((v1 - v0) - h * law.deceleration(atVelocity: law.velocity(at: t + h / 2))) < abs(jerk) * h * h / 2 + 1e-9)
    }
  }

  /// "only decelerates", "reaches a smooth stop" (|Δv| < 5130·h) and "is ballistic" (restarted
  /// every 1/90 s from its own state, the same motion within 1e-10), for 8000 px/s.
  @Test func flutterClampingIsBallistic() throws {
    let law = try FlutterClampingScroll(origin: 0, velocity: 8000)
    let h = 1.0 / 60
    var t = 0.0
    while t < law.duration {
      #expect(law.velocity(at: t + h) <= law.velocity(at: t))
      #expect(abs(law.velocity(at: t + h) - law.velocity(at: t)) < h * 5130)
      t += h
    }
    #expect(t < 3)
    var restarted = law
    var time = 0.0
    let step = 1.0 / 90
    while time < law.duration {
      let next = restarted.sample(at: step)
      time += step
      #expect(abs(next.position - law.position(at: time)) <= 1e-10 * max(1, abs(next.position)))
      #expect(abs(next.velocity - law.velocity(at: time)) <= 1e-10 * 8000)
      restarted = try FlutterClampingScroll(origin: next.position, velocity: next.velocity)
    }
    #expect(abs(try FlutterClampingScroll(origin: 0, velocity: 1000).destination - 194.3136) <= 1e-4)
    #expect(abs(try FlutterClampingScroll(origin: 0, velocity: 1000).duration - 0.458231) <= 1e-6)
  }

  /// newton_test.dart `test_kinetic_scroll`: spring (1, 50, ζ 0.5), 100 at ±800 in [0, 300].
  @Test(arguments: [800.0, -800])
  func flutterKineticScroll(velocity: Double) throws {
    let spring = try FlutterSpring.spring(mass: 1, stiffness: 50, ratio: 0.5)
    let law = try FlutterBouncingScroll(
      origin: 100, velocity: velocity, leadingExtent: 0, trailingExtent: 300, spring: spring, distanceTolerance: 0.1,
      velocityTolerance: 0.5)
    #expect(!law.isDone(at: 0) && !law.isDone(at: 0.5) && law.isDone(at: 3.5))
    #expect(abs(law.handoffTime - (velocity > 0 ? 0.34676 : 0.14387)) <= 1e-5)
  }

  /// newton_test.dart `scroll_with_inf_edge_ends`: 100 at 400 in [0, ∞), velocity tolerance 1.
  @Test func flutterScrollWithInfiniteEdge() throws {
    let spring = try FlutterSpring.spring(mass: 1, stiffness: 50, ratio: 0.5)
    let law = try FlutterBouncingScroll(
      origin: 100, velocity: 400, leadingExtent: 0, trailingExtent: .infinity, spring: spring, velocityTolerance: 1)
    #expect(!law.isDone(at: 0))
    #expect(law.platformSample(at: 0) == DecaySample(position: 100, velocity: 400))
    #expect(abs(law.platformSample(at: 1).position - 272) <= 1 && abs(law.platformSample(at: 1).velocity - 54) <= 1)
    #expect(abs(law.platformSample(at: 2).velocity - 7) <= 1 && law.platformSample(at: 3).velocity < 1)
    #expect(law.isDone(at: 5) && abs(law.platformSample(at: 5).position - 300) <= 1)
  }

  /// newton_test.dart "over/under scroll spring": spring (1, 170, ζ 1.1), 500 at −7500 in
  /// [0, 1000], tolerances 45 and 1.5: it hands over about t = 0.07 and snaps to 0 by t = 2.
  @Test func flutterOverscrollSpring() throws {
    let spring = try FlutterSpring.spring(mass: 1, stiffness: 170, ratio: 1.1)
    let law = try FlutterBouncingScroll(
      origin: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000, spring: spring, distanceTolerance: 1.5,
      velocityTolerance: 45)
    for (t, x, v) in [(0.065, 42.0, -6584.0), (0.1, -123, -2613), (0.5, -15, 124)] {
      let sample = law.platformSample(at: t)
      #expect(!law.isDone(at: t))
      #expect(abs(sample.position - x) <= 1 && abs(sample.velocity - v) <= 1, "\(t): \(sample)")
    }
    #expect(abs(law.platformSample(at: 0).position - 500) <= 1e-10 && law.platformSample(at: 0).velocity == -7500)
    #expect(
      law.isDone(at: 2) && law.platformSample(at: 2).position == 0 && abs(law.platformSample(at: 2).velocity) <= 1)
    #expect(abs(law.handoffTime - 0.071557) <= 1e-6)
  }

  /// scroll_physics_test.dart (@00c84e6c): overscroll is progressively harder, easing still has
  /// resistance and meets less than tensioning, none inside the bounds, small and big lists alike;
  /// and the numbers those relations hold with (3.328, 1.872, −4.212; fast: 1.664, easing free).
  @Test func flutterOverscrollFriction() throws {
    let normal = FlutterOverscrollFriction()
    func apply(_ offset: Double, at pixels: Double, max: Double = 1000, rate: FlutterOverscrollFriction = normal) throws
      -> Double
    {
      try rate.offset(offset, at: pixels, minimum: 0, maximum: max, viewport: 100)
    }
    let near = try apply(10, at: -20), far = try apply(10, at: -40)
    #expect(near > 1 && near < 20 && far > 1 && far < 20 && abs(near) > abs(far))
    let easing = try apply(-10, at: -20)
    #expect(easing > -10 && easing < -1 && abs(easing) > abs(near))
    #expect(try apply(10, at: 300) == 10 && (try apply(-10, at: 300)) == -10)
    #expect(try apply(10, at: -20, max: 10) == near)
    #expect(abs(near - 3.328) <= 1e-12 && abs(far - 1.872) <= 1e-12 && abs(easing + 4.212) <= 1e-12)
    let fast = FlutterOverscrollFriction(rate: .fast)
    #expect(abs(try apply(10, at: -20, rate: fast) - 1.664) <= 1e-12)
    #expect(try apply(-10, at: -20, rate: fast) == -10)
    // Past ε/γ the drag passes one for one: 20/0.3328 = 60.1 of drag moves 20, the rest as given.
    #expect(abs(try apply(100, at: -20) - (20 + (100 - 20 / 0.3328))) <= 1e-9)
    #expect(throws: CurveError.self) { _ = try normal.offset(0, at: -20, minimum: 0, maximum: 10, viewport: 100) }
    #expect(throws: CurveError.self) { _ = try normal.offset(1, at: -20, minimum: 0, maximum: 10, viewport: 0) }
  }

  // MARK: Motion

  /// inertia.test.ts: every keyframe Motion's generator gives every 10 ms, and its duration.
  @Test func motionInertiaKeyframes() throws {
    let reference = try ReferenceFile(named: "motion-inertia.json")
    for item in reference.cases {
      let name = try #require(item["name"]?.stringValue)
      let law = try FramerInertia(
        origin: 100, velocity: try #require(item["velocity"]?.numberValue), power: 1, timeConstant: 0.5, restDelta: 0.5,
        minimum: item["min"]?.numberValue, maximum: item["max"]?.numberValue, target: item["target"]?.numberValue,
        frameInterval: 0.01)
      let keyframes = try #require(item["keyframes"]?.arrayValue).compactMap(\.numberValue)
      #expect(abs(law.platformRestTime - (try #require(item["duration"]?.numberValue))) <= 1e-12, "\(name)")
      #expect(keyframes.count == Int((law.platformRestTime * 100).rounded()) + 1, "\(name)")
      for (i, expected) in keyframes.enumerated() {
        let value = law.platformSample(at: Double(i) / 100).position
        #expect(reference.tolerance.accepts(value, expected), "\(name) keyframe \(i): \(value) vs \(expected)")
      }
    }
  }

  /// A 1000 px/s flick at Motion's defaults: 800 px, leaving at 2.46× the flick, resting after
  /// 325·ln(1600) ms.
  @Test func motionInertiaDefaults() throws {
    let law = try FramerInertia(origin: 0, velocity: 1000)
    #expect(law.destination == 800)
    #expect(abs(law.velocity(at: 0) - 800 / 0.325) <= 1e-9)
    #expect(abs(law.position(at: 0.325) - 800 * (1 - Double.exp(-1))) <= 1e-9)
    #expect(abs(law.duration - 0.325 * Double.log(1600)) <= 1e-12)
  }

  // MARK: Chromium

  /// PhysicsBasedFlingCurve's unittest (96 ppi, 1920 × 1080): the offsets at 20 ms, 250 ms and the
  /// end (the deltas between the calls, ±1), and the control points.
  @Test(
    arguments: [
      (0.0, 5000.0, [(0.02, 0.0, 98.0), (0.25, 0, 923), (2, 0, 2218)]),
      (5000, 0, [(0.02, 99, 0), (0.25, 1054, 0), (10, 3571, 0)]),
      (2000, 4000, [(0.02, 19, 79), (0.25, 200, 803), (10, 535, 2141)]),
    ] as [(Double, Double, [(Double, Double, Double)])])
  func chromiumFlingUnittest(vx: Double, vy: Double, calls: [(Double, Double, Double)]) throws {
    let (x, y) = try ChromiumFling.axes(
      velocity: (vx, vy), ppi: (96, 96), viewport: (1920, 1080))
    var previous = (0.0, 0.0)
    for (t, dx, dy) in calls {
      let now = (x.platformSample(at: t).position, y.platformSample(at: t).position)
      #expect(abs(now.0 - previous.0 - dx) <= 1 && abs(now.1 - previous.1 - dy) <= 1, "\(t): \(now)")
      previous = now
    }
  }

  @Test func chromiumControlPoints() throws {
    let slow = try ChromiumFling(origin: 0, velocity: 5000, ppi: 96, viewport: 1920)
    #expect(slow.platformControlPointX == 0.2 && abs(slow.platformControlPointY - 0.43) <= 0.01)
    let fast = try ChromiumFling(origin: 0, velocity: 15000, ppi: 96, viewport: 1920)
    #expect(abs(fast.platformControlPointX - 0.19) <= 0.01 && fast.platformControlPointY == 1)
    let flick = try ChromiumFling(origin: 0, velocity: 1000, ppi: 96)
    #expect(abs(flick.destination - 188.988) <= 1e-3 && abs(flick.duration - 1000.0 / 2300) <= 1e-15)
    #expect(abs(flick.velocity(at: 1e-9) - 1000) <= 1e-3, "the curve leaves at the flick's velocity")
  }

  /// FlingCurveTest.Basic: (0, 5000) moves 96, 705 and 392 px between calls at 20 ms, 250 ms, 10 s.
  @Test func chromiumLegacyFlingUnittest() throws {
    let law = try ChromiumLegacyFling(origin: 0, velocity: 5000)
    var previous = 0.0
    for (t, delta) in [(0.02, 96.0), (0.25, 705), (10, 392)] {
      let now = law.platformSample(at: t).position
      #expect(abs(now - previous - delta) <= 1, "\(t): \(now - previous)")
      previous = now
    }
    let flick = try ChromiumLegacyFling(origin: 0, velocity: 1000)
    #expect(abs(flick.entryTime - 0.781466) <= 1e-6 && abs(flick.duration - 0.518641) <= 1e-6)
    #expect(abs(flick.destination - 181.064) <= 1e-3)
  }

  // MARK: UIKit (b3ll/Motion's rest rule) and react-spring

  /// b3ll/Motion's `DecayAnimation` rests below 0.5 pt/s: a 2000 pt/s flick after 4.1429 s.
  @Test func uikitRestsBelowHalfAPointPerSecond() throws {
    let law = try UIKitDecay(origin: 0, velocity: 2000)
    #expect(abs(law.platformRestTime - 4.142876411505257) <= 1e-12)
    #expect(abs(law.destination - 998.9996663329096) <= 1e-9)
  }

  /// react-spring's `decay: true`: 500 px for 1 px/ms; stopped on the first 60 Hz frame that moved
  /// at most 0.005.
  @Test func reactSpringDecay() throws {
    let law = try ReactSpringDecay(origin: 0, velocity: 1000)
    #expect(abs(law.destination - 500) <= 1e-9)
    for (t, x) in [(0.1, 90.635), (0.5, 316.060), (1, 432.332), (2, 490.842)] {
      #expect(abs(law.position(at: t) - x) <= 1e-3)
    }
    #expect(abs(law.platformRestTime - 4.067) <= 0.01 && abs(law.platformDestination - 499.853) <= 1e-3)
  }
}
