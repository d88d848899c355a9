import Curves
import Eval
import JSON
import Testing
import Specs
import Transitions

/// Each notation is read once, by the library, and means the same wherever it is accepted: every
/// timing-curve text and every keyed spring parameter set goes through a spec file and through
/// `eval`, and both give the same curve or spring (the same numbers, bit for bit) or both refuse.
@Suite struct NotationTests {
  /// A one-view, one-phase spec whose phase is timed by `timing` (a JSON value).
  static func spec(timing: String) -> String {
    """
    {"specVersion": 1, "name": "notation", "operation": "push",
     "views": [{"name": "v", "frame": [0, 0, 100, 100]}],
     "phases": [{"name": "p", "duration": 1, "timing": \(timing)}],
     "tracks": [{"view": "v", "phase": "p", "property": "alpha", "from": 0, "to": 1}]}
    """
  }

  /// The phase's progress at `t`, or nil when the spec is refused.
  static func specProgress(timing: String, at t: Double) -> Double? {
    guard let transition = try? TransitionSpec.read(json: spec(timing: timing)).transition() else { return nil }
    return transition.phases[0].progress(at: t)
  }

  /// `eval`'s answer to `line`: the number under `key`, or nil for an error answer. (Read with
  /// the project's parser, which rounds correctly; Foundation's may not, by an ulp.)
  static func evalNumber(_ line: String, _ key: String) throws -> Double? {
    let answer = try JSONParser.parse(try #require(EvalDispatcher.respond(to: line)))
    if answer["error"] != nil { return nil }
    return try #require(answer[key]?.numberValue, "\(answer)")
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String { JSONValue.string(text).serialized }

  static let curveTexts: [String] =
    CubicTimingFunction.presetsByName.map(\.name) + [
      "cubic-bezier(0.4, 0, 0.2, 1)", "cubic-bezier(0.4,0,0.2,1)", "  ease-in-out ", "cubic-bezier( 0.3 , -0.6 , 0.7 , 1.6 )",
      // Refused by both: out of range, not a curve, the wrong count, a misspelt preset.
      "cubic-bezier(1.2, 0, 0.2, 1)", "bogus", "cubic-bezier(0.4, 0, 0.2)", "easeinout", "",
    ]

  @Test(arguments: curveTexts)
  func aCurveTextMeansTheSameInASpecAndInEval(_ text: String) throws {
    for x in [0.1, 0.25, 0.5, 0.9] {
      let inSpec = Self.specProgress(timing: Self.quoted(text), at: x)
      let inEval = try Self.evalNumber(#"{"op":"timing","curve":\#(Self.quoted(text)),"x":\#(x)}"#, "y")
      #expect(inSpec == inEval, "\(text) at x = \(x): spec \(String(describing: inSpec)), eval \(String(describing: inEval))")
      let parsed = try? CubicTimingFunction(parsing: text)
      #expect(inEval == parsed?.progress(at: x), "\(text): eval must read the library's notation")
    }
  }

  /// A list of curves (`--curves`) is split at the commas outside parentheses, each entry read
  /// by the one reader and named by its text.
  @Test func aCurveListIsSplitOutsideParentheses() throws {
    let list = try CubicTimingFunction.list(parsing: " ease ,cubic-bezier(0.4, 0, 0.2, 1),linear")
    #expect(list.map(\.name) == ["ease", "cubic-bezier(0.4, 0, 0.2, 1)", "linear"])
    #expect(list.map(\.curve) == [.default, .standard, .linear])
    #expect(throws: CurveError.self) { try CubicTimingFunction.list(parsing: "ease,,linear") }
  }

  /// Every keyed set, with and without each optional or foreign key.
  static let springSets: [String] = [
    #""stiffness": 170, "damping": 26"#,
    #""mass": 2, "stiffness": 170, "damping": 26"#,
    #""stiffness": 170, "damping": 26, "initialVelocity": 3"#,
    #""stiffness": 170, "damping": 26, "dampingRatio": 0.5"#,
    #""stiffness": 170"#,
    #""response": 0.55, "dampingRatio": 0.825"#,
    #""response": 0.55, "dampingRatio": 0.825, "mass": 3"#,
    #""response": 0.55"#,
    #""duration": 0.5, "bounce": 0.3"#,
    #""duration": 0.5, "bounce": -0.3, "initialVelocity": -1"#,
    #""duration": 0.5, "bounce": 0.3, "mass": 2"#,
    #""duration": 0.5, "bounce": 0.3, "dampingRatio": 0.5"#,
    #""bounce": 0.3"#,
    #""uikitDuration": 0.5, "dampingRatio": 0.8"#,
    #""uikitDuration": 0.5, "dampingRatio": 0.8, "mass": 2"#,
    #""uikitDuration": 0.5, "dampingRatio": 0.8, "initialVelocity": 2"#,
    #""uikitDuration": 0.5"#,
    #""uikitDuration": 0.5, "dampingRatio": 0.8, "stiffness": 100"#,
    #""mass": 0, "stiffness": 170, "damping": 26"#,
    #""response": -1, "dampingRatio": 0.8"#,
    #""mass": 1"#,
    "",
  ]

  @Test(arguments: springSets)
  func aSpringSetMeansTheSameInASpecAndInEval(_ keys: String) throws {
    for t in [0.05, 0.2, 0.45] {
      let inSpec = Self.specProgress(timing: #"{"spring": {\#(keys)}}"#, at: t)
      let separator = keys.isEmpty ? "" : ","
      let inEval = try Self.evalNumber(#"{"op":"spring",\#(keys)\#(separator)"from":0,"to":1,"t":\#(t)}"#, "value")
      #expect(inSpec == inEval, "{\(keys)} at t = \(t): spec \(String(describing: inSpec)), eval \(String(describing: inEval))")
    }
  }

  /// The library's reader decides the set and the refusals: the spec and eval only report them.
  @Test func theReaderChoosesExactlyOneSet() throws {
    #expect(try SpringParameterSet.read(["stiffness": 100, "damping": 10]).set == .massStiffnessDamping)
    #expect(try SpringParameterSet.read(["uikitDuration": 0.5, "dampingRatio": 0.8, "mass": 2]).spring.mass == 2)
    #expect(throws: SpringParameterSetError.noSet) { try SpringParameterSet.read(["mass": 1]) }
    #expect(throws: SpringParameterSetError.severalSets([.massStiffnessDamping, .uikit])) {
      try SpringParameterSet.read(["stiffness": 1, "damping": 1, "uikitDuration": 1, "dampingRatio": 1])
    }
    #expect(throws: SpringParameterSetError.missing(key: "dampingRatio", set: .responseDampingRatio)) {
      try SpringParameterSet.read(["response": 1])
    }
    #expect(throws: SpringParameterSetError.foreign(key: "mass", set: .durationBounce)) {
      try SpringParameterSet.read(["duration": 0.5, "bounce": 0, "mass": 2])
    }
    #expect(throws: SpringParameterSetError.foreign(key: "dampingRatio", set: .massStiffnessDamping)) {
      try SpringParameterSet.read(["stiffness": 1, "damping": 1, "dampingRatio": 0.5])
    }
    #expect(throws: SpringParameterSetError.invalid(.nonFinite(parameter: "initialVelocity", value: .infinity))) {
      try SpringParameterSet.read(["stiffness": 1, "damping": 1, "initialVelocity": .infinity])
    }
  }
}
