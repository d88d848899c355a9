extension LayerTree3D {
  /// How close to the eye a clipped edge is cut: vertices with w < 1e-5 are cut away and replaced
  /// by the points where the quad's edges reach w = 1e-5, Chromium's rule in `cc::MathUtil`'s
  /// `ComputeClippedPointForEdge` (chromium's cc/base/math_util.cc, as in
  /// MyAOSP/external_chromium_org at ddebdaae). A cut point lies 1e5 times farther out than its
  /// unprojected coordinates: finite, and off any screen.
  public static let clippingEpsilon = 1e-5

  /// The part of a layer's bounds that is in front of the eye, as drawn in the plane of
  /// `ancestor` (nil: the root space): the four corners of `bounds` mapped up, and clipped at
  /// every flattening layer where part of the quad is at or behind the eye (CSS Transforms
  /// Level 2, "Processing of perspective-transformed boxes": the parts with w < 0 are cut out).
  ///
  /// - Throws: ``GeometryError/noPlane(index:)`` for a transform layer (it draws nothing) or a
  ///   transform-layer `ancestor`; ``GeometryError/notAnAncestor(index:ancestor:)`` when
  ///   `ancestor` is not above the layer.
  public func projectedQuad(of id: LayerID, in ancestor: LayerID?) throws(GeometryError) -> ProjectedQuad {
    let (index, target) = try projection(of: id, in: ancestor)
    var inline = InlineVertices()
    if let clipped = project(index, to: target, into: &inline) {
      return ProjectedQuad(vertices: inline.points, isClipped: clipped)
    }
    var heap = ArrayVertices()
    let clipped = project(index, to: target, into: &heap) ?? true
    return ProjectedQuad(vertices: heap.points, isClipped: clipped)
  }

  /// The bounding box of ``projectedQuad(of:in:)``, or ``Rect/null`` when the whole layer is at or
  /// behind the eye: the layer's frame as drawn in `ancestor`'s plane (for an affine tree, the
  /// rect ``LayerTree`` converts its bounds to). Allocates nothing unless the quad is cut at more
  /// than 60 levels.
  ///
  /// - Throws: as ``projectedQuad(of:in:)``.
  public func frame(of id: LayerID, in ancestor: LayerID?) throws(GeometryError) -> Rect {
    let (index, target) = try projection(of: id, in: ancestor)
    var inline = InlineVertices()
    if project(index, to: target, into: &inline) != nil { return inline.boundingBox }
    var heap = ArrayVertices()
    _ = project(index, to: target, into: &heap)
    return heap.boundingBox
  }

  /// Whether the layer faces away from the viewer: its normal, carried by the map from its space
  /// into the space of its nearest flattening ancestor (that ancestor's sublayer transform and
  /// every transform layer between included), points away, which is (M⁻¹).m33 < 0. This is
  /// Chromium's and WebKit's `IsBackFaceVisible` (the cofactor of m33 over the determinant;
  /// Chromium compares with −FLT_EPSILON, WebKit ignores |det| < 1e-8; here the sign is exact and
  /// a singular map faces nobody), measured against CSS's 3D rendering context: the accumulated
  /// matrix up to the context's root. Apple does not document the reference; reports of
  /// `isDoubleSided` card flips working inside a `CATransformLayer` and not inside a plain layer
  /// fit this rule.
  public func isShowingBackFace(_ id: LayerID) -> Bool {
    var map = Transform3D.identity
    var current: Int? = id.index
    while let node = current {
      map = map.concatenating(step(node))
      current = parents[node]
      if flattens(current) { break }
    }
    return map.showsBackFace
  }

  /// Whether the layer hides its content because it faces away and is not double-sided
  /// (`isDoubleSided = false`, CSS `backface-visibility: hidden`). A transform layer draws no
  /// content and is never hidden by this rule. Whether Core Animation also hides the sublayers
  /// of a hidden layer is not documented (Chromium does); this answers for the layer alone.
  public func isHidden(_ id: LayerID) -> Bool {
    let layer = layers[id.index]
    return !layer.isDoubleSided && !layer.preservesDepth && isShowingBackFace(id)
  }

  /// The index of a drawable layer and of a flattening ancestor above it.
  func projection(of id: LayerID, in ancestor: LayerID?) throws(GeometryError) -> (Int, Int?) {
    guard let index = try planeIndex(id) else { preconditionFailure("a layer id is never nil") }
    let target = try planeIndex(ancestor)
    var current = parents[index]
    while let node = current, node != target { current = parents[node] }
    guard current == target else { throw .notAnAncestor(index: index, ancestor: target ?? -1) }
    return (index, target)
  }

  /// Maps the corners of the bounds of `index` up to the plane of `target` into `storage`,
  /// clipping at w = ε and dividing at every flattening layer; returns whether anything was cut,
  /// or nil when the storage overflowed.
  func project<Storage: VertexStorage>(_ index: Int, to target: Int?, into storage: inout Storage) -> Bool? {
    let b = layers[index].bounds
    storage.removeAll()
    _ = storage.append(HomogeneousPoint(x: b.minX, y: b.minY, z: 0, w: 1))
    _ = storage.append(HomogeneousPoint(x: b.maxX, y: b.minY, z: 0, w: 1))
    _ = storage.append(HomogeneousPoint(x: b.maxX, y: b.maxY, z: 0, w: 1))
    _ = storage.append(HomogeneousPoint(x: b.minX, y: b.maxY, z: 0, w: 1))
    var clipped = false
    var current: Int? = index
    while let node = current, node != target {
      let m = step(node)
      for i in 0..<storage.count { storage[i] = storage[i].applying(m) }
      current = parents[node]
      guard flattens(current) else { continue }
      switch storage.clipInFrontOfEye(epsilon: Self.clippingEpsilon) {
      case nil: return nil
      case let cut?: clipped = clipped || cut
      }
    }
    return clipped
  }
}

/// A layer's bounds as drawn in an ancestor's plane: the polygon left after cutting away what is
/// at or behind the eye (``LayerTree3D/projectedQuad(of:in:)``).
public struct ProjectedQuad: Hashable, Sendable {
  /// The vertices in order: the four corners (minX minY, maxX minY, maxX maxY, minX maxY) when
  /// nothing was cut; three to eight points after a cut; none when the whole quad is behind the eye.
  public var vertices: [Point]
  /// Whether part of the quad was cut away.
  public var isClipped: Bool

  /// Creates a projected quad.
  public init(vertices: [Point], isClipped: Bool) {
    self.vertices = vertices
    self.isClipped = isClipped
  }

  /// The bounding box of the vertices, or ``Rect/null`` when there are none.
  public var boundingBox: Rect {
    ArrayVertices(array: vertices.map { HomogeneousPoint($0) }).boundingBox
  }
}

extension Transform3D {
  /// Whether a plane carried by this matrix shows its back: (M⁻¹).m33 < 0, i.e. the cofactor of
  /// m33 (the determinant of rows and columns 1, 2, 4) over the determinant is negative. False
  /// for a singular matrix, and for a layer exactly edge-on (a cofactor of ±0), as Chromium
  /// decides it (`IsBackFaceVisible`: cofactor·det < −FLT_EPSILON).
  public var showsBackFace: Bool {
    let det = determinant
    guard det != 0, det.isFinite else { return false }
    let cofactor = m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
    return cofactor / det < 0
  }
}
