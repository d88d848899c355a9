import Curves
import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// Tracks in 3D: a matrix track with 2D ends is the 2D track, the ends are exact, a reversed track
/// in a reversed phase retraces the original, a list track keeps a hinge still and turns the way
/// its angle says, and an end without a decomposition does not animate, as in Core Animation.
@Suite struct Transition3DTrackTests {
  static func written(_ value: Track.Value, _ q: Double) -> ViewState {
    var state = ViewState(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    Track(view: ViewID(index: 0), value, phase: 0).apply(progress: q, to: &state)
    return state
  }

  @Test func aMatrixTrackWithTwoDimensionalEndsIsTheTwoDimensionalTrack() async {
    await checkProperty(count: propertyCases, input: GeometryGen.wellConditionedTransform, GeometryGen.wellConditionedTransform, Gen.double(in: -0.5...1.5)) { a, b, q in
      let flat = Self.written(.transform(a, b), q)
      let deep = Self.written(.transform3D(TransformAnimation(from: Transform3D(a), to: Transform3D(b))), q)
      #expect(deep.transform3D == flat.transform3D)
    }
  }

  @Test func theEndsAreExact() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.any, Geometry3DGen.any, Geometry3DGen.transformFunction.array(of: 0...3)) { a, b, functions in
      let matrices = TransformAnimation(from: a, to: b)
      #expect(matrices.transform(at: 0) == a)
      #expect(matrices.transform(at: 1) == b)
      let list = TransformList(functions)
      let lists = TransformAnimation(from: list, to: TransformList([]))
      #expect(lists.transform(at: 0) == list.matrix)
      #expect(lists.transform(at: 1) == .identity)
    }
  }

  /// A pop made from a push runs each phase backwards with the ends swapped: at progress 1 − q
  /// the swapped track must show what the original shows at q.
  @Test func aReversedTrackRetracesTheOriginal() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.wellConditionedGeneric, Geometry3DGen.wellConditionedGeneric, Gen.double(in: 0...1)) { a, b, q in
      for policy in TransformInterpolation.allCases {
        let forward = TransformAnimation(from: a, to: b, using: policy)
        guard !forward.jumpsToTheEnd else { continue }
        expectApproximatelyEqual(forward.reversed.transform(at: 1 - q), forward.transform(at: q), tolerance: .reversedInterpolation3D)
      }
    }
  }

  /// `translateX(−w/2) rotateY(θ) translateX(w/2)`, function by function, turns the view about its
  /// left edge: the translations blend with themselves exactly, so the hinge moves only by the
  /// rounding of the three matrices' product (one matrix interpolated as a whole would let it
  /// drift by a fraction of the width).
  @Test func aListTrackKeepsItsHingeStill() async {
    await checkProperty(count: propertyCases, input: Gen.double(in: 1...800), Gen.double(in: -4...4), Gen.double(in: -0.2...1.2), Gen.double(in: -500...500)) { width, angle, q, y in
      func hinged(_ theta: Double) -> TransformList {
        TransformList([
          .translate(Vector3D(x: -width / 2, y: 0, z: 0)), .rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: theta),
          .translate(Vector3D(x: width / 2, y: 0, z: 0)),
        ])
      }
      let m = TransformAnimation(from: hinged(0), to: hinged(angle)).transform(at: q)
      let edge = HomogeneousPoint(x: -width / 2, y: y, z: 0, w: 1).applying(m)
      expectApproximatelyEqual(edge, HomogeneousPoint(x: -width / 2, y: y, z: 0, w: 1), tolerance: .transform3DAlgebra)
    }
  }

  /// A turn as functions goes the way its angle says, however far: `rotateY(±270°)` turns
  /// three quarters each way, where the matrices (those of ∓90°) would take the short way back.
  /// (At exactly ±180° the matrices' rounding residue, ±1.2e-16, happens to keep the sign, so
  /// that angle cannot tell the two forms apart.)
  @Test(arguments: [1.0, -1.0])
  func aTurnAsFunctionsGoesTheWayItsAngleSays(sign: Double) {
    let turn = TransformAnimation(
      from: TransformList([.rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: 0)]),
      to: TransformList([.rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: sign * 1.5 * .pi)]))
    // A quarter of the way it has turned ±67.5°: the right edge (x = 50) has moved along z by
    // −50·sin(±67.5°).
    let edge = HomogeneousPoint(x: 50, y: 0, z: 0, w: 1).applying(turn.transform(at: 0.25))
    #expect(abs(edge.z + sign * 50 * Double.sin(0.375 * .pi)) < 1e-12)
  }

  /// Core Animation does not animate to or from a zero scale (the view shows the final value at
  /// once); animated function by function (`transform.scale`), the scale shrinks smoothly.
  @Test func anEndWithoutADecompositionJumpsToTheEnd() {
    let zero = AffineTransform(scaleX: 0, y: 0)
    #expect(Self.written(.transform(.identity, zero), 0).transform == .identity)
    #expect(Self.written(.transform(.identity, zero), 0.1).transform == zero)
    #expect(Self.written(.transform(zero, .identity), 0.1).transform == .identity)
    let matrices = TransformAnimation(from: .identity, to: Transform3D(zero))
    #expect(matrices.jumpsToTheEnd)
    #expect(matrices.transform(at: 0) == .identity)
    #expect(matrices.transform(at: 0.1) == Transform3D(zero))
    let functions = TransformAnimation(from: TransformList([.scale(Vector3D(x: 1, y: 1, z: 1))]), to: TransformList([.scale(Vector3D(x: 0, y: 0, z: 1))]))
    #expect(!functions.jumpsToTheEnd)
    #expect(functions.transform(at: 0.25).m11 == 0.75)
  }

  /// Every catalogue transition but the flip, the cube, the page turn and the 3D collection is 2D; one 3D track,
  /// zPosition track or depth action gives depth.
  @Test func depthIsWhatATransitionSays() {
    for t in Catalogue.all() { #expect(t.hasDepth == [.flip, .cube, .pageTurn, .collection3D].contains(t.kind), "\(t.kind)") }
    let view = ViewState(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    func transition(_ tracks: [Track], _ actions: [TransitionAction] = [], container: TransitionContainer? = nil) -> Transition {
      Transition(
        kind: TransitionKind(rawValue: "t"), operation: .push, duration: 1, viewNames: ["v"], initialViews: [view],
        phases: [TransitionPhase(start: 0, duration: 1, curve: .timing(.linear))], tracks: tracks, actions: actions, container: container)
    }
    let v = ViewID(index: 0)
    #expect(!transition([Track(view: v, .alpha(0, 1), phase: 0)]).hasDepth)
    #expect(transition([Track(view: v, .zPosition(0, 10), phase: 0)]).hasDepth)
    #expect(transition([Track(view: v, .transform3D(TransformAnimation(from: .identity, to: .identity)), phase: 0)]).hasDepth)
    #expect(transition([], [TransitionAction(view: v, at: 0.5, .doubleSided(false))]).hasDepth)
    #expect(!transition([], container: TransitionContainer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))).hasDepth)
    #expect(transition([], container: .perspective(bounds: Rect(x: 0, y: 0, width: 10, height: 10), eyeDistance: 500)).hasDepth)
  }

  /// A view seen through the container's perspective projects as the layer tree of the container
  /// and the view says.
  @Test func aViewProjectsThroughTheContainersPerspective() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.rotation, Gen.double(in: 300...3000), Gen.double(in: -100...100), Gen.bool) { rotation, eye, z, doubleSided in
      let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
      var view = ViewState(frame: Rect(x: 40, y: 100, width: 300, height: 200))
      view.transform3D = rotation
      view.zPosition = z
      view.isDoubleSided = doubleSided
      let t = Transition(
        kind: TransitionKind(rawValue: "t"), operation: .push, duration: 1, viewNames: ["v"], initialViews: [view],
        phases: [TransitionPhase(start: 0, duration: 1, curve: .timing(.linear))], tracks: [],
        container: .perspective(bounds: bounds, eyeDistance: eye))
      var tree = LayerTree3D()
      let root = tree.add(Layer3D(bounds: bounds, position: Point(x: 195, y: 422), sublayerTransform: Transform3D(perspectiveDistance: eye)))
      let id = tree.add(
        Layer3D(bounds: Rect(x: 0, y: 0, width: 300, height: 200), position: Point(x: 190, y: 200), zPosition: z, transform: rotation, isDoubleSided: doubleSided),
        parent: root)
      let projection = t.projection(of: view)
      let quad = try tree.projectedQuad(of: id, in: root)
      #expect(projection.quad == quad)
      #expect(projection.isHidden == tree.isHidden(id))
    }
  }
}
