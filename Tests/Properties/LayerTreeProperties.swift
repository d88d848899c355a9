import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

@Suite struct LayerTreeProperties {
  /// A layer of the tree, or nil (the root space), chosen by `pick` in 0...count.
  static func node(_ pick: Int, in tree: LayerTree) -> LayerID? {
    pick % (tree.count + 1) == tree.count ? nil : LayerID(index: pick % (tree.count + 1))
  }

  @Test func convertRoundTripsBetweenAnyTwoSpaces() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.layerTree, Gen.int(in: 0...20), Gen.int(in: 0...20), GeometryGen.point) { tree, i, j, p in
      let a = Self.node(i, in: tree)
      let b = Self.node(j, in: tree)
      let there = try tree.convert(p, from: a, to: b)
      let back = try tree.convert(there, from: b, to: a)
      expectApproximatelyEqual(back, p, tolerance: .convertRoundTrip, "from \(String(describing: a)) to \(String(describing: b))")
    }
  }

  @Test func convertComposesThroughAThirdSpace() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.layerTree, Gen.int(in: 0...20), Gen.int(in: 0...20), Gen.int(in: 0...20)) { tree, i, j, k in
      let (a, b, c) = (Self.node(i, in: tree), Self.node(j, in: tree), Self.node(k, in: tree))
      let p = Point(x: 17, y: -23)
      let direct = try tree.convert(p, from: a, to: c)
      let viaB = try tree.convert(try tree.convert(p, from: a, to: b), from: b, to: c)
      expectApproximatelyEqual(viaB, direct, tolerance: .convertRoundTrip)
    }
  }

  @Test func deepChainRoundTripsAreAtLeastSixLevels() async throws {
    // Unshrunk: a smaller tree has no sixth layer.
    await checkProperty(count: propertyCases, input: GeometryGen.layerTree.withoutShrink(), GeometryGen.point) { tree, p in
      let leaf = LayerID(index: 5)
      #expect(tree.depth(of: leaf) == 6)
      let root = try tree.convert(p, from: leaf, to: nil)
      expectApproximatelyEqual(try tree.convert(root, from: nil, to: leaf), p, tolerance: .convertRoundTrip)
    }
  }

  @Test func convertingWithinOneSpaceIsExact() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.layerTree, Gen.int(in: 0...20), GeometryGen.point) { tree, i, p in
      let a = Self.node(i, in: tree)
      let same = try tree.convert(p, from: a, to: a)
      #expect(same == p)
    }
  }

  @Test func frameIsTheBoundsConvertedIntoTheParent() async throws {
    // With the parent's sublayerTransform at identity, frame = bounds converted to the parent.
    await checkProperty(count: propertyCases, input: GeometryGen.layerTree, Gen.int(in: 1...13)) { tree, i in
      var tree = tree
      let id = LayerID(index: min(i, tree.count - 1))
      if let parent = tree.parent(of: id) { tree[parent].sublayerTransform = .identity }
      let layer = tree[id]
      let converted = try tree.convert(layer.bounds, from: id, to: tree.parent(of: id))
      expectApproximatelyEqual(converted, layer.frame, tolerance: .convertRoundTrip)
    }
  }

  @Test func rectConversionIsTheBoundingBoxOfTheConvertedCorners() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.layerTree, Gen.int(in: 0...20), GeometryGen.rect) { tree, i, r in
      let a = Self.node(i, in: tree)
      let box = try tree.convert(r, from: a, to: nil)
      let corners = try [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
        .map { try tree.convert($0, from: a, to: nil) }
      #expect(corners.map(\.x).min() == box.minX)
      #expect(corners.map(\.y).min() == box.minY)
    }
  }

  @Test func frameSetterReadsBackForAxisAlignedTransforms() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.axisAlignedTransform, GeometryGen.rect, GeometryGen.point) { t, frame, anchorSeed in
      var layer = Layer(
        bounds: Rect(x: 3, y: -4, width: 10, height: 10),
        anchorPoint: Point(x: abs(anchorSeed.x) / 1000, y: abs(anchorSeed.y) / 1000), transform: t)
      // Every drawn rect, made positive (from 0.5 pt up): none is thrown away.
      let frame = Rect(x: frame.origin.x, y: frame.origin.y, width: abs(frame.width) + 0.5, height: abs(frame.height) + 0.5)
      try layer.setFrame(frame)
      expectApproximatelyEqual(layer.frame, frame, tolerance: .rectArithmetic)
      #expect(layer.bounds.origin == Point(x: 3, y: -4))
      #expect(layer.bounds.size.width > 0 && layer.bounds.size.height > 0)
    }
  }

  @Test(arguments: [
    AffineTransform(rotationAngle: .pi / 2),
    AffineTransform(rotationAngle: 0.3),
    AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
    AffineTransform(scaleX: 0, y: 2),
  ])
  func frameSetterRejectsTransformsThatDoNotMapAxesToAxes(t: AffineTransform) {
    var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), transform: t)
    #expect(throws: GeometryError.frameNotDefined(transform: t)) {
      try layer.setFrame(Rect(x: 0, y: 0, width: 50, height: 20))
    }
  }

  @Test(arguments: [Rect.null, Rect.infinite, Rect(x: .nan, y: 0, width: 1, height: 1)])
  func frameSetterRejectsNonFiniteFrames(frame: Rect) {
    var layer = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: GeometryError.self) { try layer.setFrame(frame) }
  }

  @Test func convertingIntoASingularLayerThrowsAndOutOfItDoesNot() throws {
    var tree = LayerTree()
    let root = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50)))
    let flat = AffineTransform(scaleX: 1, y: 0)
    let squashed = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5), transform: flat), parent: root)
    let child = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 4, height: 4), position: Point(x: 2, y: 2)), parent: squashed)
    #expect(throws: GeometryError.singularTransform(flat)) { try tree.convert(Point(x: 1, y: 1), from: root, to: child) }
    #expect(throws: GeometryError.singularTransform(flat)) { try tree.convert(Point(x: 1, y: 1), from: nil, to: squashed) }
    let up = try tree.convert(Point(x: 1, y: 1), from: child, to: nil)
    #expect(up.y == 5)  // the squashed layer flattens every point onto its centre line, y = 5
  }

  @Test func validatingInitRejectsBadParentsAndCycles() {
    let layer = Layer()
    #expect(throws: GeometryError.unknownLayer(index: 3, count: 2)) { try LayerTree(layers: [layer, layer], parents: [nil, 3]) }
    #expect(throws: GeometryError.cycle(index: 0)) { try LayerTree(layers: [layer, layer], parents: [1, 0]) }
    #expect(throws: GeometryError.cycle(index: 0)) { try LayerTree(layers: [layer], parents: [0]) }
    #expect((try? LayerTree(layers: [layer, layer], parents: [1, nil]))?.depth(of: LayerID(index: 0)) == 2)
  }

  @Test func sublayerTransformTurnsAboutTheParentsAnchor() throws {
    // Parent 100 × 100 with anchor (0.5, 0.5): A = (50, 50). A child at the parent's anchor
    // stays put under a sublayer rotation; one at (60, 50) turns a quarter about A to (50, 60).
    var tree = LayerTree()
    let parent = tree.add(Layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
      sublayerTransform: AffineTransform(quarterTurns: 1)))
    let atAnchor = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 2, height: 2), position: Point(x: 50, y: 50)), parent: parent)
    let offset = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 2, height: 2), position: Point(x: 60, y: 50)), parent: parent)
    #expect(try tree.convert(Point(x: 1, y: 1), from: atAnchor, to: parent) == Point(x: 50, y: 50))
    #expect(try tree.convert(Point(x: 1, y: 1), from: offset, to: parent) == Point(x: 50, y: 60))
  }

  @Test func boundsOriginScrollsTheContent() throws {
    // A scroll view whose bounds origin is (0, 200) shows its content point (0, 200) at its top.
    var tree = LayerTree()
    let scroll = tree.add(Layer(bounds: Rect(x: 0, y: 200, width: 320, height: 480), position: Point(x: 160, y: 240)))
    #expect(try tree.convert(Point(x: 0, y: 200), from: scroll, to: nil) == Point(x: 0, y: 0))
  }
}

extension LayerTreeProperties {
  /// Up to 64 nested layers whose maps are exact (power-of-two scales, quarter turns, integer
  /// offsets): converting an integer point from any level to the root equals walking it up one
  /// level at a time with Layer's documented formula, bit for bit; converting to any other level
  /// and back returns it exactly, and converting through a third level equals converting
  /// directly. A wrong anchor, bounds origin, position or sublayer transform moves it by whole
  /// points.
  @Test func deepExactChainsConvertWithoutRounding() async throws {
    await checkProperty(
      count: propertyCases, input: GeometryGen.exactChain(), Gen.int(in: 0...64), Gen.int(in: 0...64), Gen.int(in: 0...64),
      Gen.int(in: -1000...1000), Gen.int(in: -1000...1000)
    ) { tree, i, j, k, x, y in
      let (a, b, c) = (Self.node(i, in: tree), Self.node(j, in: tree), Self.node(k, in: tree))
      let p = Point(x: Double(x), y: Double(y))
      if let a {
        let root = try tree.convert(p, from: a, to: nil)
        #expect(root == Self.walkUp(p, from: a, in: tree), "level \(a.index) of \(tree.count)")
      }
      let there = try tree.convert(p, from: a, to: b)
      let back = try tree.convert(there, from: b, to: a)
      #expect(back == p, "\(tree.count) levels, \(String(describing: a)) → \(String(describing: b))")
      let viaC = try tree.convert(try tree.convert(p, from: a, to: c), from: c, to: b)
      #expect(viaC == there)
    }
  }

  /// The independent oracle: a point of `layer` moved into its parent's space by
  /// q = (p − bounds.origin − anchorPoint ⊙ bounds.size) · transform + position, then through
  /// the parent's sublayer transform about its anchor, q′ = A + (q − A) · S, level by level
  /// (points, never composed matrices).
  static func walkUp(_ p: Point, from layer: LayerID, in tree: LayerTree) -> Point {
    var q = p
    var current: LayerID? = layer
    while let id = current {
      let l = tree[id]
      let local = Point(
        x: q.x - l.bounds.origin.x - l.anchorPoint.x * l.bounds.size.width,
        y: q.y - l.bounds.origin.y - l.anchorPoint.y * l.bounds.size.height)
      q = Point(
        x: l.transform.a * local.x + l.transform.c * local.y + l.transform.tx + l.position.x,
        y: l.transform.b * local.x + l.transform.d * local.y + l.transform.ty + l.position.y)
      current = tree.parent(of: id)
      if let parent = current {
        let pl = tree[parent]
        let anchor = Point(
          x: pl.bounds.origin.x + pl.anchorPoint.x * pl.bounds.size.width,
          y: pl.bounds.origin.y + pl.anchorPoint.y * pl.bounds.size.height)
        let s = pl.sublayerTransform
        let r = Point(x: q.x - anchor.x, y: q.y - anchor.y)
        q = Point(x: anchor.x + s.a * r.x + s.c * r.y + s.tx, y: anchor.y + s.b * r.x + s.d * r.y + s.ty)
      }
    }
    return q
  }
}
