import Curves
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// UIKit's scroll deceleration in closed form, the four projections apps use, and the rubber
/// band: pinned by the numbers their sources give and by the laws' own properties.
@Suite struct DecayProperties {
  // MARK: Pinned numbers

  /// A 1000 pt/s flick from 0 at `.normal` (0.998 per ms), in Python's doubles from the same law
  /// (x = v₀·(r^(1000t) − 1)/(1000·ln r), v = v₀·r^(1000t); super-ultra/ScrollMechanics'
  /// `DecelerationTimingParameters` @ 587660a6 and b3ll/Motion's `DecayFunction` @ c9a57f9d
  /// evaluate the same closed form).
  @Test(arguments: [
    (0.1, 90.62585078898718, 818.5668046884277), (0.25, 196.68951512429717, 606.227065427764),
    (0.5, 315.9280226785096, 367.5112548571586), (1.0, 432.0351267376295, 135.06452244668338),
    (2.0, 490.3877448106398, 18.242425223750637),
  ])
  func aNormalFlickFollowsTheClosedForm(t: Double, position: Double, velocity: Double) {
    let normal = ScrollDeceleration.normal
    #expect(Tolerance.decayClosedForm.accepts(normal.position(from: 0, velocity: 1000, at: t), position))
    #expect(Tolerance.decayClosedForm.accepts(normal.velocity(from: 1000, at: t), velocity))
    #expect(Tolerance.decayClosedForm.accepts(normal.destination(from: 0, velocity: 1000), 499.4998331664548))
  }

  /// The four projections of a 1000 pt/s flick at 0.998 per millisecond disagree as the issue
  /// states: 499.000 (WWDC 2018), 499.4998 (the exact integral), 499.3806 (Flutter's drag 0.135
  /// per second) and 500.000 (react-spring's decay); at `.fast` (0.99) the exact one is 99.4992.
  @Test(arguments: [
    (DecayProjection.wwdc, 0.998, 499.0), (.exact, 0.998, 499.49983316645525), (.flutter, 0.998, 499.38064302173377),
    (.reactSpring, 0.998, 500.0), (.wwdc, 0.99, 99.0), (.exact, 0.99, 99.49916247342207), (.reactSpring, 0.99, 100.0),
  ])
  func projectionsOfAThousandPointFlick(formula: DecayProjection, rate: Double, distance: Double) throws {
    // 1 − 0.998 is 0.0020000000000000018 in binary: the r/(1 − r) forms are an ulp or two short.
    #expect(Tolerance.decayClosedForm.accepts(try formula.distance(velocity: 1000, rate: rate), distance))
    #expect(Tolerance.decayClosedForm.accepts(try formula.distance(velocity: -1000, rate: rate), -distance))
  }

  /// UIKit's coefficient on a 960-point screen, the values measured on iOS and published with the
  /// formula (the 2013 analysis kept as gist originell/6961057): 2.74, 5.47, 52.02, 178.98 and
  /// 340.65 for drags of 5, 10, 100, 400 and 960 points; 52800/1015 and 10560/31 exactly.
  @Test(
    arguments: [
      (5.0, 2.7421448974293128), (10, 5.468669083376341), (100, 52_800.0 / 1015), (400, 178.9830508474577),
      (960, 10_560.0 / 31),
    ] as [(Double, Double)])
  func theRubberBandOnANineHundredSixtyPointScreen(drag: Double, offset: Double) throws {
    let band = try RubberBand(dimension: 960)
    #expect(Tolerance.rubberBand.accepts(band.offset(forDrag: drag), offset))
    #expect(Tolerance.rubberBand.accepts(band.offset(forDrag: -drag), -offset))
  }

  // MARK: Properties

  static let rate = Gen.double(in: 0.9...0.9999)
  static let velocity = zip(Gen.double(in: 1...20_000), Gen.bool).map { speed, negative in negative ? -speed : speed }

  /// The position moves monotonically from x₀ toward the destination and never passes it; the
  /// velocity keeps its sign and shrinks; the position's derivative is the velocity.
  @Test func aFlickMovesTowardItsDestinationWithoutPassingIt() async {
    await checkProperty(input: zip(Self.rate, Self.velocity, Gen.double(in: 0...5))) { rate, v0, t in
      let law = try ScrollDeceleration(rate: rate)
      let x = law.position(from: 0, velocity: v0, at: t), end = law.destination(from: 0, velocity: v0)
      #expect(abs(x) <= abs(end) && (x == 0 || (x > 0) == (v0 > 0)), "x = \(x), destination \(end)")
      let later = law.position(from: 0, velocity: v0, at: t + 0.01)
      #expect(abs(later) >= abs(x))
      let h = 1e-6
      let slope =
        (law.position(from: 0, velocity: v0, at: t + h) - law.position(from: 0, velocity: v0, at: max(t - h, 0)))
        / (t + h - max(t - h, 0))
      #expect(abs(slope - law.velocity(from: v0, at: t)) <= 1e-4 * abs(v0), "slope \(slope)")
    }
  }

  /// The inverse is exact: the time to reach x(t) is t, the time to fall to |v(t)| is t, the
  /// destination is never reached (nil) and x₀ is reached at 0.
  @Test func theInversesGiveBackTheTime() async {
    await checkProperty(input: zip(Self.rate, Self.velocity, Gen.double(in: 0.01...3))) { rate, v0, t in
      let law = try ScrollDeceleration(rate: rate)
      guard abs(law.velocity(from: v0, at: t)) >= 1e-3 * abs(v0) else { return }
      let x = law.position(from: 10, velocity: v0, at: t)
      let back = try #require(law.time(toReach: x, from: 10, velocity: v0))
      #expect(Tolerance.decayInverse.accepts(back, t), "t \(t) → \(back)")
      #expect(Tolerance.decayInverse.accepts(try law.time(toSpeed: abs(law.velocity(from: v0, at: t)), from: v0), t))
      #expect(law.time(toReach: law.destination(from: 10, velocity: v0), from: 10, velocity: v0) == nil)
      #expect(law.time(toReach: 10 - v0, from: 10, velocity: v0) == nil, "behind the start")
      #expect(law.time(toReach: 10, from: 10, velocity: v0) == 0)
    }
  }

  /// The rubber band has slope c at the bound, stays below its dimension, rises monotonically,
  /// is odd, and its inverse gives back the drag.
  @Test func theRubberBandIsMonotoneBelowItsAsymptoteAndInvertible() async {
    let band = zip(Gen.double(in: 1...2000), Gen.double(in: 0.05...1)).compactMap { d, c in
      try? RubberBand(dimension: d, coefficient: c)
    }
    await checkProperty(input: zip(band, Gen.double(in: 0...2e4))) { band, x in
      let b = band.offset(forDrag: x)
      #expect(b >= 0 && b < band.dimension && b <= band.coefficient * x)
      #expect(band.offset(forDrag: x * 1.001 + 1e-9) >= b)
      #expect(band.offset(forDrag: -x) == -b)
      // Up to half the asymptote (drags up to d/c), where d − b keeps its digits.
      if b <= band.dimension / 2 {
        let back = try band.drag(forOffset: b)
        #expect(Tolerance.rubberBand.accepts(back, x), "\(x) → \(b) → \(back)")
      }
      let h = 1e-7 * band.dimension
      #expect(abs(band.offset(forDrag: h) / h - band.coefficient) <= 1e-6, "slope at the bound")
    }
  }

  /// The band's slope is c at the bound, even, and the derivative of the offset (the rate a finger's
  /// velocity is handed over at).
  @Test func theRubberBandsSlopeIsItsDerivative() async {
    let band = zip(Gen.double(in: 1...2000), Gen.double(in: 0.05...1)).compactMap { d, c in
      try? RubberBand(dimension: d, coefficient: c)
    }
    await checkProperty(input: zip(band, Gen.oneOf(Gen.double(in: 0...10), Gen.always(0.0), Gen.always(10.0)))) {
      band, share in
      let (c, d) = (band.coefficient, band.dimension)
      #expect(band.slope(atDrag: 0) == c)
      let x = share * d / c
      #expect(band.slope(atDrag: -x) == band.slope(atDrag: x))
      // b is smooth on either side of 0 (|x| puts a kink in b″ there): differences from x ≥ h.
      let h = 1e-4 * (d + c * x)
      let at = max(x, h)
      let difference = (band.offset(forDrag: at + h) - band.offset(forDrag: at - h)) / (2 * h)
      #expect(Tolerance.rubberBandSlope.accepts(band.slope(atDrag: at), difference), "x = \(at)")
    }
  }

  /// Both edges band: inside the range a position is itself; past either end it follows the band.
  @Test func clampingBandsAtBothEnds() throws {
    let band = try RubberBand(dimension: 844)
    #expect(band.clamp(100, to: 0, 500) == 100)
    #expect(band.clamp(-100, to: 0, 500) == -band.offset(forDrag: 100))
    #expect(band.clamp(600, to: 0, 500) == 500 + band.offset(forDrag: 100))
  }

  /// The destination is never reached, however it rounds: a draw at rate 0.9 found a flick whose
  /// destination, x₀ − v₀/k rounded, gave a fraction just above −1 and a time of 0.297 s.
  @Test(arguments: [0.9, 0.95, 0.99, 0.998, 0.9999])
  func theDestinationIsNeverReached(rate: Double) throws {
    let law = try ScrollDeceleration(rate: rate)
    for x0 in [0.0, 10, -3.7, 1e4] {
      for v0 in [1000.0, -1000, 0.37, 19_999.9, -7_777.7] {
        #expect(
          law.time(toReach: law.destination(from: x0, velocity: v0), from: x0, velocity: v0) == nil, "\(x0), \(v0)")
      }
    }
  }

  // MARK: Bad input

  @Test(arguments: [0, 1, -0.5, 1.5, .nan, .infinity])
  func aRateOutsideTheOpenUnitIntervalIsRefused(rate: Double) {
    #expect(throws: CurveError.self) { _ = try ScrollDeceleration(rate: rate) }
    #expect(throws: CurveError.self) { _ = try DecayProjection.exact.distance(velocity: 1000, rate: rate) }
  }

  @Test func badSpeedsDimensionsAndOffsetsAreTypedErrors() throws {
    #expect(throws: CurveError.self) { _ = try ScrollDeceleration.normal.time(toSpeed: 0, from: 1000) }
    #expect(throws: CurveError.self) { _ = try ScrollDeceleration.normal.time(toSpeed: 1, from: .nan) }
    #expect(throws: CurveError.self) { _ = try DecayProjection.wwdc.distance(velocity: .infinity, rate: 0.998) }
    for (d, c) in [(0.0, 0.55), (-1, 0.55), (.infinity, 0.55), (100, 0), (100, 1.5), (100, .nan)] {
      #expect(throws: CurveError.self) { _ = try RubberBand(dimension: d, coefficient: c) }
    }
    let band = try RubberBand(dimension: 100)
    for b in [100.0, -100, 150, .nan] { #expect(throws: CurveError.self) { _ = try band.drag(forOffset: b) } }
    #expect(try ScrollDeceleration.normal.time(toSpeed: 2000, from: 1000) == 0, "already slower")
  }
}
