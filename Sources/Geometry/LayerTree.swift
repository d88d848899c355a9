/// A tree of layers stored as a value: an array of ``Layer``s with parent indices.
///
/// Every layer whose parent is nil hangs from one implicit root space (the space UIKit's
/// `convert(_:to: nil)` names: the window's). Identify layers by the ``LayerID`` that
/// ``add(_:parent:)`` returns. Because a parent must exist before its child is added, a tree
/// built with `add` can never hold a cycle; ``init(layers:parents:)`` validates arbitrary input.
public struct LayerTree: Hashable, Sendable {
  /// The layers, indexed by ``LayerID/index``.
  public private(set) var layers: [Layer]
  /// The parent of each layer (an index into ``layers``), or nil for the root space.
  public private(set) var parents: [Int?]

  /// An empty tree.
  public init() {
    layers = []
    parents = []
  }

  /// A tree from parallel arrays, validated: every parent index must exist and the parent
  /// chains must not loop.
  ///
  /// - Throws: ``GeometryError/unknownLayer(index:count:)`` when the arrays differ in length or a
  ///   parent index is out of range; ``GeometryError/cycle(index:)`` when a chain loops.
  public init(layers: [Layer], parents: [Int?]) throws(GeometryError) {
    try LayerHierarchy.validate(parents, count: layers.count)
    self.layers = layers
    self.parents = parents
  }

  /// The number of layers.
  public var count: Int { layers.count }

  /// Adds `layer` under `parent` (nil: the root space) and returns its id.
  ///
  /// - Precondition: `parent` belongs to this tree.
  @discardableResult
  public mutating func add(_ layer: Layer, parent: LayerID? = nil) -> LayerID {
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
  public subscript(id: LayerID) -> Layer {
    get { layers[id.index] }
    set { layers[id.index] = newValue }
  }

  /// The parent of `id`, or nil when it hangs from the root space.
  public func parent(of id: LayerID) -> LayerID? {
    parents[id.index].map(LayerID.init(index:))
  }

  /// The number of layers between `id` and the root space (a root layer has depth 1).
  public func depth(of id: LayerID) -> Int {
    LayerHierarchy.depth(of: id.index, in: parents)
  }
}

/// The identity of a layer in a ``LayerTree``: its index in ``LayerTree/layers``.
public struct LayerID: Hashable, Sendable, Comparable {
  /// The index into ``LayerTree/layers``.
  public let index: Int

  /// The id of the layer at `index`.
  public init(index: Int) {
    self.index = index
  }

  /// Ids order by index (a parent added before its child has the smaller id).
  public static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.index < rhs.index }
}
