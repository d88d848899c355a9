/// The parent chains of a layer tree, stored as an array of parent indices (nil: the root space):
/// the validation and the walks that ``LayerTree`` and ``LayerTree3D`` share.
enum LayerHierarchy {
  /// Checks that `parents` describes a forest over `count` layers.
  ///
  /// - Throws: ``GeometryError/unknownLayer(index:count:)`` when the counts differ or a parent
  ///   index is out of range; ``GeometryError/cycle(index:)`` when a chain loops.
  static func validate(_ parents: [Int?], count: Int) throws(GeometryError) {
    guard count == parents.count else { throw .unknownLayer(index: parents.count, count: count) }
    for parent in parents {
      if let parent, !(0..<count).contains(parent) { throw .unknownLayer(index: parent, count: count) }
    }
    for start in parents.indices {
      var steps = 0
      var current = parents[start]
      while let node = current {
        steps += 1
        if steps > parents.count { throw .cycle(index: start) }
        current = parents[node]
      }
    }
  }

  /// The number of layers from `index` up to the root space (a root layer has depth 1).
  static func depth(of index: Int, in parents: [Int?]) -> Int {
    var depth = 0
    var current: Int? = index
    while let node = current {
      depth += 1
      current = parents[node]
    }
    return depth
  }

  /// The lowest common ancestor of two layers (either may be nil, the root space), as an index;
  /// nil is the root space.
  static func commonAncestor(_ lhs: Int?, _ rhs: Int?, in parents: [Int?]) -> Int? {
    guard var a = lhs, var b = rhs else { return nil }
    var depthA = depth(of: a, in: parents)
    var depthB = depth(of: b, in: parents)
    while depthA > depthB, let p = parents[a] { a = p; depthA -= 1 }
    while depthB > depthA, let p = parents[b] { b = p; depthB -= 1 }
    while a != b {
      guard let pa = parents[a], let pb = parents[b] else { return nil }
      a = pa
      b = pb
    }
    return a
  }
}
