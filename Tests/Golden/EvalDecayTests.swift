import Curves
import Eval
import JSON
import PropertyBased
import SpringPlatforms
import TestSupport
import Testing
import TransitionTesting

/// `eval`'s flick operations give the library's own answers bit for bit, for every law, and
/// their errors have the interface's kinds.
@Suite struct EvalDecayTests {
  /// Each law with the keys it needs and one value for each of its optional keys.
  static let laws: [(DecayLaw, String)] = [
    (.uikit, #""rate":0.99"#), (.android, #""density":2.625"#), (.flutterFriction, #""drag":0.2"#),
    (.flutterClamping, #""friction":0.02"#), (.flutterBouncing, #""min":-300,"max":300"#),
    (.composeExponential, #""frictionMultiplier":2"#), (.composeSpline, #""density":3"#),
    (.framerInertia, #""power":1,"timeConstant":0.5,"min":-400,"max":400"#),
    (.chromiumFling, #""ppi":96,"viewport":1080"#), (.chromiumLegacyFling, ""), (.reactSpring, #""decay":0.995"#),
  ]

  /// The answer, read by the project's correctly rounded JSON reader.
  static func answer(_ line: String) throws -> JSONValue {
    try JSONParser.parse(try #require(EvalDispatcher.respond(to: line)))
  }

  static func number(_ value: JSONValue?) -> Double? { value?.numberValue }

  @Test(arguments: laws.map(\.0.rawValue))
  func decayAnswersAsTheLibrary(law name: String) async throws {
    let (law, keys) = try #require(Self.laws.first { $0.0.rawValue == name })
    let velocity = zip(Gen.double(in: 10...8000), Gen.bool).map { s, negative in negative ? -s : s }
    await checkProperty(input: zip(velocity, Gen.double(in: 0...3), Gen.bool)) { v0, t, platform in
      var values: [String: Double] = [:]
      for pair in keys.split(separator: ",") {
        let parts = pair.split(separator: ":")
        values[String(parts[0].dropFirst().dropLast())] = Double(String(parts[1]))
      }
      let motion = try law.motion(from: 5, velocity: v0, parameters: values)
      let extra = keys.isEmpty ? "" : "," + keys
      let line = #"{"op":"decay","law":"\#(name)","from":5,"velocity":\#(v0),"t":\#(t),"platform":\#(platform)\#(extra)}"#
      let answer = try Self.answer(line)
      let sample = platform ? motion.platformSample(at: t) : motion.sample(at: t)
      #expect(Self.number(answer["position"]) == sample.position, "\(line) → \(answer)")
      #expect(Self.number(answer["velocity"]) == sample.velocity)
      #expect(Self.number(answer["destination"]) == (platform ? motion.platformDestination : motion.destination))
      let x = motion.position(at: t)
      let inverse = try Self.answer(
        #"{"op":"decay.inverse","law":"\#(name)","from":5,"velocity":\#(v0),"position":\#(x)\#(extra)}"#)
      if let expected = motion.time(toReach: x) {
        #expect(Self.number(inverse["t"]) == expected, "\(inverse)")
      } else {
        #expect(inverse["errorKind"]?.stringValue == "notInvertible", "\(inverse)")
      }
    }
  }

  @Test(arguments: [
    (#"{"op":"decay","law":"android","from":0,"velocity":1000,"t":0.1}"#, "missingField"),
    (#"{"op":"decay","from":0,"velocity":1000,"t":0.1}"#, "missingField"),
    (#"{"op":"decay","law":"uikit","from":0,"velocity":1000,"t":0.1,"density":3}"#, "invalidValue"),
    (#"{"op":"decay","law":"nope","from":0,"velocity":1000,"t":0.1}"#, "invalidValue"),
    (#"{"op":"decay","law":"uikit","from":0,"velocity":1000,"t":-1}"#, "domain"),
    (#"{"op":"decay","law":"uikit","from":0,"velocity":"nan","t":1}"#, "domain"),
    (#"{"op":"decay","law":"uikit","from":0,"velocity":1000,"t":1,"rate":1}"#, "domain"),
    (#"{"op":"decay","law":"android","from":0,"velocity":1000,"t":1,"density":0}"#, "domain"),
    (#"{"op":"decay.inverse","law":"uikit","from":0,"velocity":1000,"position":499.5}"#, "notInvertible"),
    (#"{"op":"decay.inverse","law":"uikit","from":0,"velocity":1000,"position":-1}"#, "notInvertible"),
    (#"{"op":"rubberBand","x":10,"dimension":0}"#, "domain"),
    (#"{"op":"rubberBand.inverse","value":960,"dimension":960}"#, "notInvertible"),
    (#"{"op":"rubberBand.inverse","value":"inf","dimension":960}"#, "domain"),
    (#"{"op":"project","velocity":1000,"rate":1.5,"formula":"exact"}"#, "domain"),
    (#"{"op":"project","velocity":1000}"#, "missingField"),
    (#"{"op":"project","velocity":1000,"formula":"guess"}"#, "invalidValue"),
  ])
  func errorsHaveTheirKinds(line: String, kind: String) throws {
    let answer = try Self.answer(line)
    #expect(answer["errorKind"]?.stringValue == kind, "\(line) → \(answer)")
  }

  /// The rubber band and the projections through eval are the library's.
  @Test func rubberBandAndProjectionAreTheLibrarys() throws {
    let band = try RubberBand(dimension: 844, coefficient: 0.4)
    let value = try Self.answer(#"{"op":"rubberBand","x":-120,"dimension":844,"coefficient":0.4}"#)["value"]
    #expect(Self.number(value) == band.offset(forDrag: -120))
    let x = try Self.answer(#"{"op":"rubberBand.inverse","value":33,"dimension":844,"coefficient":0.4}"#)["x"]
    #expect(Self.number(x) == (try band.drag(forOffset: 33)))
    for formula in DecayProjection.allCases {
      let d = try Self.answer(#"{"op":"project","velocity":-1500,"rate":0.99,"formula":"\#(formula.rawValue)"}"#)
      #expect(Self.number(d["distance"]) == (try formula.distance(velocity: -1500, rate: 0.99)))
    }
  }
}
