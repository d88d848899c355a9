/// A layer's bounds drawn in its superlayer's plane, in one flattening step: what
/// ``LayerTree3D`` computes for a layer whose superlayer flattens (a plain `CALayer`, not a
/// `CATransformLayer`), without building a tree and without allocating.
///
/// Made by ``Layer3D/projected(intoSuperlayerThrough:)``. For a tree of that superlayer and this
/// one layer, the vertices are those of ``LayerTree3D/projectedQuad(of:in:)``, ``frame`` is
/// ``LayerTree3D/frame(of:in:)``, and ``showsBackFace`` / ``isHidden`` are
/// ``LayerTree3D/isShowingBackFace(_:)`` / ``LayerTree3D/isHidden(_:)``, bit for bit.
public struct LayerProjection: Sendable, Equatable {
  /// The vertices, inline: four before a cut, at most five after one cut against w = ε.
  var storage: InlineArray<5, Point>
  /// The number of vertices: 4 when nothing was cut, 3 to 5 after a cut, 0 when the whole layer
  /// is at or behind the eye.
  public let vertexCount: Int
  /// Whether part of the bounds was cut away at the eye (w < ``LayerTree3D/clippingEpsilon``).
  public let isClipped: Bool
  /// The bounding box of the vertices: the layer's frame as drawn in the superlayer's plane
  /// (``Rect/null`` when nothing is in front of the eye).
  public let frame: Rect
  /// Whether the layer faces away from the viewer ((M⁻¹).m33 < 0 for its map into the plane).
  public let showsBackFace: Bool
  /// Whether the layer draws nothing because it faces away and is not double-sided.
  public let isHidden: Bool

  /// Vertex `index` (0 ..< ``vertexCount``), in order: minX minY, maxX minY, maxX maxY, minX maxY
  /// when nothing was cut.
  public subscript(vertex index: Int) -> Point {
    precondition(index >= 0 && index < vertexCount, "vertex \(index) of \(vertexCount)")
    return storage[index]
  }

  /// The vertices as a ``ProjectedQuad`` (an array: allocates).
  public var quad: ProjectedQuad {
    ProjectedQuad(vertices: (0..<vertexCount).map { storage[$0] }, isClipped: isClipped)
  }

  public static func == (a: LayerProjection, b: LayerProjection) -> Bool {
    guard a.vertexCount == b.vertexCount, a.isClipped == b.isClipped, a.frame == b.frame,
      a.showsBackFace == b.showsBackFace, a.isHidden == b.isHidden
    else { return false }
    for i in 0..<a.vertexCount where a.storage[i] != b.storage[i] { return false }
    return true
  }
}

extension Layer3D {
  /// The layer's bounds projected into its superlayer's plane: the corners mapped by
  /// ``toParent`` and then by `superlayerMap` (the superlayer's ``sublayerMap``; the identity when
  /// it has no sublayer transform), cut at the eye and divided by w.
  ///
  /// A transform layer (``preservesDepth``) projects as any layer here; a tree decides whether it
  /// draws. Allocates nothing.
  public func projected(intoSuperlayerThrough superlayerMap: Transform3D = .identity) -> LayerProjection {
    let map = superlayerMap.isIdentity ? toParent : toParent.concatenating(superlayerMap)
    var vertices = QuadVertices()
    let b = bounds
    _ = vertices.append(HomogeneousPoint(x: b.minX, y: b.minY, z: 0, w: 1).applying(map))
    _ = vertices.append(HomogeneousPoint(x: b.maxX, y: b.minY, z: 0, w: 1).applying(map))
    _ = vertices.append(HomogeneousPoint(x: b.maxX, y: b.maxY, z: 0, w: 1).applying(map))
    _ = vertices.append(HomogeneousPoint(x: b.minX, y: b.maxY, z: 0, w: 1).applying(map))
    // A convex quad cut by one plane keeps at most five vertices, so this never overflows.
    let clipped = vertices.clipInFrontOfEye(epsilon: LayerTree3D.clippingEpsilon) ?? true
    var storage = InlineArray<5, Point>(repeating: .zero)
    for i in 0..<vertices.count { storage[i] = Point(x: vertices[i].x, y: vertices[i].y) }
    let back = map.showsBackFace
    return LayerProjection(
      storage: storage, vertexCount: vertices.count, isClipped: clipped, frame: vertices.boundingBox,
      showsBackFace: back, isHidden: back && !isDoubleSided && !preservesDepth)
  }
}

/// Up to 8 vertices, inline: one quad through one cut.
typealias QuadVertices = FixedVertices<8>
