import Geometry

/// The steps by which this library's generators shrink a failing value: the candidates a
/// property checker tries in its place, most shrunk first.
///
/// PropertyBased keeps the first candidate that still fails and asks again, so every candidate
/// must be strictly simpler than its input by a measure that cannot decrease forever (else the
/// checker loops). The measure here, for one number `v` shrinking toward `target`, is the
/// triple (v ≠ target, v not an integer, |v|) in lexicographic order:
///
/// - the target itself (0 for offsets, 1 for a scale, ½ for an anchor point);
/// - the nearest integer, when `v` is not one;
/// - the power of two at or below |v| (same sign), when `v` is an integer that is not one;
/// - half of a power of two above 1.
///
/// So 137.3 shrinks through 137, 128, 64, … to 1 unless a step stops failing, and a failing
/// tree comes back with round numbers wherever the failure does not depend on the digits.
public enum Shrinking {
  /// The simpler numbers `value` may shrink to, nearest `target` first (none when `value` is
  /// the target). `target` nil: only toward small integers and powers of two (a size, which
  /// has no natural default).
  public static func simpler(_ value: Double, toward target: Double?) -> [Double] {
    if let target, value == target { return [] }
    guard value.isFinite else { return target.map { [$0] } ?? [] }
    var candidates: [Double] = []
    func add(_ c: Double) {
      if c != value, !candidates.contains(c) { candidates.append(c) }
    }
    if let target { add(target) }
    let rounded = value.rounded()
    if rounded != value {
      add(rounded)
    } else if value.magnitude >= 1 {
      let power = Double(sign: .plus, exponent: value.magnitude.exponent, significand: 1)
      if power != value.magnitude {
        add(value < 0 ? -power : power)
      } else if value.magnitude > 1 {
        add(value / 2)
      }
    }
    return candidates
  }

  /// Simpler affine transforms: the identity, then one entry at a time shrunk toward the
  /// identity's (a and d toward 1, b, c, tx and ty toward 0). A candidate that would be singular
  /// is left out: a singular layer transform makes conversion throw, a different failure from
  /// the one being shrunk.
  public static func simpler(_ t: AffineTransform) -> [AffineTransform] {
    guard !t.isIdentity else { return [] }
    var candidates: [AffineTransform] = [.identity]
    let entries: [(WritableKeyPath<AffineTransform, Double>, Double)] = [
      (\.a, 1), (\.b, 0), (\.c, 0), (\.d, 1), (\.tx, 0), (\.ty, 0),
    ]
    for (entry, target) in entries {
      for value in simpler(t[keyPath: entry], toward: target) {
        var u = t
        u[keyPath: entry] = value
        if u.determinant != 0, !u.isIdentity { candidates.append(u) }
      }
    }
    return candidates
  }

  /// Simpler points: one coordinate at a time toward `target`'s.
  public static func simpler(_ p: Point, toward target: Point) -> [Point] {
    simpler(p.x, toward: target.x).map { Point(x: $0, y: p.y) }
      + simpler(p.y, toward: target.y).map { Point(x: p.x, y: $0) }
  }

  /// Simpler rects: the origin toward (0, 0), each extent toward a small integer or power of two.
  public static func simpler(_ r: Rect) -> [Rect] {
    simpler(r.origin, toward: .zero).map { Rect(origin: $0, size: r.size) }
      + simpler(r.size.width, toward: nil).map { Rect(x: r.origin.x, y: r.origin.y, width: $0, height: r.size.height) }
      + simpler(r.size.height, toward: nil).map { Rect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: $0) }
  }
}

extension Shrinking {
  /// The trees left by dropping part of a tree given as parallel arrays (layers and parent
  /// indices), most shrunk first: for each layer from the last, the tree without its whole
  /// subtree, then (when it has sublayers) without that layer alone, its sublayers moved to its
  /// parent. Indices are renumbered; a tree is never shrunk to nothing.
  public static func removals<Element>(_ layers: [Element], parents: [Int?]) -> [(layers: [Element], parents: [Int?])] {
    var candidates: [(layers: [Element], parents: [Int?])] = []
    for index in layers.indices.reversed() {
      var doomed = Set([index])
      for child in layers.indices where child > index {
        if let parent = parents[child], doomed.contains(parent) { doomed.insert(child) }
      }
      if doomed.count < layers.count {
        candidates.append(keeping(layers, parents, without: doomed))
      }
      if doomed.count > 1 {
        var lifted = parents
        for child in layers.indices where parents[child] == index { lifted[child] = parents[index] }
        candidates.append(keeping(layers, lifted, without: [index]))
      }
    }
    return candidates
  }

  /// The layers not in `removed`, with parent indices renumbered. A removed layer's sublayers
  /// must be in `removed` too or have been moved to another parent.
  private static func keeping<Element>(_ layers: [Element], _ parents: [Int?], without removed: Set<Int>) -> (
    layers: [Element], parents: [Int?]
  ) {
    var newIndex = [Int?](repeating: nil, count: layers.count)
    var kept: [Element] = []
    var keptParents: [Int?] = []
    for index in layers.indices where !removed.contains(index) {
      newIndex[index] = kept.count
      kept.append(layers[index])
      keptParents.append(parents[index].flatMap { newIndex[$0] })
    }
    return (kept, keptParents)
  }
}

extension Shrinking {
  /// Simpler 2D layer trees, most shrunk first: fewer layers (``removals(_:parents:)``), then
  /// identity transforms and sublayer transforms, then round numbers in each layer's transforms,
  /// bounds, position and anchor point (toward Core Animation's defaults: identity, zero origin,
  /// anchor ½). The layer-tree generators shrink with it, so a failing tree property comes back
  /// as the few layers and the few digits the failure needs.
  ///
  /// Expects parents listed before their sublayers, as `LayerTree.add(_:parent:)` builds them.
  public static func simpler(_ tree: LayerTree) -> [LayerTree] {
    // try? (here and in `replacing`): a simpler tree that does not build is no candidate.
    var candidates = removals(tree.layers, parents: tree.parents).compactMap {
      try? LayerTree(layers: $0.layers, parents: $0.parents)
    }
    func replacing(_ index: Int, _ change: (inout Layer) -> Void) -> LayerTree? {
      var layers = tree.layers
      let before = layers[index]
      change(&layers[index])
      guard layers[index] != before else { return nil }
      return try? LayerTree(layers: layers, parents: tree.parents)
    }
    for index in tree.layers.indices {
      let layer = tree.layers[index]
      for kind in [\Layer.transform, \.sublayerTransform] where !layer[keyPath: kind].isIdentity {
        candidates += [replacing(index) { $0[keyPath: kind] = .identity }].compactMap { $0 }
      }
    }
    for index in tree.layers.indices {
      // Every number of the layer rounded at once (the transforms' too, unless that makes one
      // singular): one step where the fine steps below would take dozens.
      candidates += [
        replacing(index) { layer in
          func round(_ t: AffineTransform) -> AffineTransform {
            let u = AffineTransform(
              a: t.a.rounded(), b: t.b.rounded(), c: t.c.rounded(), d: t.d.rounded(), tx: t.tx.rounded(),
              ty: t.ty.rounded())
            return u.determinant != 0 ? u : t
          }
          layer.transform = round(layer.transform)
          layer.sublayerTransform = round(layer.sublayerTransform)
          layer.bounds = Rect(
            x: layer.bounds.origin.x.rounded(), y: layer.bounds.origin.y.rounded(),
            width: layer.bounds.size.width.rounded(), height: layer.bounds.size.height.rounded())
          layer.position = Point(x: layer.position.x.rounded(), y: layer.position.y.rounded())
        }
      ].compactMap { $0 }
    }
    for index in tree.layers.indices {
      let layer = tree.layers[index]
      candidates += simpler(layer.transform).dropFirst().compactMap { t in replacing(index) { $0.transform = t } }
      candidates += simpler(layer.sublayerTransform).dropFirst().compactMap { t in
        replacing(index) { $0.sublayerTransform = t }
      }
      candidates += simpler(layer.bounds).compactMap { r in replacing(index) { $0.bounds = r } }
      candidates += simpler(layer.position, toward: .zero).compactMap { p in replacing(index) { $0.position = p } }
      candidates += simpler(layer.anchorPoint, toward: Point(x: 0.5, y: 0.5)).compactMap { p in
        replacing(index) { $0.anchorPoint = p }
      }
    }
    return candidates
  }

  /// Simpler 3D layer trees: fewer layers, identity transforms, no depth preservation, then
  /// each layer's numbers at their defaults or rounded (its transforms only to identity). Coarser than the 2D steps
  /// (no entry-wise ladder through the sixteen matrix entries): each candidate projects the whole
  /// tree, and a failure that needs many layers would otherwise take minutes to shrink.
  public static func simpler(_ tree: LayerTree3D) -> [LayerTree3D] {
    // try? (here and in `replacing`): a simpler tree that does not build is no candidate.
    var candidates = removals(tree.layers, parents: tree.parents).compactMap {
      try? LayerTree3D(layers: $0.layers, parents: $0.parents)
    }
    func replacing(_ index: Int, _ change: (inout Layer3D) -> Void) -> LayerTree3D? {
      var layers = tree.layers
      let before = layers[index]
      change(&layers[index])
      guard layers[index] != before else { return nil }
      return try? LayerTree3D(layers: layers, parents: tree.parents)
    }
    for index in tree.layers.indices {
      candidates += [
        replacing(index) { $0.transform = .identity },
        replacing(index) { $0.sublayerTransform = .identity },
        replacing(index) { $0.preservesDepth = false },
        replacing(index) {
          $0.position = .zero; $0.zPosition = 0
        },
        replacing(index) {
          $0.anchorPoint = Point(x: 0.5, y: 0.5); $0.anchorPointZ = 0
        },
        replacing(index) { $0.bounds.origin = .zero },
      ].compactMap { $0 }
    }
    for index in tree.layers.indices {
      candidates += [
        replacing(index) { layer in
          layer.bounds = Rect(
            x: layer.bounds.origin.x.rounded(), y: layer.bounds.origin.y.rounded(),
            width: layer.bounds.size.width.rounded(), height: layer.bounds.size.height.rounded())
          layer.position = Point(x: layer.position.x.rounded(), y: layer.position.y.rounded())
          layer.zPosition.round()
          layer.anchorPointZ.round()
        }
      ].compactMap { $0 }
    }
    return candidates
  }
}
