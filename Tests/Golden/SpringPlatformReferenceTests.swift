import Curves
import SpringPlatforms
import TestSupport
import Testing
import TransitionTesting

/// Numbers each platform's own documentation or tests state, reproduced by our ports. Each
/// case names its source; the tolerance is the precision the source prints.
@Suite struct SpringPlatformReferenceTests {
  /// Apple's Spring documentation: `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness
  /// ≈ 157.9, damping ≈ 17.6; Flutter's `spring_simulation_test.dart` (@25a15c8e06) pins the same
  /// for `withDurationAndBounce(bounce: 0.3)` as 157.91 and 17.59.
  @Test func swiftUIAndFlutterDurationAndBounceMatchTheirDocs() throws {
    for spring in [try Spring(duration: 0.5, bounce: 0.3), try FlutterSpring.spring(duration: 0.5, bounce: 0.3)] {
      #expect(spring.mass == 1)
      #expect(abs(spring.stiffness - 157.91) < Tolerance.quotedToTwoDecimals)
      #expect(abs(spring.damping - 17.59) < Tolerance.quotedToTwoDecimals)
    }
    // Apple: Spring(mass: 1, stiffness: 100, damping: 10) has duration ≈ 0.63 and bounce 0.5.
    let spring = try SwiftUISpring.spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.perceptualDuration - 0.63) < Tolerance.quotedToTwoDecimals)
    #expect(abs(spring.bounce - 0.5) < Tolerance.unitRounding)
  }

  /// SwiftUI's presets are duration 0.5 with bounce 0, 0.15, 0.3 (Apple's docs); without
  /// allowOverDamping an over-damped spring becomes critical.
  @Test func swiftUIPresetsAndTheOverDampingClamp() throws {
    #expect(try SpringParameters(parsing: "swiftui:bouncy") == .swiftUI(duration: 0.5, bounce: 0.3))
    #expect(try SwiftUISpring.spring(.snappy) == (try Spring(duration: 0.5, bounce: 0.15)))
    let clamped = try SwiftUISpring.spring(mass: 1, stiffness: 100, damping: 30)
    #expect(clamped.regime == .critical)
    #expect(clamped.damping == 20)
    #expect(try SwiftUISpring.spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true).damping == 30)
  }

  /// androidx `PhysicsAnimationTest.kt` (@8e1e8e08): stiffness 100, displacement 100, velocity
  /// 3000, δ 1 estimates 811 ms at ζ = 1, 4830 ms at ζ = 5, 1206 ms at ζ = 0.5.
  @Test(arguments: [(1.0, 811), (5.0, 4830), (0.5, 1206)] as [(Double, Int64)])
  func composeEstimatesWhatAndroidxPins(dampingRatio: Double, millis: Int64) {
    #expect(ComposeSpringEstimate.durationMillis(stiffness: 100, dampingRatio: dampingRatio, initialVelocity: 3000, initialDisplacement: 100, delta: 1) == millis)
  }

  /// Compose's mapping (`SpringSimulation.kt`: c = 2·√stiffness·ζ, mass 1) through the duration
  /// `SpringSpec` runs for: androidx's first case (100 → 0 from velocity 3000, threshold 1,
  /// ζ = 1, stiffness 100) lasts 811 ms.
  @Test func composeSpringRunsForTheEstimateAndroidxPins() throws {
    let spring = try ComposeSpring.spring(dampingRatio: 1, stiffness: 100)
    #expect(spring.damping == 20 && spring.mass == 1)
    #expect(ComposeSpring.animationDuration(spring, distance: -100, velocity: 3000, visibilityThreshold: 1) == 0.811)
  }

  /// androidx `DynamicAnimation.java`: value threshold = minimum visible change × 0.75,
  /// velocity threshold × 62.5; pixels 0.75 and 46.875 per second.
  @Test func androidThresholds() {
    #expect(AndroidSpring.Thresholds.pixels == AndroidSpring.Thresholds(minimumVisibleChange: 1))
    #expect(AndroidSpring.Thresholds.pixels.value == 0.75)
    #expect(AndroidSpring.Thresholds.pixels.velocity == 46.875)
    #expect(AndroidSpring.Thresholds.alpha.value == 0.0029296875)
    #expect(AndroidSpring.Thresholds.scale.velocity == 0.09375)
  }

  /// Android ends an animation exactly at its final position with velocity 0 (SpringTests.java).
  @Test func androidEndsExactlyAtTheTarget() throws {
    let clock = try FrameClock.regular(hz: 60, until: 3)
    let run = SpringIntegrator.android.simulate(try AndroidSpring.spring(), target: 100, velocity: 0, clock: clock)
    #expect(run.positions.last == 100)
    #expect(run.velocities.last == 0)
  }

  /// Motion's generator tests (`generators/__tests__/spring.test.ts` @1a6d96a7): the default
  /// spring from 0 to 1 lasts 1100 ms; visualDuration 0.5 with bounce 0.25 lasts 850 ms.
  @Test func motionDurationsMatchMotionsTests() throws {
    let standard = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(try MotionSpring.generatorDuration(standard, distance: 1) == 1.1)
    let visual = try MotionSpring.spring(visualDuration: 0.5, bounce: 0.25)
    #expect(abs(visual.stiffness - 109.6623) < Tolerance.quotedToFourDecimals)
    #expect(abs(visual.damping - 15.7080) < Tolerance.quotedToFourDecimals)
    #expect(try MotionSpring.generatorDuration(visual, distance: 1) == 0.85)
  }

  /// Motion's `spring.test.ts` (motiondivision/motion `packages/motion-dom/src/animation/
  /// generators/__tests__/spring.test.ts` @027f70e0): `{duration: 800, bounce: 0.25}` becomes
  /// `linear(0, 0.0542, 0.1797, …)` sampled at t = 800·i/26 ms, through `findSpring`.
  @Test func motionFindSpringMatchesMotionsLinearEasing() throws {
    let spring = try MotionSpring.spring(duration: 0.8, bounce: 0.25)
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let published = [0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283]
    for (i, value) in published.enumerated() {
      let t = 0.8 * Double(i) / 26
      #expect(((motion.progress(at: t) * 10_000).rounded() / 10_000) == value, "i = \(i)")
    }
  }

  /// Flutter's `newton_test.dart` (@17bd7a8e38), m = 1, k = 100: floors of x and dx that only
  /// the correct solutions produce (they caught issue #109675), through our closed form.
  @Test func flutterNewtonTestValues() throws {
    let critical = try SpringMotion(spring: try Spring(stiffness: 100, damping: 20), progressVelocity: 0)
    for (t, x, dx) in [(0.25, 356.0, 1026.0), (0.5, 479, 168), (0.75, 497, 20)] {
      #expect(critical.value(from: 0, to: 500, at: t).rounded(.down) == x)
      #expect(critical.valueVelocity(from: 0, to: 500, at: t).rounded(.down) == dx)
    }
    let over = try SpringMotion(spring: try Spring(stiffness: 100, damping: 25), progressVelocity: 0)
    for (t, x, dx) in [(0.5, 445.0, 273.0), (1, 495, 22), (1.5, 499, 1)] {
      #expect(over.value(from: 0, to: 500, at: t).rounded(.down) == x)
      #expect(over.valueVelocity(from: 0, to: 500, at: t).rounded(.down) == dx)
    }
    let under = try SpringMotion(spring: try Spring(stiffness: 100, damping: 5), progressVelocity: 0)
    #expect(under.value(from: 0, to: 300, at: 1).rounded(.down) == 325)
    #expect(under.valueVelocity(from: 0, to: 300, at: 1).rounded(.down) == -65)
    #expect(abs(under.value(from: 0, to: 300, at: 6) - 300) < Tolerance.flutterWithinAUnit)
    // `SpringDescription.withDampingRatio(mass: 1, stiffness: 100, ratio: 1)` is critically damped
    // (flutter's damping 20), as newton_test asserts.
    #expect(try FlutterSpring.spring(mass: 1, stiffness: 100, ratio: 1).regime == .critical)
  }

  /// Flutter issue #163858 (fixed by PR #165017): with mass 2, stiffness 100, damping 15, the
  /// old under-damped solution read 0.50077 at 0.1 s where the physics gives 0.18998. Ours is
  /// the physics, and the reproduction of the bug is what Flutter printed.
  @Test func flutterMassBugIsNotOurs() throws {
    let spring = try Spring(mass: 2, stiffness: 100, damping: 15)
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    #expect(abs(motion.progress(at: 0.1) - 0.18998) < Tolerance.quotedToFiveDecimals)
    #expect(abs(motion.progress(at: 0.5) - 1.13798) < Tolerance.quotedToFiveDecimals)
    let buggy = 1 + FlutterSpring.buggyUnderdampedDisplacement(spring, initialDisplacement: -1, initialVelocity: 0, at: 0.1)
    #expect(abs(buggy - 0.50077) < Tolerance.quotedToFiveDecimals)
    // With mass 1 the bug vanishes: both forms agree.
    let unit = try Spring(mass: 1, stiffness: 100, damping: 7.5)
    let unitMotion = try SpringMotion(spring: unit, progressVelocity: 0)
    for t in [0.05, 0.3, 1.1] {
      #expect(abs(FlutterSpring.buggyUnderdampedDisplacement(unit, initialDisplacement: -1, initialVelocity: 0, at: t) - unitMotion.displacement(at: t)) < Tolerance.flutterMassOneForms)
    }
  }

  /// Rebound: `SpringConfig.defaultConfig` is Origami (40, 7), tension 230.2 and friction 22.
  @Test func reboundDefaultConfig() throws {
    let spring = try ReboundSpring.spring(origamiTension: 40, origamiFriction: 7)
    #expect(abs(spring.stiffness - 230.2) < Tolerance.reboundConverter)
    #expect(spring.damping == 22)
    #expect(ReboundSpring.tension(fromOrigami: 0) == 0)
    // Rebound's SpringTest.java (@02475536) uses tension/friction 628.4/37 and 393.1/31: the
    // converter's outputs for Origami (150, 12) and (85, 10).
    #expect(abs(ReboundSpring.tension(fromOrigami: 150) - 628.4) < Tolerance.reboundConverter)
    #expect(ReboundSpring.friction(fromOrigami: 12) == 37)
    #expect(abs(ReboundSpring.tension(fromOrigami: 85) - 393.1) < Tolerance.reboundConverter)
    #expect(ReboundSpring.friction(fromOrigami: 10) == 31)
  }

  /// Rebound's `BouncyConversion` (@79eca409f1) maps speed linearly onto Origami tension between
  /// its constants 0.5 (speed 0) and 200 (speed 34 = 1.7·20), and bounciness 0 to the no-bounce
  /// friction `b3Nobounce(tension)`: the numbers its source states (no published test value
  /// exists for fromBouncinessAndSpeed).
  @Test func reboundBouncyConversionHitsTheConstantsItsSourceStates() throws {
    #expect(ReboundSpring.origami(bounciness: 0, speed: 0).tension == 0.5)
    #expect(abs(ReboundSpring.origami(bounciness: 0, speed: 34).tension - 200) < Tolerance.reboundConverter)
    let slow = ReboundSpring.origami(bounciness: 0, speed: 0)
    // b3Nobounce(0.5) = 0.0007·0.125 − 0.031·0.25 + 0.64·0.5 + 1.28 (its first piece, t ≤ 18).
    #expect(abs(slow.friction - (0.0007 * 0.125 - 0.031 * 0.25 + 0.64 * 0.5 + 1.28)) < Tolerance.unitRounding)
    // Full bounciness (b = 0.8) pulls the friction 96% of the way to 0.01 (2b − b² = 0.96).
    let bouncy = ReboundSpring.origami(bounciness: 34, speed: 0)
    #expect(abs(bouncy.friction - (0.96 * 0.01 + 0.04 * slow.friction)) < Tolerance.unitRounding)
  }

  /// Rebound's `SpringTest.java` (@d7ef89e180): tension 230.2, friction 19, rest thresholds 1e-4,
  /// from 0 to 1 with `advance(0.016)` per frame gives these positions and velocities (the test
  /// allows 1e-4; the port reproduces them to the last bits), and 66 updates until rest.
  @Test func reboundIntegratorReproducesReboundsOwnTest() throws {
    var spring = ReboundIntegrator(spring: try ReboundSpring.spring(tension: 230.2, friction: 19), target: 1, velocity: 0, restThreshold: 1e-4)
    var positions: [Double] = [], velocities: [Double] = []
    for _ in 0..<100 {
      spring.advance(by: 16.0 / 1000)
      positions.append(spring.position)
      velocities.append(spring.velocity)
    }
    let expected = [0.02350326962145051, 0.09013912023073196, 0.18531666042039596, 0.2967410888550004]
    for (actual, value) in zip(positions, expected) { #expect(abs(actual - value) <= Tolerance.unitRounding, "\(actual) vs \(value)") }
    #expect(abs(positions[10] - 0.9571382208882482) <= Tolerance.unitRounding)
    #expect(abs(positions[11] - 1.002538830281137) <= Tolerance.unitRounding)
    #expect(abs(velocities[0] - 2.9787085330347476) <= Tolerance.reboundTestVelocity)
    #expect(abs(velocities[1] - 5.197427505815113) <= Tolerance.reboundTestVelocity)
    #expect(spring.updates == 66)
    #expect(spring.position == 1)
  }
}
