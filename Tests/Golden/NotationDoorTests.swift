import Curves
import Eval
import Foundation
import Geometry
import JSON
import Specs
import SpringPlatforms
import Testing
import Transitions

/// Every notation of a curve, a spring and a transform, through every door that takes one (a
/// spec file, an `eval` line, a command-line flag), held equal: each notation of a row names
/// the same value, and each door reads it as the others do (issue 40 §3).
@Suite struct NotationDoorTests {
  /// Progress fractions sampled through each door.
  static let xs = [0, 1e-9, 0.1, 0.25, 0.5, 0.75, 0.9, 1 - 1e-9, 1]

  // MARK: Doors

  /// The spec door: a one-phase spec whose phase's `"timing"` is `timing` (a JSON value as
  /// written), its phase's progress at each x·D.
  static func specProgress(timing: String, duration: Double = 1) throws -> [Double] {
    let spec = try TransitionSpec.read(
      json: """
        {"specVersion": 2, "name": "door", "operation": "push",
         "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": [50, 50]}],
         "phases": [{"duration": \(duration), "timing": \(timing)}],
         "tracks": [{"view": "card", "property": "alpha", "from": 0, "to": 1}]}
        """)
    let phase = try #require(try spec.transition().phases.first)
    return xs.map { phase.progress(at: $0 * duration) }
  }

  /// The `eval` door: one line, its answer's `key` (a number).
  static func eval(_ line: String, _ key: String) throws -> Double {
    let answer = try #require(EvalDispatcher.respond(to: line))
    let value = try JSONParser.parse(answer)
    guard case .object(let members) = value, let number = members.first(where: { $0.key == key })?.value.numberValue
    else {
      Issue.record("no \(key) in \(answer)")
      return .nan
    }
    return number
  }

  /// The `eval` door's error for `line`, or nil when it answers.
  static func evalError(_ line: String) throws -> String? {
    let answer = try #require(EvalDispatcher.respond(to: line))
    guard case .object(let members) = try JSONParser.parse(answer) else { return nil }
    return members.first { $0.key == "error" }?.value.stringValue
  }

  // MARK: Curves

  /// The curve (0.42, 0, 1, 1) written six ways, as JSON values.
  static let easeInNotations = [
    #""easeIn""#, #""ease-in""#, #""cubic-bezier(0.42, 0, 1, 1)""#, #""cubic-bezier(0.42,0,1,1)""#, "[0.42, 0, 1, 1]",
    #""[0.42, 0, 1, 1]""#,
  ]

  /// Each notation of ease-in gives the same progress through a spec phase and through `eval`'s
  /// `timing`, bit for bit, and the same as the curve built from its numbers.
  @Test(arguments: easeInNotations)
  func aCurveReadsAlikeInASpecAndInEval(notation: String) throws {
    let curve = try CubicTimingFunction(x1: 0.42, y1: 0, x2: 1, y2: 1)
    let expected = Self.xs.map { curve.progress(at: $0) }
    #expect(try Self.specProgress(timing: notation) == expected, "spec: \(notation)")
    let evaluated = try Self.xs.map { x in try Self.eval(#"{"op": "timing", "curve": \#(notation), "x": \#(x)}"#, "y") }
    #expect(evaluated == expected, "eval: \(notation)")
  }

  /// Material's emphasized path, by its token name and as `path(…)`, gives the same progress
  /// through a spec phase and through `eval`'s `timing`, bit for bit, and the same as the
  /// ``PathEasing`` the library names.
  @Test(arguments: [
    #""m3-emphasized""#,
    #""path(M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1)""#,
  ])
  func aPathEasingReadsAlikeInASpecAndInEval(notation: String) throws {
    let expected = Self.xs.map { MaterialMotionTokens.emphasized.progress(at: $0) }
    #expect(try Self.specProgress(timing: notation) == expected, "spec: \(notation)")
    let evaluated = try Self.xs.map { x in try Self.eval(#"{"op": "timing", "curve": \#(notation), "x": \#(x)}"#, "y") }
    #expect(evaluated == expected, "eval: \(notation)")
  }

  /// CSS's `linear` keyword is the identity, exactly, at every door: 0.3 at x = 0.3 (not the
  /// cubic's 0.29999999999999993), as `linear(0, 1)` and `[0, 0, 1, 1]` answer.
  @Test(arguments: [
    #""linear""#, #""linear(0, 1)""#, "[0, 0, 1, 1]", #""cubic-bezier(0, 0, 1, 1)""#, "[0.25, 0.25, 0.75, 0.75]",
  ])
  func theLinearKeywordIsTheIdentityAtEveryDoor(notation: String) throws {
    #expect(try Self.eval(#"{"op": "timing", "curve": \#(notation), "x": 0.3}"#, "y") == 0.3)
    #expect(try Self.specProgress(timing: notation) == Self.xs)
  }

  /// CSS's step and linear() functions read alike in a spec phase and in `eval`.
  @Test(arguments: [#""steps(4, jump-both)""#, #""step-start""#, #""linear(0, 1.2 60%, 0.9 80%, 1)""#])
  func cssEasingsReadAlikeInASpecAndInEval(notation: String) throws {
    let text = try #require(try JSONParser.parse(notation).stringValue)
    let easing = try EasingFunction(parsing: text)
    let spec = try Self.specProgress(timing: notation)
    // A spec phase sets the before flag only before it starts (never at x ≥ 0 here).
    #expect(spec == Self.xs.map { easing.progress(at: $0) }, "spec: \(notation)")
    let evaluated = try Self.xs.map { x in try Self.eval(#"{"op": "timing", "curve": \#(notation), "x": \#(x)}"#, "y") }
    #expect(evaluated == spec, "eval: \(notation)")
  }

  /// The command-line door: `--curves` reads each notation as the spec and `eval` do (the one
  /// list reader, `EasingFunction.list(parsing:)`, which `solvers` and `conform` call), and the
  /// built tool measures the array form and the preset as the same curve.
  @Test func curveFlagsTakeTheSameNotations() throws {
    let listed = try EasingFunction.list(parsing: "easeIn, ease-in, cubic-bezier(0.42, 0, 1, 1), [0.42, 0, 1, 1]")
    #expect(listed.map(\.name) == ["easeIn", "ease-in", "cubic-bezier(0.42, 0, 1, 1)", "[0.42, 0, 1, 1]"])
    #expect(Set(listed.map(\.easing)).count == 1)
    let run = try BenchTool.run([
      "solvers", "--curves", "[0.42, 0, 1, 1], ease-in", "--solvers", "browser", "--quick", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    guard case .array(let rows) = try JSONParser.parse(run.stdout) else {
      Issue.record("not an array: \(run.stdout)"); return
    }
    func browser(_ curve: String) -> [Double?] {
      let row = rows.first { row in
        guard case .object(let m) = row else { return false }
        return m.first { $0.key == "curve" }?.value.stringValue == curve
          && m.first { $0.key == "solver" }?.value.stringValue == "browser"
      }
      guard case .object(let m)? = row else { return [] }
      return ["maxAbsErr", "meanAbsErr", "meanIterations"].map { key in m.first { $0.key == key }?.value.numberValue }
    }
    #expect(!browser("ease-in").isEmpty && browser("[0.42, 0, 1, 1]") == browser("ease-in"))
  }

  // MARK: Springs

  /// One spring per row, written as platform text and as the spec's and `eval`'s keyed set.
  static let springRows: [(text: String, keyed: String, keyedEval: String)] = [
    (
      "swiftui:response=0.5,dampingRatio=0.8", #"{"response": 0.5, "dampingRatio": 0.8}"#,
      #""response": 0.5, "dampingRatio": 0.8"#
    ),
    (
      "swiftui:response=0.5,dampingFraction=0.8", #"{"response": 0.5, "dampingRatio": 0.8}"#,
      #""response": 0.5, "dampingRatio": 0.8"#
    ),
    (
      "ca:mass=1,stiffness=300,damping=12", #"{"mass": 1, "stiffness": 300, "damping": 12}"#,
      #""mass": 1, "stiffness": 300, "damping": 12"#
    ),
  ]

  /// A spring written as a platform's text reads alike in a spec phase (`{"spring": "…"}`) and
  /// in `eval` (`"spring": "…"`), and as its keyed set in each.
  @Test(arguments: springRows.indices)
  func aSpringReadsAlikeInASpecAndInEval(row: Int) throws {
    let (text, keyed, keyedEval) = Self.springRows[row]
    let duration = 2.0
    let fromText = try Self.specProgress(timing: #"{"spring": "\#(text)"}"#, duration: duration)
    let fromKeys = try Self.specProgress(timing: #"{"spring": \#(keyed)}"#, duration: duration)
    #expect(fromText == fromKeys, "\(text)")
    // eval's spring from 0 to 1 is progress; the phase equals 1 from its nominal end on.
    for (x, progress) in zip(Self.xs, fromText) where x < 1 {
      let t = x * duration
      #expect(
        try Self.eval(#"{"op": "spring", "spring": "\#(text)", "from": 0, "to": 1, "t": \#(t)}"#, "value") == progress,
        "\(text) at \(t)")
      #expect(
        try Self.eval(#"{"op": "spring", \#(keyedEval), "from": 0, "to": 1, "t": \#(t)}"#, "value") == progress,
        "\(keyed) at \(t)")
    }
  }

  /// The command-line door: `springs` reads SwiftUI's `dampingFraction` as its damping ratio
  /// (the same spring, every figure equal).
  @Test func springArgumentsTakeTheSameNotations() throws {
    func figures(_ text: String) throws -> JSONValue? {
      let run = try BenchTool.run(["springs", text, "--format", "json"])
      #expect(run.status == 0, "\(run.stderr)")
      guard case .array(let rows) = try JSONParser.parse(run.stdout), case .object(let members)? = rows.first else {
        return nil
      }
      return .object(members.filter { $0.key != "spec" && $0.key != "parameters" })
    }
    let fraction = try figures("swiftui:response=0.5,dampingFraction=0.8")
    let ratio = try figures("swiftui:response=0.5,dampingRatio=0.8")
    #expect(fraction != nil && fraction == ratio)
  }

  // MARK: Transforms

  /// One affine transform per row, as CSS text, with its matrix where it is exact by hand.
  static let transformRows: [(css: String, matrix: Geometry.AffineTransform?)] = [
    ("translate(10px, 20px)", Geometry.AffineTransform(translationX: 10, y: 20)),
    ("scale(2, 0.5)", Geometry.AffineTransform(scaleX: 2, y: 0.5)),
    ("matrix(1, 0.5, -0.25, 2, 7, -3)", Geometry.AffineTransform(a: 1, b: 0.5, c: -0.25, d: 2, tx: 7, ty: -3)),
    ("translate(10px, 20px) rotate(30deg)", nil),
  ]

  /// A view's transform in a spec and `eval`'s `apply.point` take CSS transform text and the
  /// matrix array `[a, b, c, d, tx, ty]` alike: the spec's view starts with the same matrix, and
  /// `eval` moves a point to the same place through either notation.
  @Test(arguments: transformRows.indices)
  func aTransformReadsAlikeInASpecAndInEval(row: Int) throws {
    let (css, exact) = Self.transformRows[row]
    let matrix = try GeometryNotation.affine(css: css)
    if let exact { #expect(matrix == exact, "\(css)") }
    let array =
      "[\([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].map { "\($0)" }.joined(separator: ", "))]"
    func specTransform(_ value: String) throws -> Geometry.AffineTransform {
      let spec = try TransitionSpec.read(
        json: """
          {"specVersion": 2, "name": "door", "operation": "push",
           "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": [50, 50], "transform": \(value)}],
           "phases": [{"duration": 1}],
           "tracks": [{"view": "card", "property": "alpha", "from": 0, "to": 1}]}
          """)
      return try #require(try spec.transition().startScene.views.first).transform
    }
    #expect(try specTransform("\"\(css)\"") == matrix, "\(css)")
    #expect(try specTransform(array) == matrix, "\(css)")
    for key in ["x", "y"] {
      let viaText = try Self.eval(#"{"op": "apply.point", "t": "\#(css)", "point": [3, -4]}"#, "result", component: key)
      let viaArray = try Self.eval(
        #"{"op": "apply.point", "t": \#(array), "point": [3, -4]}"#, "result", component: key)
      #expect(viaText == viaArray, "\(css) \(key)")
    }
  }

  /// `eval` has no reference box, so a percentage is an error that says so, never a guess; a 3D
  /// function is refused where an affine transform is taken and read where a 3D one is.
  @Test func evalsTransformTextRefusesWhatItCannotMean() throws {
    let percent = try Self.evalError(#"{"op": "apply.point", "t": "translate(50%, 0)", "point": [0, 0]}"#)
    #expect(percent?.contains("reference box") == true, "\(percent ?? "answered")")
    let threeD = try Self.evalError(#"{"op": "apply.point", "t": "rotateX(30deg)", "point": [0, 0]}"#)
    #expect(threeD?.contains("3D") == true, "\(threeD ?? "answered")")
    #expect(try Self.evalError(#"{"op": "transform3d.invert", "t": "rotateX(30deg)"}"#) == nil)
  }

  /// The answer's `key`, an array, at `component` ("x" → 0, "y" → 1).
  static func eval(_ line: String, _ key: String, component: String) throws -> Double {
    let answer = try #require(EvalDispatcher.respond(to: line))
    guard case .object(let members) = try JSONParser.parse(answer),
      case .array(let items)? = members.first(where: { $0.key == key })?.value
    else {
      Issue.record("no \(key) in \(answer)")
      return .nan
    }
    return items[component == "x" ? 0 : 1].numberValue ?? .nan
  }
}
