/// A tree of 3D layers stored as a value, as ``LayerTree`` is for 2D ones: Core Animation's layer
/// model with `zPosition`, `anchorPointZ`, 3D transforms, perspective, flattening and back faces.
///
/// Every layer flattens its sublayers into its own plane (z = 0 of its space), as a `CALayer`
/// does, unless it ``Layer3D/preservesDepth`` (a `CATransformLayer`): then they stay in 3D until
/// the nearest ancestor that flattens. Flattening is Chromium's `FlattenTo2d` and WebKit's
/// `to2dTransform` (m13 = m23 = m31 = m32 = m34 = m43 = 0, m33 = 1), applied to the map into the
/// flattening layer's space: a point (x, y, z, w) there is drawn at (x/w, y/w) of its plane, and
/// has no image when w ≤ 0 (it is behind the eye). The root space (nil) flattens too: it is the
/// window, looked at along −z.
///
/// The map from a layer's plane to an ancestor's plane is a homography (rows and columns 1, 2, 4
/// of a 4×4 matrix), so points convert down as well as up, through its inverse.
public struct LayerTree3D: Hashable, Sendable {
  /// The layers, indexed by ``LayerID/index``.
  public private(set) var layers: [Layer3D]
  /// The parent of each layer (an index into ``layers``), or nil for the root space.
  public private(set) var parents: [Int?]

  /// An empty tree.
  public init() {
    layers = []
    parents = []
  }

  /// A tree from parallel arrays, validated as ``LayerTree/init(layers:parents:)`` validates.
  ///
  /// - Throws: ``GeometryError/unknownLayer(index:count:)`` or ``GeometryError/cycle(index:)``.
  public init(layers: [Layer3D], parents: [Int?]) throws(GeometryError) {
    try LayerHierarchy.validate(parents, count: layers.count)
    self.layers = layers
    self.parents = parents
  }

  /// The 2D tree lifted into 3D: every layer as ``Layer3D/init(_:)`` makes it. Conversions in
  /// the lifted tree equal the 2D tree's (a tested property).
  public init(_ tree: LayerTree) {
    layers = tree.layers.map(Layer3D.init)
    parents = tree.parents
  }

  /// The number of layers.
  public var count: Int { layers.count }

  /// Adds `layer` under `parent` (nil: the root space) and returns its id.
  ///
  /// - Precondition: `parent` belongs to this tree.
  @discardableResult
  public mutating func add(_ layer: Layer3D, parent: LayerID? = nil) -> LayerID {
    if let parent {
      precondition(layers.indices.contains(parent.index), "parent \(parent.index) is not in this tree")
    }
    layers.append(layer)
    parents.append(parent?.index)
    return LayerID(index: layers.count - 1)
  }

  /// The layer with the given id, to read or modify.
  ///
  /// - Precondition: `id` belongs to this tree.
  public subscript(id: LayerID) -> Layer3D {
    get { layers[id.index] }
    set { layers[id.index] = newValue }
  }

  /// The parent of `id`, or nil when it hangs from the root space.
  public func parent(of id: LayerID) -> LayerID? {
    parents[id.index].map(LayerID.init(index:))
  }

  /// The map from layer `index`'s space into its parent's space, sublayer transform included,
  /// before any flattening.
  func step(_ index: Int) -> Transform3D {
    let up = layers[index].toParent
    guard let parent = parents[index] else { return up }
    let sublayer = layers[parent]
    return sublayer.sublayerTransform.isIdentity ? up : up.concatenating(sublayer.sublayerMap)
  }

  /// Whether the space of `index` (nil: the root) flattens what is mapped into it.
  func flattens(_ index: Int?) -> Bool {
    guard let index else { return true }
    return !layers[index].preservesDepth
  }

  /// The nearest layer at or above `index` that flattens (nil: the root space).
  func plane(at index: Int?) -> Int? {
    var current = index
    while let node = current, layers[node].preservesDepth { current = parents[node] }
    return current
  }

  /// The id's index, after checking that the layer has a plane of its own.
  func planeIndex(_ id: LayerID?) throws(GeometryError) -> Int? {
    guard let id else { return nil }
    guard layers.indices.contains(id.index) else { throw .unknownLayer(index: id.index, count: layers.count) }
    if layers[id.index].preservesDepth { throw .noPlane(index: id.index) }
    return id.index
  }
}

extension Transform3D {
  /// Chromium's `FlattenTo2d` (WebKit's `to2dTransform`): m13 = m23 = m31 = m32 = m34 = m43 = 0,
  /// m33 = 1. Points of the z = 0 plane map as before in x, y and w; z is dropped.
  @inlinable
  public var flattened: Transform3D {
    var t = self
    (t.m13, t.m23, t.m31, t.m32, t.m34, t.m43, t.m33) = (0, 0, 0, 0, 0, 0, 1)
    return t
  }
}
