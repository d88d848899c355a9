import Curves
import Eval
import JSON
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

/// Every port answers as its original at the ends, beside them and outside [0, 1] (issue: the
/// zoo used to answer every port there with the project's own rule). The values of
/// `Reference/solver-originals-ends.json` come from the originals themselves, run as they ship
/// (its `originals` names each file and revision); the ports must equal them bit for bit, through
/// the path `eval` and the bench take (`SolverID.progress(of:at:)`).
@Suite struct SolverOriginalsEndsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var solver: SolverID
    var curve: CubicTimingFunction
    var x: Double
    var bits: String
    var testDescription: String { "\(solver) \(curve) at \(x)" }
  }

  static func cases() throws -> [Case] {
    try ReferenceFile(named: "solver-originals-ends.json").cases.map { json in
      guard let name = json["solver"]?.stringValue, let solver = SolverID(rawValue: name),
        let c = json["curve"]?.arrayValue?.compactMap(\.numberValue), c.count == 4,
        let text = json["x"]?.stringValue, let x = text == "nan" ? Double.nan : Double(text), let bits = json["bits"]?.stringValue
      else { throw GoldenJSONError(message: "solver-originals-ends.json: a case needs solver, curve [4], x and bits", offset: 0) }
      return Case(solver: solver, curve: try CubicTimingFunction(x1: c[0], y1: c[1], x2: c[2], y2: c[3]), x: x, bits: bits)
    }
  }

  /// The float32 originals (they take `(float)x` and return a float).
  static let float32: Set<SolverID> = [.rive, .skia]

  @Test func everyPortEqualsItsOriginalAtTheEndsAndOutside() throws {
    let cases = try Self.cases()
    #expect(cases.count == 495)
    #expect(Set(cases.map(\.solver)) == [.bezierEasing2, .bezierEasing3, .firefox, .lottieCA, .motion, .legacyNewton8, .legacyNewton8Pop, .rive, .skia])
    for c in cases {
      let y = try c.solver.progress(of: c.curve, at: c.x)
      if Self.float32.contains(c.solver) {
        let expected = try #require(UInt32(c.bits, radix: 16))
        #expect(Double(Float(y)) == y || y.isNaN, "\(c.testDescription): \(y) is not a float")
        #expect(Float(y).bitPattern == expected, "\(c.testDescription): \(y), the original \(Float(bitPattern: expected))")
      } else {
        let expected = try #require(UInt64(c.bits, radix: 16))
        let original = Double(bitPattern: expected)
        if c.solver == .bezierEasing3 && c.x > 0 && c.x < 1 {
          // Inside (0, 1) its closed form goes through cbrt, acos and cos, which node's libm and
          // RealModule's round differently in the last bits.
          #expect(abs(y - original) <= Tolerance.bezierEasing3Libm, "\(c.testDescription): \(y), the original \(original)")
        } else {
          #expect(y.bitPattern == expected || (y.isNaN && original.isNaN), "\(c.testDescription): \(y), the original \(original)")
        }
      }
    }
  }

  /// The originals read rather than run (Kotlin, Dart, Java, Apple's documentation): their end
  /// rules as their sources write them, through the same path.
  @Test(arguments: [
    // Compose (both versions): `fraction > 0 && fraction < 1` else the fraction itself.
    (SolverID.compose, [-0.5, 0, 1, 1.5, 2], [-0.5, 0, 1, 1.5, 2]),
    (.composeLegacy, [-0.5, 0, 1, 1.5, 2], [-0.5, 0, 1, 1.5, 2]),
    // Flutter: t itself at 0 and 1 (#27406), the end values beyond (#185875).
    (.flutter, [-0.5, 0, 1, 1.5, 2], [0, 0, 1, 1, 1]),
    // Android's PathInterpolator: t ≤ 0 → 0, t ≥ 1 → 1.
    (.android, [-0.5, 0, 1, 1.5, 2], [0, 0, 1, 1, 1]),
    // Core Animation maps a time normalised to [0, 1]: clamped, the end points exactly.
    (.coreAnimation, [-0.5, 0, 1, 1.5, 2], [0, 0, 1, 1, 1]),
  ] as [(SolverID, [Double], [Double])])
  func readOriginalsAnswerTheirOwnEndRules(solver: SolverID, xs: [Double], ys: [Double]) throws {
    let easeIn = CubicTimingFunction.easeIn
    for (x, expected) in zip(xs, ys) {
      #expect(try solver.progress(of: easeIn, at: x) == expected, "\(solver) at \(x)")
    }
    if solver == .compose || solver == .composeLegacy || solver == .coreAnimation {
      #expect(try solver.progress(of: easeIn, at: .nan).isNaN, "\(solver) passes NaN on")
    }
  }

  /// The zoo's own solvers keep the project's rule (exactly 0 and 1 at the ends, Chromium's
  /// tangent lines beyond: `CubicTimingFunction.progress(at:)`).
  @Test(arguments: [SolverID.fastest, .fastestSequential, .reference, .browser, .closedForm, .gslBrent, .gslNewton, .gslCubic])
  func theZoosOwnSolversKeepTheProjectsRule(solver: SolverID) throws {
    for curve in [CubicTimingFunction.easeIn, try CubicTimingFunction(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)] {
      for x in [-0.5, 0, 1, 1.5, -Double.infinity, Double.infinity] {
        #expect(try solver.progress(of: curve, at: x) == curve.progress(at: x), "\(solver) \(curve) at \(x)")
      }
    }
  }

  /// What `eval` answers, line for line: compose passes 1.5 through, rive has no end return
  /// (its x = 1 on ease-in is the float 0.99999988, the same as just below 1: no step), and
  /// without a solver the project's tangent line holds.
  @Test func evalAnswersEachPortAsItsOriginal() throws {
    func y(_ line: String) throws -> Double {
      let answer = try #require(EvalDispatcher.respond(to: line))
      return try #require(try JSONParser.parse(answer)["y"]?.numberValue, "\(answer)")
    }
    #expect(try y(#"{"op":"timing","curve":"ease-in","x":1.5,"solver":"compose"}"#) == 1.5)
    #expect(try y(#"{"op":"timing","curve":"ease-in","x":1,"solver":"rive"}"#) == Double(Float(bitPattern: 0x3f7f_fffe)))
    #expect(try y(#"{"op":"timing","curve":"ease-in","x":0.9999999999999999,"solver":"rive"}"#) == Double(Float(bitPattern: 0x3f7f_fffe)))
    // Without a solver: the end tangent of ease-in, slope (0 − 1)/(0.42 − 1).
    #expect(try y(#"{"op":"timing","curve":"ease-in","x":1.5}"#) == 1 + (0 - 1) / (0.42 - 1) * 0.5)
    #expect(try y(#"{"op":"timing","curve":"ease-in","x":1.5,"solver":"legacy-newton8"}"#) == Double(bitPattern: 0x4029_5b65_fa46_0f29))
  }
}
