import Curves
import PropertyBased
import RealModule
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

@Suite struct TimingFunctionProperties {
  @Test func progressIsExactAtTheEnds() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve) { curve in
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
    }
  }

  @Test func progressMeetsTheAccuracyTargetAgainstTheReference() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve, CurveGen.x) { curve, x in
      let reference = ReferenceSolver().prepare(curve).progress(at: x)
      let target = SolverAccuracy.target(for: curve, at: x)
      #expect(abs(curve.progress(at: x) - reference) <= target, "\(curve) at \(x)")
    }
  }

  @Test func progressNeverDecreasesOnMonotoneCurves() async {
    // Steps of at least 1e-6 in x: the true increase is ≥ 0, and each value is within the
    // accuracy target of the truth, so a decrease beyond two targets is a bug.
    await checkProperty(count: propertyCases, input: CurveGen.monotoneCurve, Gen.double(in: 0...1)) { curve, start in
      var previous = curve.progress(at: start)
      var x = start
      for _ in 0..<50 {
        x = min(1, x + 1e-6 + x * 1e-3)
        let y = curve.progress(at: x)
        #expect(y >= previous - Tolerance.progressPair, "\(curve): y(\(x)) = \(y) < \(previous)")
        previous = y
      }
    }
  }

  @Test func pointSymmetricCurvesAreSymmetric() async {
    // (a, b, 1 − a, 1 − b) is symmetric about (1/2, 1/2): y(1 − x) = 1 − y(x).
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1), Gen.double(in: -1...2), CurveGen.x) { a, b, x in
      let curve = try CubicTimingFunction(x1: a, y1: b, x2: 1 - a, y2: 1 - b)
      let target = SolverAccuracy.target(for: curve, at: x) + SolverAccuracy.target(for: curve, at: 1 - x)
      // 1 − x rounds by up to u/2; through the slope that is another target's worth.
      #expect(abs(curve.progress(at: 1 - x) - (1 - curve.progress(at: x))) <= 2 * target + Tolerance.unitRounding, "\(curve) at \(x)")
    }
  }

  @Test func easeOutMirrorsEaseIn() async {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1)) { x in
      let lhs = CubicTimingFunction.easeOut.progress(at: x)
      let rhs = 1 - CubicTimingFunction.easeIn.progress(at: 1 - x)
      #expect(abs(lhs - rhs) <= Tolerance.progressPair)
    }
  }

  @Test func extrapolationIsContinuousAtTheEnds() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve) { curve in
      // Outside: exactly the tangent lines through the end points (a flat one gives the end
      // value), so the value tends to the end value as x does, however steep the tangent.
      let left = curve.startSlope == 0 ? 0 : curve.startSlope * -0.5
      #expect(curve.progress(at: -0.5) == left)
      #expect(curve.progress(at: 1.5) == (curve.endSlope == 0 ? 1 : 1 + curve.endSlope * 0.5))
      for e in [1e-12, 1e-10] {
        #expect(curve.progress(at: -e) == (curve.startSlope == 0 ? 0 : curve.startSlope * -e))
        let beyond = 1 + e  // rounded: the line is evaluated at (1 + e) − 1, not at e
        #expect(curve.progress(at: beyond) == (curve.endSlope == 0 ? 1 : 1 + curve.endSlope * (beyond - 1)))
      }
      // Inside: x(t) ≥ t³ (every Bernstein term is ≥ 0), so t ≤ ∛x, and |y(t)| ≤ t·(3|y₁| + 3|y₂| + 1);
      // at the other end the same with 1 − x, 1 − y. A jump at an end would be O(1).
      let (y1, y2) = (curve.y1, curve.y2)
      for e in [1e-12, 1e-10] {
        let reach = Double.root(e, 3) + Tolerance.extrapolationNearEnds
        #expect(abs(curve.progress(at: e)) <= reach * (3 * abs(y1) + 3 * abs(y2) + 1), "\(curve) near 0")
        #expect(abs(1 - curve.progress(at: 1 - e)) <= reach * (3 * abs(1 - y2) + 3 * abs(1 - y1) + 1), "\(curve) near 1")
      }
    }
  }

  @Test(arguments: CubicTimingFunction.presets.map(\.name))
  func extrapolationContinuesTheEndTangents(name: String) throws {
    // On the presets the one-sided difference quotient inside meets the slope used outside;
    // where x′ = 0 at an end (x1 = 0 at the start, x2 = 1 at the end) it converges like √h.
    let curve = try #require(CubicTimingFunction.preset(named: name))
    let (hStart, startBound) = curve.x1 > 0 ? (1e-6, Tolerance.endSlopeQuotient) : (1e-10, Tolerance.endSlopeQuotientFlatEnd)
    let (hEnd, endBound) = curve.x2 < 1 ? (1e-6, Tolerance.endSlopeQuotient) : (1e-10, Tolerance.endSlopeQuotientFlatEnd)
    #expect(abs(curve.progress(at: hStart) / hStart - curve.startSlope) <= startBound, "start of \(name)")
    #expect(abs((1 - curve.progress(at: 1 - hEnd)) / hEnd - curve.endSlope) <= endBound, "end of \(name)")
  }

  @Test(arguments: CubicTimingFunction.presetsByName.map(\.name))
  func everyPresetSpellingParses(name: String) throws {
    let parsed = try CubicTimingFunction(parsing: name)
    #expect(parsed == CubicTimingFunction.preset(named: name))
    #expect(try CubicTimingFunction(parsing: parsed.description) == parsed)
  }

  @Test(arguments: [
    ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("ease-in", [0.42, 0, 1, 1]),
    ("easeOut", [0, 0, 0.58, 1]), ("ease-out", [0, 0, 0.58, 1]), ("easeInEaseOut", [0.42, 0, 0.58, 1]),
    ("easeInOut", [0.42, 0, 0.58, 1]), ("ease-in-out", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ("ease", [0.25, 0.1, 0.25, 1]), ("standard", [0.4, 0, 0.2, 1]), ("deceleration", [0, 0, 0.2, 1]),
    ("acceleration", [0.4, 0, 1, 1]), ("sharp", [0.4, 0, 0.6, 1]),
  ] as [(String, [Double])])
  func presetsHaveTheirDocumentedControlPoints(name: String, points: [Double]) throws {
    let curve = try #require(CubicTimingFunction.preset(named: name))
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
  }

  @Test(arguments: ["cubic-bezier(0.42, 0, 0.58, 1)", "cubic-bezier(0.42,0,0.58,1)", "  cubic-bezier( 0.42 , 0 , 0.58 , 1 ) "])
  func cubicBezierTextParses(text: String) throws {
    #expect(try CubicTimingFunction(parsing: text) == .easeInEaseOut)
  }

  @Test(arguments: [
    "", "ease_in", "EaseIn", "cubic-bezier(0.42, 0, 0.58)", "cubic-bezier(0.42, 0, 0.58, 1, 2)",
    "cubic-bezier(a, 0, 0.58, 1)", "cubic-bezier(0.42, 0, 0.58, 1", "steps(4)", "cubic-bezier(nan, 0, 0.5, 1)",
    "cubic-bezier(0.4, inf, 0.5, 1)",
  ])
  func malformedTextIsATypedError(text: String) {
    #expect(throws: CurveError.self) { try CubicTimingFunction(parsing: text) }
  }

  @Test(arguments: [
    (-0.1, 0.0, 0.5, 1.0, "x1"), (1.1, 0.0, 0.5, 1.0, "x1"), (0.5, 0.0, -1e-9, 1.0, "x2"), (0.5, 0.0, 2.0, 1.0, "x2"),
  ])
  func controlPointsOutsideTheUnitIntervalAreRejected(x1: Double, y1: Double, x2: Double, y2: Double, name: String) {
    let error = #expect(throws: CurveError.self) { try CubicTimingFunction(x1: x1, y1: y1, x2: x2, y2: y2) }
    guard case .outOfRange(let parameter, _, _) = error else {
      Issue.record("expected outOfRange, got \(String(describing: error))")
      return
    }
    #expect(parameter == name)
    #expect(error?.description.contains("[0, 1]") == true)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteControlPointsAreRejected(value: Double) {
    for index in 0..<4 {
      var v = [0.25, 0.1, 0.25, 1.0]
      v[index] = value
      #expect(throws: CurveError.self) { try CubicTimingFunction(x1: v[0], y1: v[1], x2: v[2], y2: v[3]) }
    }
  }

  @Test func specialInputsGiveDocumentedValues() {
    let curve = CubicTimingFunction.default
    #expect(curve.progress(at: .nan).isNaN)
    #expect(curve.progress(at: -.infinity) == -.infinity)  // start slope 0.4 > 0
    #expect(curve.progress(at: .infinity) == 1)  // end slope 0 (y2 = 1): the flat tangent's value
    #expect(CubicTimingFunction.linear.progress(at: .infinity) == .infinity)
  }

  @Test func float32RoundsControlPointsLikeCoreAnimation() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve) { curve in
      let rounded = curve.float32
      #expect(rounded.x1 == Double(Float(curve.x1)) && rounded.y2 == Double(Float(curve.y2)))
      #expect(rounded.float32 == rounded)
    }
    #expect(CubicTimingFunction.easeIn.float32.x1 == 0.41999998688697815)
  }
}

/// The README's example, with its printed values, so the README cannot drift.
@Suite struct ReadmeTimingExample {
  @Test func theReadmeExamplePrintsWhatItSays() throws {
    let curve = try CubicTimingFunction(parsing: "cubic-bezier(0.42, 0, 0.58, 1)")
    #expect(curve == .easeInEaseOut)
    #expect(abs(curve.progress(at: 0.25) - 0.12916193104731982) <= Tolerance.progressTarget)
    #expect(curve.progress(at: 1.5) == 1)
    #expect(curve.time(forProgress: 0.5) == 0.5)
    #expect(curve.float32.x1 == 0.41999998688697815)
    var solver = BrowserSolver().prepare(curve)
    #expect(abs(curve.y(at: solver.parameter(forX: 0.25)) - 0.129161931047288) <= Tolerance.readmeBrowserDigits)
  }
}

/// Extreme but finite control points (issue 13): a typed error or a finite answer, never NaN.
@Suite struct ExtremeTimingFunctionProperties {
  @Test func controlYBeyondTheLimitIsATypedError() {
    #expect(throws: CurveError.self) { try CubicTimingFunction(x1: 0.42, y1: 1e308, x2: 0.58, y2: -1e308) }
    #expect(throws: CurveError.self) { try CubicTimingFunction(x1: 0.42, y1: 0, x2: 0.58, y2: -CubicTimingFunction.maximumControlY.nextUp) }
  }

  @Test func controlYAtTheLimitStaysFinite() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: -2...3)) { x1, x2, x in
      let m = CubicTimingFunction.maximumControlY
      for (y1, y2) in [(m, -m), (-m, m), (m, m), (0, m)] {
        let curve = try CubicTimingFunction(x1: x1, y1: y1, x2: x2, y2: y2)
        #expect(curve.progress(at: x).isFinite || !(x >= 0 && x <= 1), "\(curve) at \(x)")
        #expect(!curve.progress(at: x).isNaN, "\(curve) at \(x)")
      }
    }
  }

  /// Regression (found by the curve fuzzer): `Double(_:)` stops at a NUL byte, so
  /// "cubic-bezier(1.,-.33333,.9,1\0\0)" read as a curve; every number must be exactly decimal.
  @Test(arguments: ["cubic-bezier(1.,-.33333,.9,1\u{0}\u{0})", "cubic-bezier(0.42, 0, 0.58, 1\u{0}x)", "cubic-bezier(0x1p-1, 0, 0.58, 1)",
                    "cubic-bezier(inf, 0, 0.58, 1)", "cubic-bezier(0.42, nan, 0.58, 1)", "cubic-bezier(0.42, 0, 0.58, 1e)"])
  func onlyDecimalNumbersParse(text: String) {
    #expect(throws: CurveError.self) { try CubicTimingFunction(parsing: text) }
  }
}
