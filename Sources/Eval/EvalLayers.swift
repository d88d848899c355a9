import Geometry
import JSON

/// Layer objects and layer trees in `eval` lines: a node is `{bounds, position, anchorPoint,
/// transform, sublayerTransform, zPosition, anchorPointZ, doubleSided, preservesDepth, parent}`,
/// every key optional with Core Animation's default; a transform is 6 numbers (affine) or 16
/// (`CATransform3D` order). A tree whose nodes are all 2D is a ``LayerTree`` (the exact 2D
/// arithmetic); any 3D property makes it a ``LayerTree3D``, which converts a 2D tree alike.
enum EvalLayers {
  /// A layer object. Without `node`, the keys a tree gives meaning to (sublayerTransform,
  /// preservesDepth, doubleSided, parent) are refused as unknown.
  static func layer(_ value: JSONValue, name: String, node: Bool) throws(EvalError) -> Layer3D {
    var f = try EvalFields.object(value, name: name)
    var layer = Layer3D()
    if let bounds = try f.optionalRect("bounds") {
      // A layer's bounds are a rectangle; CGRect.null is no size, and Core Animation has no
      // frame for it.
      guard !bounds.isNull else {
        throw .invalid("\(name).bounds", "a layer's bounds cannot be the null rectangle: give [x, y, width, height]")
      }
      layer.bounds = bounds
    }
    if let position = try f.optionalPoint("position") { layer.position = position }
    if let anchor = try f.optionalPoint("anchorPoint") { layer.anchorPoint = anchor }
    if let z = try f.optionalNumber("zPosition") { layer.zPosition = z }
    if let z = try f.optionalNumber("anchorPointZ") { layer.anchorPointZ = z }
    if let value = f.raw("transform") { layer.transform = try EvalFields.transform3D(value, name: f.name("transform")) }
    if node {
      if let value = f.raw("sublayerTransform") {
        layer.sublayerTransform = try EvalFields.transform3D(value, name: f.name("sublayerTransform"))
      }
      if let doubleSided = try f.bool("doubleSided") { layer.isDoubleSided = doubleSided }
      if let preserves = try f.bool("preservesDepth") { layer.preservesDepth = preserves }
      _ = f.raw("parent")
    }
    try f.checkAllUsed()
    return layer
  }

  /// The nodes of a tree, validated.
  static func nodes(_ f: inout EvalFields) throws(EvalError) -> (layers: [Layer3D], parents: [Int?]) {
    guard case .array(let items) = try f.require("nodes", "an array of layer objects with \"parent\"") else {
      throw .invalid("nodes", "expected an array of layer objects")
    }
    var layers: [Layer3D] = []
    var parents: [Int?] = []
    for (i, item) in items.enumerated() {
      let name = "nodes[\(i)]"
      layers.append(try layer(item, name: name, node: true))
      guard case .object(let members) = item else { throw .invalid(name, "expected an object") }
      parents.append(
        try index(
          members.first(where: { $0.key == "parent" })?.value ?? .null, name: "\(name).parent", count: items.count))
    }
    return (layers, parents)
  }

  /// A node index or null (the root space).
  static func index(_ value: JSONValue, name: String, count: Int) throws(EvalError) -> Int? {
    switch value {
    case .null: return nil
    case .number(let p, _):
      guard p == p.rounded(), p >= 0, p < Double(count) else {
        throw .invalid(name, "expected a node index in 0..<\(count) or null")
      }
      return Int(p)
    case let other: throw .invalid(name, "expected a node index or null, got \(other.kind)")
    }
  }

  /// The node index under `key`, or nil for null (the root space).
  static func spaceNode(_ f: inout EvalFields, _ key: String, count: Int) throws(EvalError) -> LayerID? {
    let value = try f.require(key, "a node index or null for the root space")
    return try index(value, name: key, count: count).map(LayerID.init(index:))
  }

  /// The node index under `key`: a layer, never the root space.
  static func layerNode(_ f: inout EvalFields, _ key: String, count: Int) throws(EvalError) -> LayerID {
    let value = try f.require(key, "a node index")
    guard let index = try index(value, name: key, count: count) else {
      throw .invalid(key, "expected a node index in 0..<\(count)")
    }
    return LayerID(index: index)
  }

  /// The nodes as a 3D tree.
  static func tree3D(_ f: inout EvalFields) throws(EvalError) -> LayerTree3D {
    let (layers, parents) = try nodes(&f)
    do { return try LayerTree3D(layers: layers, parents: parents) } catch { throw EvalError(wrapping: error) }
  }

  /// The tree and the layers of a projection: `nodes`, `layer` and `in` (an ancestor, or null or
  /// absent for the root space).
  static func projection(_ f: inout EvalFields) throws(EvalError) -> (LayerTree3D, LayerID, LayerID?) {
    let tree = try tree3D(&f)
    let layer = try layerNode(&f, "layer", count: tree.count)
    let ancestor = f.has("in") ? try spaceNode(&f, "in", count: tree.count) : nil
    return (tree, layer, ancestor)
  }

  /// The tree and the endpoints of a convert operation.
  static func conversion(_ f: inout EvalFields) throws(EvalError) -> (Tree, LayerID?, LayerID?) {
    let (layers, parents) = try nodes(&f)
    let tree: Tree
    do {
      let flat = layers.compactMap(\.flat)
      tree =
        flat.count == layers.count
        ? .flat(try LayerTree(layers: flat, parents: parents))
        : .deep(try LayerTree3D(layers: layers, parents: parents))
    } catch { throw EvalError(wrapping: error) }
    return (tree, try spaceNode(&f, "from", count: layers.count), try spaceNode(&f, "to", count: layers.count))
  }

  /// A tree for conversion: 2D when every node is.
  enum Tree {
    case flat(LayerTree)
    case deep(LayerTree3D)

    func convert(_ point: Point, from: LayerID?, to: LayerID?) throws(GeometryError) -> Point {
      switch self {
      case .flat(let tree): return try tree.convert(point, from: from, to: to)
      case .deep(let tree): return try tree.convert(point, from: from, to: to)
      }
    }

    func convert(_ rect: Rect, from: LayerID?, to: LayerID?) throws(GeometryError) -> Rect {
      switch self {
      case .flat(let tree): return try tree.convert(rect, from: from, to: to)
      case .deep(let tree): return try tree.convert(rect, from: from, to: to)
      }
    }
  }
}

extension Layer3D {
  /// The 2D layer this one is, or nil when it uses a 3D property (a non-affine transform or
  /// sublayer transform, a z position or anchor, or preserved depth).
  var flat: Layer? {
    guard let transform = transform.affine, let sublayer = sublayerTransform.affine,
      zPosition == 0, anchorPointZ == 0, !preservesDepth
    else { return nil }
    return Layer(
      bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform, sublayerTransform: sublayer)
  }
}
