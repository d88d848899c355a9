import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

/// The 3D layer model: a lifted 2D tree converts as the 2D one, conversions round-trip, and the
/// rules Apple leaves undocumented (zPosition, flattening, back faces, the eye) hold as stated
/// in the article "3D and perspective".
@Suite struct LayerTree3DProperties {
  static func rotationY(_ degrees: Double) -> Transform3D {
    Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
  }

  @Test func aLiftedTwoDimensionalTreeConvertsAsTheTwoDimensionalOne() async {
    await checkProperty(count: propertyCases, input: GeometryGen.layerTree, Gen.int(in: 0...13), Gen.int(in: -1...13), GeometryGen.point) { tree, a, b, p in
      let lifted = LayerTree3D(tree)
      let source = LayerID(index: a % tree.count)
      let destination = b < 0 ? nil : LayerID(index: b % tree.count)
      expectApproximatelyEqual(
        try lifted.convert(p, from: source, to: destination), try tree.convert(p, from: source, to: destination), tolerance: .convertRoundTrip)
      let flat = try tree.transform(from: source, to: destination)
      expectApproximatelyEqual(try lifted.transform(from: source, to: destination), Transform3D(flat), tolerance: .convertRoundTrip)
      let frame = try tree.convert(tree[source].bounds, from: source, to: nil)
      expectApproximatelyEqual(try lifted.frame(of: source, in: nil), frame, tolerance: .convertRoundTrip)
    }
  }

  @Test func conversionsThroughPerspectiveRoundTrip() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.layerTree, Gen.int(in: 0...11), Gen.int(in: -1...11), Gen.double(in: 0...1), Gen.double(in: 0...1)) { tree, a, b, u, v in
      let source = LayerID(index: a % tree.count)
      let destination = b < 0 ? nil : LayerID(index: b % tree.count)
      guard !tree[source].preservesDepth, destination.map({ !tree[$0].preservesDepth }) ?? true else { return }
      let bounds = tree[source].bounds
      let p = Point(x: bounds.minX + u * bounds.width, y: bounds.minY + v * bounds.height)
      let there: Point
      do {
        there = try tree.convert(p, from: source, to: destination)
      } catch GeometryError.behindEye {
        // Deep chains of scales and perspectives can take a point behind an eye: it has no
        // image, and the typed error is the documented answer (any other error fails).
        return
      }
      expectApproximatelyEqual(try tree.convert(there, from: destination, to: source), p, tolerance: .convert3DRoundTrip)
      // The flat matrix agrees with the step-by-step conversion where every step is in front of the eye.
      expectApproximatelyEqual(try p.applying(try tree.transform(from: source, to: destination)), there, tolerance: .convert3DRoundTrip)
    }
  }

  @Test func everyCornerOfAnUnclippedQuadIsAConvertedCorner() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.layerTree, Gen.int(in: 0...11)) { tree, a in
      let id = LayerID(index: a % tree.count)
      guard !tree[id].preservesDepth else { return }
      let quad = try tree.projectedQuad(of: id, in: nil)
      // Deep chains of scales and perspectives can take a corner behind an eye; those are cut.
      guard !quad.isClipped else { return }
      #expect(quad.vertices.count == 4)
      let b = tree[id].bounds
      for (vertex, corner) in zip(quad.vertices, [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]) {
        expectApproximatelyEqual(vertex, try tree.convert(corner, from: id, to: nil), tolerance: .convert3DRoundTrip)
      }
      expectApproximatelyEqual(try tree.frame(of: id, in: nil), quad.boundingBox, tolerance: .exact)
    }
  }

  /// One flattening step without a tree is the tree's answer for a layer under a flattening
  /// superlayer, bit for bit: the vertices, the frame, the back face and hiding.
  @Test func aProjectionIntoTheSuperlayerIsTheTreesAnswer() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.layerTree, Gen.int(in: 0...11)) { tree, a in
      let id = LayerID(index: a % tree.count)
      guard let parent = tree.parent(of: id), !tree[parent].preservesDepth, !tree[id].preservesDepth else { return }
      try Self.expectProjectionIsTheTrees(tree, id, parent)
    }
    // Rotations seen through a near eye, so that many quads are cut.
    await checkProperty(
      count: propertyCases, input: Geometry3DGen.rotation, Gen.double(in: 20...400), Gen.double(in: 1...300), Gen.bool
    ) { rotation, eye, width, doubleSided in
      var tree = LayerTree3D()
      let root = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: 300, height: 300), position: Point(x: 150, y: 150),
                                  sublayerTransform: Transform3D(perspectiveDistance: eye)))
      let id = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: width, height: 80), position: Point(x: 150, y: 150),
                                transform: rotation, isDoubleSided: doubleSided), parent: root)
      try Self.expectProjectionIsTheTrees(tree, id, root)
    }
  }

  static func expectProjectionIsTheTrees(_ tree: LayerTree3D, _ id: LayerID, _ parent: LayerID) throws {
    let projection = tree[id].projected(intoSuperlayerThrough: tree[parent].sublayerMap)
    let quad = try tree.projectedQuad(of: id, in: parent)
    #expect(projection.quad == quad)
    #expect(projection.frame == (try tree.frame(of: id, in: parent)))
    #expect(projection.showsBackFace == tree.isShowingBackFace(id))
    #expect(projection.isHidden == tree.isHidden(id))
    #expect(projection.vertexCount == quad.vertices.count)
  }

  /// A quad that reaches behind the eye is cut where its edges cross w = 1e-5 (Chromium's
  /// `ComputeClippedPointForEdge`), each cut point divided by that w: recomputed here from the
  /// flat matrix and the documented 1e-5, so that a cut at any other w fails.
  @Test func aQuadBehindTheEyeIsCutAtWOneInAHundredThousand() throws {
    var tree = LayerTree3D()
    let stage = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 400, height: 400), position: Point(x: 200, y: 200),
      sublayerTransform: Transform3D(perspectiveDistance: 300)))
    // 800 wide and turned 80° about y: one side comes 394 toward an eye 300 away.
    let card = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 800, height: 100), position: Point(x: 200, y: 200),
      transform: Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0)), parent: stage)
    let quad = try tree.projectedQuad(of: card, in: nil)
    #expect(quad.isClipped)
    let m = try tree.transform(from: card, to: nil)
    let corners = [Point(x: 0, y: 0), Point(x: 800, y: 0), Point(x: 800, y: 100), Point(x: 0, y: 100)].map { HomogeneousPoint($0).applying(m) }
    var expected: [Point] = []
    let epsilon = 1e-5
    for i in corners.indices {
      let (a, b) = (corners[i], corners[(i + 1) % corners.count])
      if a.w >= epsilon { expected.append(Point(x: a.x / a.w, y: a.y / a.w)) }
      if (a.w >= epsilon) != (b.w >= epsilon) {
        let t = (epsilon - a.w) / (b.w - a.w)
        expected.append(Point(x: (a.x + (b.x - a.x) * t) / epsilon, y: (a.y + (b.y - a.y) * t) / epsilon))
      }
    }
    #expect(expected.count == 4 && corners.contains { $0.w < 0 }, "the card reaches behind the eye")
    try #require(quad.vertices.count == expected.count, "\(quad.vertices)")
    for (vertex, point) in zip(quad.vertices, expected) {
      expectApproximatelyEqual(vertex, point, tolerance: .clippedVertex)
    }
  }

  /// zPosition translates along z after the layer's own transform: the layer's own m34 never sees
  /// it (Stack Overflow 13584558: "the size does not change"), a perspective sublayer transform
  /// on the superlayer does (10917380): the layer grows by d/(d − z).
  @Test func zPositionIsSeenByTheSuperlayersPerspectiveOnly() throws {
    var tree = LayerTree3D()
    let ownPerspective = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 200), zPosition: 500,
      transform: Transform3D(perspectiveDistance: 1000)))
    #expect(try tree.frame(of: ownPerspective, in: nil) == Rect(x: 150, y: 150, width: 100, height: 100))
    let stage = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 400, height: 400), position: Point(x: 200, y: 200),
      sublayerTransform: Transform3D(perspectiveDistance: 1000)))
    let card = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 200), zPosition: 500), parent: stage)
    // Centred on the stage's anchor, the card doubles: 1000 / (1000 − 500).
    expectApproximatelyEqual(try tree.frame(of: card, in: nil), Rect(x: 100, y: 100, width: 200, height: 200), tolerance: .decomposition3D)
  }

  /// Lockwood's example: an outer layer turned 45° about y and an inner one turned back by −45°.
  /// Flattened at the outer layer, the two squashes multiply (width × cos²45° = ½); inside a
  /// transform layer they cancel.
  @Test(arguments: [false, true])
  func flatteningSquashesTwiceWhereATransformLayerCancels(preservesDepth: Bool) throws {
    var tree = LayerTree3D()
    let outer = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 200, height: 200), position: Point(x: 100, y: 100),
      transform: Self.rotationY(45), preservesDepth: preservesDepth))
    let inner = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 200, height: 200), position: Point(x: 100, y: 100), transform: Self.rotationY(-45)), parent: outer)
    let width = try tree.frame(of: inner, in: nil).width
    expectApproximatelyEqual(width, preservesDepth ? 200 : 100, tolerance: .decomposition3D)
  }

  /// A card with a front and a back (the back turned 180°, both single-sided), flipped by turning
  /// its container 180°. Inside a transform layer the faces swap; inside a plain layer each face
  /// is judged in the container's flattened plane, so the front always shows and the back never
  /// does, as developers report of a `CALayer` container.
  @Test(arguments: [false, true])
  func aCardFlipShowsTheBackOnlyInsideATransformLayer(preservesDepth: Bool) {
    var tree = LayerTree3D()
    let card = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 200, height: 300), position: Point(x: 195, y: 422),
      transform: Self.rotationY(180), preservesDepth: preservesDepth))
    let face = Layer3D(bounds: Rect(x: 0, y: 0, width: 200, height: 300), position: Point(x: 100, y: 150), isDoubleSided: false)
    let front = tree.add(face, parent: card)
    var backFace = face
    backFace.transform = Self.rotationY(180)
    let back = tree.add(backFace, parent: card)
    #expect(tree.isHidden(front) == preservesDepth)
    #expect(tree.isHidden(back) == !preservesDepth)
    #expect(!tree.isHidden(card))
  }

  /// A flip about x is not a back face: scale(−1, 1) mirrors the plane without turning it.
  @Test func aMirrorIsNotABackFace() {
    #expect(!Transform3D(scaleX: -1, y: 1, z: 1).showsBackFace)
    #expect(Self.rotationY(180).showsBackFace)
    #expect(Self.rotationY(91).showsBackFace && !Self.rotationY(89).showsBackFace)
    #expect(!Transform3D(scaleX: 0, y: 1, z: 1).showsBackFace)
  }

  /// A layer exactly edge-on (the cofactor of m33 exactly 0, or −0, with a non-zero determinant)
  /// shows no back face, as Chromium decides it (`gfx::Transform::IsBackFaceVisible`,
  /// chromium/chromium ui/gfx/geometry/transform.cc @ 5c96b9d3: cofactor·det < −FLT_EPSILON, so 0
  /// is false; rotateY(90deg) gets an exact cos 0 there). `<= 0` would answer true: this pins `<`.
  @Test(arguments: [
    // rotateY(90°) written out: m11 = cos = 0.
    [0.0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1],
    // rotateX(90°) written out: m22 = 0.
    [1.0, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1],
    // rotateY(−90°) with perspective: the cofactor is still exactly 0.
    [0.0, 0, 1, -0.002, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 1],
    // −0 in the cofactor and a negative determinant.
    [-0.0, 0, 1, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1],
  ])
  func anEdgeOnLayerShowsNoBackFace(_ values: [Double]) {
    let m = Transform3D(values)
    #expect(m.determinant != 0)
    #expect(!m.showsBackFace)
  }

  /// A layer swung towards a viewer 500 points away: the near edge passes behind the eye. The
  /// quad is cut there (CSS: the parts with w < 0 are cut out), its frame stays finite, a corner
  /// behind the eye has no image, and a layer wholly behind the eye has a null frame.
  @Test func whatIsBehindTheEyeIsCutAway() throws {
    var tree = LayerTree3D()
    let stage = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 400, height: 400), position: Point(x: 200, y: 200),
      sublayerTransform: Transform3D(perspectiveDistance: 500)))
    let swung = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 1200, height: 100), position: Point(x: 200, y: 200), transform: Self.rotationY(-60)), parent: stage)
    let quad = try tree.projectedQuad(of: swung, in: nil)
    #expect(quad.isClipped)
    #expect(quad.vertices.count == 4)
    #expect(quad.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    // Turned −60° about y, the right edge (x = +600 about the anchor) comes to z = 600·sin 60° ≈ 520,
    // beyond the eye at 500.
    #expect(throws: GeometryError.self) { try tree.convert(Point(x: 1200, y: 0), from: swung, to: nil) }
    let visible = try tree.convert(Point(x: 0, y: 0), from: swung, to: nil)
    #expect(visible.x.isFinite)
    let behind = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 200, y: 200), zPosition: 600), parent: stage)
    #expect(try tree.frame(of: behind, in: nil) == .null)
    #expect(try tree.projectedQuad(of: behind, in: nil).vertices.isEmpty)
  }

  /// A screen point converts down onto a tilted layer and back (the ray along z of Chromium's
  /// ProjectPoint); a layer seen edge on has no inverse.
  @Test func screenPointsConvertOntoATiltedLayer() throws {
    var tree = LayerTree3D()
    let stage = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 400, height: 400), position: Point(x: 200, y: 200),
      sublayerTransform: Transform3D(perspectiveDistance: 800)))
    let tilted = tree.add(Layer3D(
      bounds: Rect(x: 0, y: 0, width: 300, height: 200), position: Point(x: 200, y: 200),
      transform: Transform3D(rotationAngle: 0.6, x: 1, y: 0.3, z: 0)), parent: stage)
    let screen = Point(x: 250, y: 170)
    let onLayer = try tree.convert(screen, from: nil, to: tilted)
    expectApproximatelyEqual(try tree.convert(onLayer, from: tilted, to: nil), screen, tolerance: .convert3DRoundTrip)
    tree[tilted].transform = Self.rotationY(90)
    #expect(throws: GeometryError.self) { try tree.convert(screen, from: nil, to: tilted) }
  }

  /// A transform layer has no 2D space; a projection needs an ancestor.
  @Test func transformLayersAndAncestorsAreChecked() {
    var tree = LayerTree3D()
    let group = tree.add(Layer3D(preservesDepth: true))
    let child = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: 10, height: 10)), parent: group)
    let other = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(throws: GeometryError.noPlane(index: 0)) { try tree.convert(Point.zero, from: group, to: nil) }
    #expect(throws: GeometryError.noPlane(index: 0)) { try tree.frame(of: child, in: group) }
    #expect(throws: GeometryError.notAnAncestor(index: 2, ancestor: 1)) { try tree.frame(of: other, in: child) }
    #expect(throws: GeometryError.unknownLayer(index: 7, count: 3)) { try tree.convert(Point.zero, from: LayerID(index: 7), to: nil) }
  }
}
