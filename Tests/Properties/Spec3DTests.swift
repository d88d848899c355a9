import Foundation
import Geometry
import JSON
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Specs
import Transitions

/// Spec files in 3D: every notation builds the transform it names, CSS text and 3D parts turn
/// function by function, and a transition with depth written as a spec reads back frame for frame.
@Suite struct Spec3DTests {
  static let flip = """
    {"specVersion": 2, "name": "flip", "operation": "present", "sublayerTransform": "perspective(1000px)",
     "views": [{"name": "front", "frame": [0, 0, 390, 844], "doubleSided": false},
               {"name": "back", "frame": [0, 0, 390, 844], "doubleSided": false, "transform": "rotateY(180deg)", "zPosition": 1},
               {"name": "plate", "frame": [0, 0, 10, 10]}],
     "phases": [{"duration": 0.5, "timing": "easeInEaseOut"}],
     "tracks": [{"view": "front", "property": "transform", "to": "rotateY(-180deg)"},
                {"view": "back", "property": "transform", "to": {"rotate3d": [0, 1, 0, 0]}},
                {"view": "back", "property": "zPosition", "to": 0},
                {"view": "plate", "property": "transform", "phase": 0, "from": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                 "to": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], "interpolation": "chromium"}]}
    """

  @Test func aHandWrittenFlipBuildsWhatItSays() throws {
    let t = try TransitionSpec.read(json: Self.flip).transition()
    #expect(t.hasDepth)
    #expect(t.container?.sublayerTransform == Transform3D(cssPerspective: 1000))
    let y = Vector3D(x: 0, y: 1, z: 0)
    // `none` → rotateY(−180°), function by function: a quarter of the way it has turned −45°.
    guard case .transform3D(let front) = t.tracks[0].value, let lists = front.lists else { Issue.record("\(t.tracks[0].value)"); return }
    #expect(lists.from == TransformList([]) && lists.to == TransformList([.rotate(axis: y, angle: -.pi)]))
    let quarter = Transform3D(rotationAngle: -.pi / 4, x: 0, y: 1, z: 0)
    expectApproximatelyEqual(front.transform(at: 0.25), quarter, tolerance: .rotation3D)
    // The back starts turned half way round (its declared list), and single-sided.
    #expect(t.initialViews[1].transform3D == TransformList([.rotate(axis: y, angle: .pi)]).matrix)
    #expect(!t.initialViews[1].isDoubleSided && t.initialViews[1].zPosition == 1)
    guard case .transform3D(let back) = t.tracks[1].value else { Issue.record("\(t.tracks[1].value)"); return }
    #expect(back.lists?.from == TransformList([.rotate(axis: y, angle: .pi)]))
    // Sixteen numbers with a named policy are a matrix track under that policy.
    guard case .transform3D(let matrices) = t.tracks[3].value else { Issue.record("\(t.tracks[3].value)"); return }
    #expect(matrices.lists == nil && matrices.policy == .chromium)
    // At the start only the front shows; at the end only the back.
    let start = t.scene(at: 0), end = t.scene(at: 0.5)
    #expect(!t.projection(of: start.views[0]).isHidden && t.projection(of: start.views[1]).isHidden)
    #expect(t.projection(of: end.views[0]).isHidden && !t.projection(of: end.views[1]).isHidden)
  }

  /// A transition with depth, written as a spec and read back, gives the same trace bit for bit:
  /// lists as CSS text, matrices as 16 numbers, the policy, the depths and the perspective.
  @Test func aTransitionWithDepthRoundTripsThroughItsSpec() async {
    await checkProperty(
      count: propertyCases, input: Geometry3DGen.transformFunction.array(of: 0...3), Geometry3DGen.wellConditioned, Geometry3DGen.wellConditioned,
      Gen.double(in: -2...3), Gen.int(in: 0...5), Gen.double(in: 300...3000)
    ) { functions, a, b, s, policyIndex, eye in
      let from = TransformList(functions)
      // Past s = 1 a perspective extrapolates beyond none to a negative distance, which CSS text
      // (so a spec) cannot carry (`TransformList.cssText`): lists with one stop at their identity.
      let hasPerspective = functions.contains { if case .perspective = $0 { true } else { false } }
      let to = from.interpolated(to: TransformList(functions.map(\.identity)), fraction: hasPerspective ? min(s, 1) : s)
      var card = ViewState(frame: Rect(x: 40, y: 100, width: 300, height: 200))
      card.transform3D = from.matrix
      card.zPosition = s
      card.isDoubleSided = policyIndex % 2 == 0
      var plate = ViewState(frame: Rect(x: 0, y: 0, width: 390, height: 844), zIndex: 1)
      plate.transform3D = a
      let policy = TransformInterpolation.allCases[policyIndex % TransformInterpolation.allCases.count]
      let (c, p) = (ViewID(index: 0), ViewID(index: 1))
      let t = Transition(
        kind: TransitionKind(rawValue: "deep"), operation: .present, duration: 0.5, viewNames: ["card", "plate"], initialViews: [card, plate],
        phases: [TransitionPhase(start: 0, duration: 0.5, curve: .timing(.easeInEaseOut))],
        tracks: [
          Track(view: c, .transform3D(TransformAnimation(from: from, to: to)), phase: 0),
          Track(view: p, .transform3D(TransformAnimation(from: a, to: b, using: policy)), phase: 0),
          Track(view: c, .zPosition(s, -s), phase: 0), Track(view: p, .anchorPointZ(0, 10), phase: 0),
        ],
        actions: [TransitionAction(view: c, at: 0.4, .doubleSided(true)), TransitionAction(view: p, at: 0.45, .transform3D(b))],
        container: .perspective(bounds: Rect(x: 0, y: 0, width: 390, height: 844), eyeDistance: eye))
      let text = try JSONValueEncoder().encode(try TransitionSpec(describing: t)).formatted(sortingKeys: false)
      let rebuilt = try TransitionSpec.read(json: text).transition()
      let (x, y) = (Trace(rebuilt, fps: 10), Trace(t, fps: 10))
      for (f, g) in zip(x.frames, y.frames) where f != g {
        for (v, w) in zip(f.views, g.views) where v != w { Issue.record("t = \(f.time): \(v) ≠ \(w)\n\(text)"); return }
      }
      #expect(x == y)
    }
  }
}
