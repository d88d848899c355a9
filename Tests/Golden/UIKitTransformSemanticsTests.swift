import Curves
import Foundation
import Geometry
import JSON
import Testing
import TestSupport
import TransitionTesting
import Specs
import Transitions

/// A spec's view keeps UIKit's meaning: `center` is `UIView.center`, never moved by the
/// transform; the transform, translation included, applies about the centre; the frame is the
/// bounding box (spec version 2).
@Suite struct UIKitTransformSemanticsTests {
  /// A card declared 375 pt to the right by its transform, slid home by a transform track.
  static func offscreenCard(version: Int, from: String = "") -> String {
    """
    {"specVersion": \(version), "name": "slideIn", "operation": "push",
     "views": [{"name": "card", "frame": [0, 0, 375, 200], "transform": {"translate": [375, 0]}}],
     "phases": [{"duration": 0.5}],
     "tracks": [{"view": "card", "property": "transform", \(from)"to": {"translate": [0, 0]}}]}
    """
  }

  /// The defect of version 1: the translation was folded into the centre, so this track ran
  /// identity → identity and the card never moved (and `check` passed).
  @Test func aTransformTrackToIdentityMovesTheViewHome() throws {
    let slide = try TransitionSpec.read(json: Self.offscreenCard(version: 2)).transition()
    let card = try #require(slide.view(named: "card"))
    let start = slide.scene(at: 0)[card], end = slide.scene(at: 0.5)[card]
    #expect(start.frame == Rect(x: 375, y: 0, width: 375, height: 200))
    #expect(end.frame == Rect(x: 0, y: 0, width: 375, height: 200))
    // UIKit's center never moves with the transform; tx carries the translation.
    #expect(start.center == Point(x: 187.5, y: 100) && end.center == Point(x: 187.5, y: 100))
    #expect(start.transform.tx == 375 && end.transform.tx == 0)
    let report = try TransitionCheck.check(TransitionSpec.read(json: Self.offscreenCard(version: 2)))
    #expect(report.passed)
  }

  /// Repeating the start transform as the track's `from` means the same start, not twice it
  /// (version 1 drew the card at x = 750).
  @Test func repeatingTheStartTransformAsFromDoesNotDoubleIt() throws {
    let text = Self.offscreenCard(version: 2, from: #""from": {"translate": [375, 0]}, "#)
    let slide = try TransitionSpec.read(json: text).transition()
    let card = try #require(slide.view(named: "card"))
    #expect(slide.scene(at: 0)[card].frame.origin.x == 375)
    #expect(slide.scene(at: 0.5)[card].frame.origin.x == 0)
  }

  /// A version 1 file whose views have a translated transform is refused, at that transform,
  /// with what to do; without one it means the same in both versions and is read as is.
  @Test func aVersion1FileWithATranslatedTransformIsRefusedWithWhatToDo() throws {
    #expect {
      _ = try TransitionSpec.read(json: Self.offscreenCard(version: 1))
    } throws: { error in
      let text = "\(error)"
      return text.contains("views[0].transform") && text.contains("\"specVersion\": 2") && text.contains("center")
    }
    let unmoved = Self.offscreenCard(version: 1).replacingOccurrences(of: #""transform": {"translate": [375, 0]}"#, with: #""transform": {"scale": 0.5}"#)
    let v1 = try TransitionSpec.read(json: unmoved).transition()
    let v2 = try TransitionSpec.read(json: unmoved.replacingOccurrences(of: #""specVersion": 1"#, with: #""specVersion": 2"#)).transition()
    #expect(Trace(v1, fps: 60).frames == Trace(v2, fps: 60).frames)
  }

  /// Nested: a child of a scaled, translated parent with its own rotation and translation. Its
  /// centre is its position converted through the parent; centre + (tx, ty) is where the layer
  /// tree draws its bounds' centre; its frame is the tree's bounding box of its bounds.
  @Test func aNestedViewsCentreIsItsPositionThroughItsParent() throws {
    let text = """
      {"specVersion": 2, "name": "nest", "operation": "push",
       "views": [
         {"name": "parent", "frame": [40, 100, 200, 300], "transform": {"scale": 2, "translate": [10, -20]}},
         {"name": "child", "parent": "parent", "bounds": [0, 0, 50, 40], "center": [60, 70],
          "transform": {"rotate": 0.5, "translate": [7, 3]}}],
       "phases": [{"duration": 0.5}],
       "tracks": [{"view": "child", "property": "alpha", "to": 0}]}
      """
    let nest = try TransitionSpec.read(json: text).transition()
    let child = nest.startScene[try #require(nest.view(named: "child"))]
    var tree = LayerTree()
    let parent = tree.add(Layer(
      bounds: Rect(x: 0, y: 0, width: 200, height: 300), position: Point(x: 140, y: 250),
      transform: AffineTransform(translationX: 10, y: -20).scaledBy(x: 2, y: 2)))
    let layer = tree.add(
      Layer(bounds: Rect(x: 0, y: 0, width: 50, height: 40), position: Point(x: 60, y: 70),
            transform: AffineTransform(translationX: 7, y: 3).rotated(by: 0.5)),
      parent: parent)
    let center = try tree.convert(Point(x: 60, y: 70), from: parent, to: nil)
    let drawn = try tree.convert(Point(x: 25, y: 20), from: layer, to: nil)
    let frame = try tree.convert(Rect(x: 0, y: 0, width: 50, height: 40), from: layer, to: nil)
    #expect(abs(child.center.x - center.x) <= Tolerance.specStartGeometry && abs(child.center.y - center.y) <= Tolerance.specStartGeometry)
    #expect(abs(child.center.x + child.transform.tx - drawn.x) <= Tolerance.specStartGeometry && abs(child.center.y + child.transform.ty - drawn.y) <= Tolerance.specStartGeometry)
    for (a, b) in [(child.frame.minX, frame.minX), (child.frame.minY, frame.minY), (child.frame.width, frame.width), (child.frame.height, frame.height)] {
      #expect(abs(a - b) <= Tolerance.specStartGeometry, "\(child.frame) vs \(frame)")
    }
  }

  /// Actions set any animatable property: a completion block's `fromView.transform = .identity`
  /// at the end, and a cancel that puts a moved snapshot back and rounds its corners again. The
  /// spec that `spec` writes back builds the same transition.
  @Test func actionsSetAnyAnimatableProperty() throws {
    let text = """
      {"specVersion": 2, "name": "reset", "operation": "push",
       "views": [{"name": "from", "frame": [0, 0, 390, 844]}, {"name": "snapshot", "frame": [20, 100, 100, 100], "cornerRadius": 8}],
       "phases": [{"duration": 0.5}],
       "tracks": [{"view": "from", "property": "transform", "to": {"scale": 0.9}},
                  {"view": "snapshot", "property": "cornerRadius", "to": 0}],
       "actions": [{"view": "from", "at": 0.5, "transform": [1, 0, 0, 1, 0, 0]},
                   {"view": "snapshot", "at": 0.5, "center": [300, 700]},
                   {"view": "snapshot", "at": 0.5, "size": [40, 40]},
                   {"view": "snapshot", "at": 0.5, "shadowOpacity": 0.3},
                   {"view": "snapshot", "at": 0.5, "tint": 1}],
       "cancelActions": [{"view": "snapshot", "cornerRadius": 8}],
       "discontinuities": [
         {"view": "from", "property": "transform", "at": 0.5, "reason": "the completion resets it"},
         {"view": "snapshot", "property": "center", "at": 0.5, "reason": "handed to its final place"},
         {"view": "snapshot", "property": "size", "at": 0.5, "reason": "handed to its final place"},
         {"view": "snapshot", "property": "shadowOpacity", "at": 0.5, "reason": "the final look"},
         {"view": "snapshot", "property": "tint", "at": 0.5, "reason": "the final look"}]}
      """
    let spec = try TransitionSpec.read(json: text)
    let reset = try spec.transition()
    let from = try #require(reset.view(named: "from")), snapshot = try #require(reset.view(named: "snapshot"))
    #expect(reset.scene(at: 0.4999)[from].transform != .identity)
    let end = reset.scene(at: 0.5)
    #expect(end[from].transform == .identity)
    #expect(end[snapshot].center == Point(x: 300, y: 700) && end[snapshot].size == Size(width: 40, height: 40))
    #expect(end[snapshot].shadowOpacity == 0.3 && end[snapshot].tint == 1 && end[snapshot].cornerRadius == 0)
    #expect(reset.cancelActions.map(\.property) == [.cornerRadius])
    #expect(try TransitionCheck.check(spec).passed)
    let written = try TransitionSpec(describing: reset)
    #expect(Trace(try written.transition(), fps: 60) == Trace(reset, fps: 60))
    #expect(written.actions?.count == 5 && written.cancelActions?.first?.cornerRadius == 8)
  }
}

/// An interactive script can carry its own completion curve and speed (a release that completes
/// faster than the spec's default, as a fling does).
@Suite struct ScriptCompletionTests {
  static func spec(scriptSpeed: String) -> String {
    """
    {"specVersion": 2, "name": "swipe", "operation": "pop",
     "views": [{"name": "card", "frame": [0, 0, 390, 844]}],
     "phases": [{"duration": 0.5, "timing": "linear"}],
     "tracks": [{"view": "card", "property": "center", "to": [585, 422]}],
     "interactive": {"completionSpeed": 1, "scripts": [
       {"name": "fling", \(scriptSpeed)"events": [{"at": 0, "update": 0}, {"at": 0.1, "update": 0.4}, {"at": 0.2, "finish": true}]}]}}
    """
  }

  /// UIKit's finish from p = 0.4 lasts (1 − p)·D/speed after the release at 0.2 s, and the
  /// replay judges the end state when it ends: at 0.2 + 0.3 s with the spec's speed 1, at
  /// 0.2 + 0.15 s with the script's own 2 (and its own curve).
  @Test func aScriptsSpeedOverridesTheSpecs() throws {
    let own = try TransitionCheck.check(TransitionSpec.read(json: Self.spec(scriptSpeed: #""completionSpeed": 2, "completionCurve": "easeOut", "#)))
    let inherited = try TransitionCheck.check(TransitionSpec.read(json: Self.spec(scriptSpeed: "")))
    #expect(own.scripts.count == 1 && inherited.scripts.count == 1)
    #expect(own.scripts[0].completion.duration == 0.6 * 0.5 / 2 && own.scripts[0].completion.curve == "\(CubicTimingFunction.easeOut)")
    #expect(inherited.scripts[0].completion.duration == 0.6 * 0.5 / 1)
    #expect(own.scripts[0].endState.deviation.time == 0.2 + 0.6 * 0.5 / 2, "\(own.scripts[0].endState)")
    #expect(inherited.scripts[0].endState.deviation.time == 0.2 + 0.6 * 0.5 / 1, "\(inherited.scripts[0].endState)")
    #expect(own.passed && inherited.passed)
  }

  @Test func aScriptsSpeedIsValidatedAtItsPath() {
    #expect {
      _ = try TransitionSpec.read(json: Self.spec(scriptSpeed: #""completionSpeed": 0, "#))
    } throws: { error in
      "\(error)".contains("interactive.scripts[0].completionSpeed")
    }
    #expect {
      _ = try TransitionSpec.read(json: Self.spec(scriptSpeed: #""completionCurve": "bouncy", "#))
    } throws: { error in
      "\(error)".contains("interactive.scripts[0].completionCurve")
    }
  }
}
