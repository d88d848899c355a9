import Eval
import Foundation
import Geometry
import JSON
import Specs
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// `eval`'s `match`: the library's shared-element models at a progress, bit for bit, the views
/// given as frames or as layers of their own trees; and the errors that name the field.
@Suite struct EvalMatchTests {
  static func answer(_ line: String) throws -> JSONValue {
    try JSONParser.parse(try #require(EvalDispatcher.respond(to: line)))
  }

  static func numbers(_ value: JSONValue?) -> [Double] {
    guard case .array(let items)? = value else { return [] }
    return items.compactMap { if case .number(let x, _) = $0 { x } else { nil } }
  }

  /// Every model and role: eval's frame and alpha are the spec track's, exactly, at progresses
  /// aimed at the thresholds (Material's 0.25, 0.6, 0.9) and beyond the ends.
  @Test(arguments: ["heroMatch", "containerTransform", "viewTransition", "zoom", "matchedGeometry"])
  func evalIsTheLibrary(model: String) throws {
    let (a, b) = (Rect(x: 16, y: 300, width: 358, height: 240), Rect(x: 0, y: 0, width: 390, height: 844))
    let built = try MatchSpec(model: model, from: "from", to: "to").model(
      ViewState(frame: a), ViewState(frame: b), at: .root)
    for p in [0, 0.1, 0.25, 0.5, 0.6, 0.9, 1, -0.1, 1.2] {
      let line = #"{"op":"match","model":"\#(model)","from":[16,300,358,240],"to":[0,0,390,844],"progress":\#(p)}"#
      let answer = try Self.answer(line)
      for role in built.roles {
        var state = role == .from ? ViewState(frame: a) : role == .to ? ViewState(frame: b) : ViewState(frame: .zero)
        let track = try SharedElementTrack(built, role: role)
        track.apply(progress: p, to: &state)
        let object = answer[role.rawValue]
        if track.properties.contains(.center) {
          let f = state.frame
          #expect(Self.numbers(object?["frame"]) == [f.minX, f.minY, f.width, f.height], "\(model) \(role) at \(p)")
        }
        if track.properties.contains(.alpha) {
          #expect(Self.numbers(.array([object?["alpha"] ?? .null])) == [state.alpha], "\(model) \(role) at \(p)")
        }
      }
    }
  }

  /// A view in its own tree is converted into the container first: the card at (20, 30) of a
  /// list scrolled by 120 (content (20, 150)) gives the View Transition's recipe card, whose group
  /// Chromium 156 draws at x = 93.5319 at t = 62.5 ms (progress 0.408511).
  @Test func aViewInItsOwnTreeIsConverted() throws {
    let line = #"""
      {"op":"match","model":"viewTransition","from":{"nodes":[{"bounds":[0,120,390,844],"position":[195,422]},{"bounds":[0,0,100,50],"position":[70,175],"parent":0}],"layer":1},"to":[200,150,300,120],"progress":0.408511}
      """#
    let group = Self.numbers(try Self.answer(line)["group"]?["frame"])
    #expect(group.count == 4 && abs(group[0] - 93.5319) < 1e-4 && abs(group[1] - 79.0213) < 1e-4, "\(group)")
  }

  static let bad: [(line: String, kind: String, words: String)] = [
    (#"{"op":"match","model":"morph","from":[0,0,1,1],"to":[0,0,2,2],"progress":0}"#, "invalidValue", "unknown model"),
    (#"{"op":"match","model":"zoom","from":[0,0,0,1],"to":[0,0,2,2],"progress":0}"#, "invalidValue", "has no area"),
    (#"{"op":"match","model":"zoom","from":[0,0,1,1],"to":[0,0,2,2],"progress":0,"fitMode":"width"}"#, "invalidValue", "not an option of the model zoom"),
    (#"{"op":"match","model":"zoom","from":[0,0,1,1],"to":[0,0,2,2]}"#, "missingField", "progress"),
    (#"{"op":"match","model":"zoom","from":[0,0,1,1],"to":[0,0,2,2],"progress":0,"cornerRadius":[1]}"#, "invalidValue", "two numbers"),
    (#"{"op":"match","model":"viewTransition","from":[0,0,1,1],"to":[0,0,2,2],"progress":1e308}"#, "domain", "leave the doubles"),
    (#"{"op":"match","model":"heroMatch","from":[-1e308,0,1,1],"to":[1e308,0,2,2],"progress":0}"#, "invalidValue", "must be finite"),
    (#"{"op":"match","model":"zoom","from":{"nodes":[{"bounds":[0,0,200,200],"position":[100,100],"transform":[1,0,0,0,0,0.17,0.98,-0.0196,0,-0.98,0.17,0.003,0,0,0,1]}],"layer":0},"to":[0,0,390,844],"progress":0.5}"#, "invalidValue", "behind the eye"),
  ]

  @Test(arguments: bad.indices)
  func aBadMatchIsATypedError(index: Int) throws {
    let (line, kind, words) = Self.bad[index]
    let answer = try Self.answer(line)
    #expect(answer["errorKind"]?.stringValue == kind, "\(answer)")
    #expect(answer["error"]?.stringValue?.contains(words) == true, "\(answer)")
  }
}
