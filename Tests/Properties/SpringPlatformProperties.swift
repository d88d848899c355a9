import Curves
import PropertyBased
import RealModule
import SpringPlatforms
import TestSupport
import Testing
import TransitionTesting

/// The platforms' spring parameterisations: round trips, the values their own docs and tests
/// state, and typed errors for ill-posed values.
@Suite struct SpringPlatformProperties {
  /// Random valid parameters of one kind, drawn where UI springs live (and at the edges each
  /// platform documents: bounce 0 and 1, ζ = 1, ζ at Motion's 0.05 floor).
  static func parameters(_ kind: SpringParameters.Kind) -> Generator<SpringParameters, some SendableSequenceType> {
    let duration = Gen.double(in: 0.05...3), stiffness = Gen.double(in: 5...2000), mass = Gen.double(in: 0.2...5)
    let ratio = Gen.oneOf(Gen.double(in: 0.05...3), Gen.always(1.0), Gen.always(0.05))
    let bounce = Gen.oneOf(Gen.double(in: -0.9...1), Gen.always(0.0), Gen.always(1.0))
    let unitBounce = Gen.oneOf(Gen.double(in: 0...0.95), Gen.always(0.0))
    return zip(duration, stiffness, mass, ratio, bounce, unitBounce, Gen.double(in: -2...2)).map { d, k, m, z, b, ub, v -> SpringParameters in
      let c = 2 * z * (k * m).squareRoot()
      switch kind {
      case .physical: return .physical(mass: m, stiffness: k, damping: c)
      case .swiftUI: return .swiftUI(duration: d, bounce: b)
      case .swiftUIResponse: return .swiftUIResponse(response: d, dampingRatio: z)
      case .swiftUIPhysical: return .swiftUIPhysical(mass: m, stiffness: k, damping: 2 * min(z, 1) * (k * m).squareRoot())
      // A velocity toward the target above about 2/T leaves no stiffness whose envelope still
      // reaches 1e-3 at T (UIKit's rule has no spring for it); v·T ≤ 1 keeps a root with room
      // for the solver's geometric scan (the envelope peaks at ≥ 6× 1e-3 there for ζ ≥ 0.1).
      case .uikit: return .uikit(duration: d, dampingRatio: min(max(z, 0.1), 0.95), initialVelocity: min(v, 1 / d))
      case .compose: return .compose(dampingRatio: z, stiffness: k)
      case .android: return .android(stiffness: k, dampingRatio: z)
      case .motionVisual: return .motionVisual(visualDuration: d, bounce: ub)
      case .motionDuration: return .motionDuration(duration: d, bounce: ub)
      case .motion: return .motion(stiffness: k, damping: c, mass: m)
      case .flutter: return .flutter(mass: m, stiffness: k, damping: c)
      case .flutterDampingRatio: return .flutterDampingRatio(mass: m, stiffness: k, ratio: z)
      case .flutterDurationBounce: return .flutterDurationBounce(duration: (d * 1000).rounded() / 1000, bounce: b)
      // Origami values whose tension and friction are positive (tension > 30 − 194/3.62 ≈ −23.6,
      // friction > 8 − 25/3 ≈ −0.33), away from the value 0 that means 0.
      case .origami: return .origami(tension: Self.awayFromZero(-20 + d * 100), friction: Self.awayFromZero(-0.3 + d * 15))
      case .rebound: return .rebound(tension: k, friction: c / m)
      case .reboundBounciness: return .reboundBounciness(bounciness: ReboundSpring.maximumBounciness * min(ub / 0.95, 1), speed: 2 + 8 * d)
      }
    }
  }

  static func awayFromZero(_ x: Double) -> Double { abs(x) < 1e-3 ? 1 : x }

  /// Every kind converts to a spring and back to the same values.
  @Test(arguments: SpringParameters.Kind.allCases)
  func everyParameterSetRoundTrips(kind: SpringParameters.Kind) async {
    await checkProperty(count: propertyCases, input: Self.parameters(kind)) { parameters in
      let spring = try parameters.spring()
      let velocity = if case .uikit(_, _, let v) = parameters { v } else { 0.0 }
      let back = try SpringParameters.expressing(spring, as: kind, initialVelocity: velocity)
      #expect(back.kind == kind)
      for (key, (original, again)) in zip(kind.keys, zip(parameters.values, back.values)) {
        expectApproximatelyEqual(again, original, tolerance: .springConversion, "\(key) of \(parameters.text)")
      }
      // The same motion, whatever the mass.
      let again = try back.spring()
      expectApproximatelyEqual(again.naturalFrequency, spring.naturalFrequency, tolerance: .springConversion)
      expectApproximatelyEqual(again.dampingRatio, spring.dampingRatio, tolerance: .springConversion)
    }
  }

  /// The critical damping SwiftUI substitutes, 2√(km), is expressible as SwiftUI physical
  /// parameters again, including where the rounded sign of ωn² − λ² calls it overdamped.
  @Test func swiftUIsCriticalSpringIsExpressibleAgain() throws {
    var roundedOverdamped = 0
    for i in 1...40 {
      for j in 1...40 {
        let (m, k) = (0.1 * Double(i) + 0.013, 7.3 * Double(j * j))
        let spring = try SwiftUISpring.spring(mass: m, stiffness: k, damping: 3 * (k * m).squareRoot())
        if spring.regime == .overdamped { roundedOverdamped += 1 }
        let back = try SpringParameters.expressing(spring, as: .swiftUIPhysical)
        #expect(back.values == [m, k, spring.damping])
      }
    }
    // The grid reaches the rounding this test is about.
    #expect(roundedOverdamped > 0)
  }

  /// Rebound's two ends, bounciness 0 and 42.5, come back from their springs (the friction's
  /// round trip lands a few ulps outside the range) as the same motion. At 42.5 the bounciness
  /// itself is ill-conditioned (b = 1 − √(1 − t) has an infinite slope at t = 1, so an ulp of t
  /// moves it by about 1e-8 relative): the spring, not the number, is compared there.
  @Test(arguments: [0, ReboundSpring.maximumBounciness])
  func reboundsEndsRoundTrip(bounciness: Double) throws {
    for i in 0...200 {
      let speed = 2 + Double(i) / 20
      let spring = try ReboundSpring.spring(bounciness: bounciness, speed: speed)
      let (b, s) = try ReboundSpring.bouncinessAndSpeed(of: spring)
      expectApproximatelyEqual(s, speed, tolerance: .springConversion, "speed")
      if bounciness == 0 { expectApproximatelyEqual(b, 0, tolerance: .springConversion, "bounciness at speed \(speed)") }
      let again = try ReboundSpring.spring(bounciness: b, speed: s)
      expectApproximatelyEqual(again.stiffness, spring.stiffness, tolerance: .springConversion, "stiffness at speed \(speed)")
      expectApproximatelyEqual(again.damping, spring.damping, tolerance: .springConversion, "damping at speed \(speed)")
    }
  }

  /// Every parameter set of a spring describes the same motion: converting a spring to each
  /// kind it can be expressed in and back gives the same ωn and ζ.
  @Test func everyKindExpressesTheSameMotion() async {
    await checkProperty(count: propertyCases, input: SpringGen.spring) { spring in
      try Self.expectEveryKindExpresses(spring)
    }
  }

  @Test(arguments: RegressionFile.cases(named: "springs.json"))
  func everyKindExpressesSpringsThatOnceFailed(_ regression: RegressionCase) throws {
    let value = try #require(regression.value, "\(regression.error ?? "")")
    let (m, k, c) = (value["mass"]?.numberValue, value["stiffness"]?.numberValue, value["damping"]?.numberValue)
    try Self.expectEveryKindExpresses(try Spring(mass: try #require(m), stiffness: try #require(k), damping: try #require(c)))
  }

  /// Every kind expresses `spring` as the same motion, or refuses it only outside its range.
  static func expectEveryKindExpresses(_ spring: Spring) throws {
    for kind in SpringParameters.Kind.allCases {
      let parameters: SpringParameters
      do {
        parameters = try SpringParameters.expressing(spring, as: kind)
      } catch {
        // Only the clamped sets may refuse, and only outside their range.
        let zeta = spring.dampingRatio
        let durationClamp = if case CurveError.outOfRange("duration", let t, _) = error { t < 0.01 || t > 10 } else { false }
        // findSpring's 11 Newton steps fall short for ζ just below 1 (not within 8 ulps of it).
        let unconverged = if case CurveError.outOfRange("dampingRatio", _, let why) = error { why.contains("does not converge") && zeta > 0.999 } else { false }
        // Rebound's bounciness reaches only frictions between 0.01 and the no-bounce friction.
        let unreachable = if case CurveError.outOfRange("damping", _, _) = error { true } else { false }
        #expect([.motionVisual, .motionDuration].contains(kind) && (zeta < 0.05 || zeta > 1) || kind == .motionDuration && (durationClamp || unconverged)
          || kind == .swiftUIPhysical && SwiftUISpring.isOverDamped(spring) || kind == .reboundBounciness && unreachable, "\(kind) refused \(spring): \(error)")
        continue
      }
      let again = try parameters.spring()
      let tolerance: Tolerance = kind == .flutterDurationBounce ? .flutterWholeMilliseconds : .springConversion
      expectApproximatelyEqual(again.naturalFrequency, spring.naturalFrequency, tolerance: tolerance, "\(kind)")
      expectApproximatelyEqual(again.dampingRatio, spring.dampingRatio, tolerance: .springConversion, "\(kind)")
    }
  }

  /// Regression (found by everyKindExpressesTheSameMotion): a spring slower than Motion's 10 s
  /// duration clamp has no `motion:duration,bounce` spelling; it used to come back as a 15.6 s
  /// duration that Motion would clamp to 10 s, a different spring.
  @Test func motionDurationRefusesWhatMotionWouldClamp() throws {
    let slow = try Spring(mass: 0.2, stiffness: 5, damping: 0.1)
    #expect(throws: CurveError.self) { try SpringParameters.expressing(slow, as: .motionDuration) }
  }

  /// Regression (found by everyParameterSetRoundTrips): a critically damped Motion spring's ζ
  /// reads 1 ± an ulp after c/(2√(km)); the inverse must take the critical envelope, not the
  /// under-damped one whose ζ/√(1 − ζ²) is 1e8 there.
  @Test(arguments: [0.3, 0.8, 2.5])
  func motionDurationRoundTripsAtDampingRatioOne(duration: Double) throws {
    let spring = try MotionSpring.spring(duration: duration, bounce: 0)
    let back = try SpringParameters.expressing(spring, as: .motionDuration)
    expectApproximatelyEqual(back.values[0], duration, tolerance: .springConversion)
    let nudged = try Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping.nextDown)
    expectApproximatelyEqual(try MotionSpring.duration(of: nudged), duration, tolerance: .springConversion)
  }

  @Test(arguments: SpringParameters.Kind.allCases)
  func theWrittenFormReadsBack(kind: SpringParameters.Kind) async {
    await checkProperty(count: propertyCases, input: Self.parameters(kind)) { parameters in
      let read = try SpringParameters(parsing: parameters.text)
      #expect(read == parameters)
    }
  }

  /// SwiftUI's own name for the damping ratio, `dampingFraction`
  /// (`Animation.spring(response:dampingFraction:blendDuration:)`), reads as `dampingRatio`;
  /// other platforms keep their own names only.
  @Test(arguments: [("swiftui:response=0.5,dampingFraction=0.8", "swiftui:response=0.5,dampingRatio=0.8"), ("swiftui:dampingFraction=0.3,response=1", "swiftui:response=1,dampingRatio=0.3")])
  func swiftUIsDampingFractionIsItsDampingRatio(text: String, same: String) throws {
    #expect(try SpringParameters(parsing: text) == SpringParameters(parsing: same))
  }

  /// Ill-posed values are typed errors naming the parameter given and its allowed range.
  @Test(arguments: [
    ("swiftui:duration=0,bounce=0.3", "duration"), ("swiftui:duration=0.5,bounce=1.5", "bounce"), ("swiftui:duration=0.5,bounce=-1", "bounce"),
    ("swiftui:duration=1e300,bounce=0.2", "duration"), ("swiftui:response=1e-300,dampingRatio=0.5", "response"),
    ("compose:dampingRatio=0.5,stiffness=-400", "stiffness"), ("compose:dampingRatio=-0.1,stiffness=400", "dampingRatio"),
    ("android:stiffness=0,dampingRatio=0.5", "stiffness"), ("motion:visualDuration=0.5,bounce=1.2", "bounce"),
    ("motion:visualDuration=1e-300,bounce=0.2", "visualDuration"), ("motion:duration=0,bounce=0.2", "duration"),
    ("motion:stiffness=100,damping=-1,mass=1", "damping"), ("flutter:duration=0.0000004,bounce=0", "duration"),
    ("flutter:mass=0,stiffness=100,damping=10", "mass"), ("flutter:mass=1,stiffness=100,ratio=-0.5", "ratio"),
    ("rebound:tension=-5,friction=3", "tension"), ("rebound:bounciness=-1,speed=5", "bounciness"),
    ("rebound:bounciness=50,speed=5", "bounciness"), ("origami:tension=10,friction=-20", "friction"),
    ("uikit:duration=0.5,dampingRatio=0,initialVelocity=0", "dampingRatio"), ("ca:mass=1,stiffness=1e400,damping=1", "stiffness"),
  ])
  func illPosedValuesAreTypedErrors(text: String, parameter: String) throws {
    let parameters = try SpringParameters(parsing: text)
    #expect {
      _ = try parameters.spring()
    } throws: { error in
      switch error as? CurveError {
      case .outOfRange(let name, _, let allowed)?: name == parameter && !allowed.isEmpty
      case .nonFinite(let name, _)?: name == parameter
      default: false
      }
    }
  }

  @Test(arguments: [
    ("swift:duration=0.5,bounce=0.3", "unknown platform"), ("swiftui:duration=0.5", "swiftui takes"),
    ("compose:dampingRatio=0.5,stiffness=x", "not a number"), ("compose", "platform:key=value"),
    ("compose:dampingRatio=0.5,dampingRatio=0.6", "given twice"), ("android:stiffness", "not key=value"),
    ("swiftui:response=0.5,dampingRatio=0.8,dampingFraction=0.8", "dampingRatio (as dampingFraction) is given twice"),
    ("compose:dampingFraction=0.5,stiffness=400", "compose takes"),
  ])
  func malformedTextSaysWhatIsWrong(text: String, reason: String) {
    #expect {
      _ = try SpringParameters(parsing: text)
    } throws: { error in
      guard case CurveError.unparsableSpring(_, let message) = error else { return false }
      return message.contains(reason)
    }
  }
}
