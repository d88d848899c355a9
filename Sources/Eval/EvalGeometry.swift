import Geometry
import JSON

/// The geometry operations of `eval`: affine transforms, applying them, rects, layers and
/// conversion between layers (the Geometry article "Core Graphics semantics, exactly").
enum EvalGeometry {
  typealias Result = [(String, JSONValue)]

  static let operations: [String: EvalOperation] = [
    "affine.concat": { (f: inout EvalFields) throws(EvalError) in
      [("t", .transform(try f.transform("t1").concatenating(try f.transform("t2"))))]
    },
    "affine.invert": { (f: inout EvalFields) throws(EvalError) in
      [("t", .transform(try f.transform("t").inverted()))]
    },
    "affine.invertStrict": { (f: inout EvalFields) throws(EvalError) in
      let t = try f.transform("t")
      do { return [("t", .transform(try t.strictlyInverted()))] } catch { throw EvalError(wrapping: error) }
    },
    "affine.translate": { (f: inout EvalFields) throws(EvalError) in
      [("t", .transform(try f.transform("t").translatedBy(x: try f.number("x"), y: try f.number("y"))))]
    },
    "affine.scale": { (f: inout EvalFields) throws(EvalError) in
      [("t", .transform(try f.transform("t").scaledBy(x: try f.number("x"), y: try f.number("y"))))]
    },
    "affine.rotate": { (f: inout EvalFields) throws(EvalError) in
      [("t", .transform(try f.transform("t").rotated(by: try f.number("angle"))))]
    },
    "apply.point": { (f: inout EvalFields) throws(EvalError) in
      let t = try f.transform("t")
      return [("result", .point(try f.point("point").applying(t)))]
    },
    "apply.size": { (f: inout EvalFields) throws(EvalError) in
      let t = try f.transform("t")
      return [("result", .size(try f.size("size").applying(t)))]
    },
    "apply.rect": { (f: inout EvalFields) throws(EvalError) in
      let t = try f.transform("t")
      return [("result", .rect(try f.rect("rect").applying(t)))]
    },
    "rect.standardized": { (f: inout EvalFields) throws(EvalError) in [("result", .rect(try f.rect("rect").standardized))] },
    "rect.integral": { (f: inout EvalFields) throws(EvalError) in [("result", .rect(try f.rect("rect").integral))] },
    "rect.insetBy": { (f: inout EvalFields) throws(EvalError) in
      [("result", .rect(try f.rect("rect").insetBy(dx: try f.number("dx"), dy: try f.number("dy"))))]
    },
    "rect.offsetBy": { (f: inout EvalFields) throws(EvalError) in
      [("result", .rect(try f.rect("rect").offsetBy(dx: try f.number("dx"), dy: try f.number("dy"))))]
    },
    "rect.union": { (f: inout EvalFields) throws(EvalError) in
      [("result", .rect(try f.rect("rect").union(try f.rect("other"))))]
    },
    "rect.intersection": { (f: inout EvalFields) throws(EvalError) in
      [("result", .rect(try f.rect("rect").intersection(try f.rect("other"))))]
    },
    "rect.intersects": { (f: inout EvalFields) throws(EvalError) in
      [("result", .bool(try f.rect("rect").intersects(try f.rect("other"))))]
    },
    "rect.divided": { (f: inout EvalFields) throws(EvalError) in
      let rect = try f.rect("rect")
      let distance = try f.number("distance")
      guard let edge = try f.choice("edge", of: RectEdge.self) else {
        throw .missing("edge", "one of minX, minY, maxX, maxY")
      }
      let parts = rect.divided(atDistance: distance, from: edge)
      return [("slice", .rect(parts.slice)), ("remainder", .rect(parts.remainder))]
    },
    "rect.contains": { (f: inout EvalFields) throws(EvalError) in
      let rect = try f.rect("rect")
      let point = try f.optionalPoint("point")
      let other = try f.optionalRect("other")
      switch (point, other) {
      case (let p?, nil): return [("result", .bool(rect.contains(p)))]
      case (nil, let r?): return [("result", .bool(rect.contains(r)))]
      case (nil, nil): throw .missing("point", "a point [x, y] or a rect in \"other\"")
      case (_?, _?): throw .invalid("other", "give either \"point\" or \"other\", not both")
      }
    },
    "rect.isEmpty": { (f: inout EvalFields) throws(EvalError) in [("result", .bool(try f.rect("rect").isEmpty))] },
    "rect.isNull": { (f: inout EvalFields) throws(EvalError) in [("result", .bool(try f.rect("rect").isNull))] },
    "rect.extrema": { (f: inout EvalFields) throws(EvalError) in
      let r = try f.rect("rect")
      return [
        ("minX", .number(r.minX)), ("midX", .number(r.midX)), ("maxX", .number(r.maxX)),
        ("minY", .number(r.minY)), ("midY", .number(r.midY)), ("maxY", .number(r.maxY)),
      ]
    },
    "layer.frame": { (f: inout EvalFields) throws(EvalError) in
      let layer = try layer(try f.require("layer", "an object {bounds, position, anchorPoint, transform}"), name: "layer", sublayer: false)
      return [("frame", .rect(layer.frame))]
    },
    "layer.setFrame": { (f: inout EvalFields) throws(EvalError) in
      var layer = try layer(try f.require("layer", "an object {bounds, position, anchorPoint, transform}"), name: "layer", sublayer: false)
      let frame = try f.rect("frame")
      do { try layer.setFrame(frame) } catch { throw EvalError(wrapping: error) }
      return [("bounds", .rect(layer.bounds)), ("position", .point(layer.position))]
    },
    "convert.point": { (f: inout EvalFields) throws(EvalError) in
      let (tree, from, to) = try conversion(&f)
      let point = try f.point("point")
      do { return [("result", .point(try tree.convert(point, from: from, to: to)))] } catch { throw EvalError(wrapping: error) }
    },
    "convert.rect": { (f: inout EvalFields) throws(EvalError) in
      let (tree, from, to) = try conversion(&f)
      let rect = try f.rect("rect")
      do { return [("result", .rect(try tree.convert(rect, from: from, to: to)))] } catch { throw EvalError(wrapping: error) }
    },
    "transform.decompose": { (f: inout EvalFields) throws(EvalError) in
      let t = try f.transform("t")
      guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
        throw .domain("transform \(t) has a non-finite component")
      }
      let parts = t.decomposed()
      return [
        ("translation", .point(parts.translation)),
        ("scale", .array([.number(parts.scaleX), .number(parts.scaleY)])),
        ("angle", .number(parts.angle)),
        ("remainder", .array([parts.m11, parts.m12, parts.m21, parts.m22].map(JSONValue.number))),
      ]
    },
    "transform.interpolate": { (f: inout EvalFields) throws(EvalError) in
      let from = try f.transform("from")
      let to = try f.transform("to")
      let fraction = try f.number("fraction")
      guard ([from.a, from.b, from.c, from.d, from.tx, from.ty, to.a, to.b, to.c, to.d, to.tx, to.ty, fraction]).allSatisfy(\.isFinite) else {
        throw .domain("transform.interpolate needs finite transforms and a finite fraction")
      }
      return [("t", .transform(from.interpolated(to: to, fraction: fraction)))]
    },
  ]

  /// A layer object; absent properties take Core Animation's defaults (bounds zero, position
  /// zero, anchorPoint (0.5, 0.5), identity transforms).
  static func layer(_ value: JSONValue, name: String, sublayer: Bool) throws(EvalError) -> Layer {
    var f = try EvalFields.object(value, name: name)
    var layer = Layer()
    if let bounds = try f.optionalRect("bounds") {
      // A layer's bounds are a rectangle; CGRect.null is no size, and Core Animation has no
      // frame for it.
      guard !bounds.isNull else { throw .invalid("\(name).bounds", "a layer's bounds cannot be the null rectangle: give [x, y, width, height]") }
      layer.bounds = bounds
    }
    if let position = try f.optionalPoint("position") { layer.position = position }
    if let anchor = try f.optionalPoint("anchorPoint") { layer.anchorPoint = anchor }
    if let transform = try f.optionalTransform("transform") { layer.transform = transform }
    if sublayer, let transform = try f.optionalTransform("sublayerTransform") { layer.sublayerTransform = transform }
    if sublayer { _ = f.raw("parent") }
    try f.checkAllUsed()
    return layer
  }

  /// The tree and the endpoints of a convert operation.
  static func conversion(_ f: inout EvalFields) throws(EvalError) -> (LayerTree, LayerID?, LayerID?) {
    guard case .array(let items) = try f.require("nodes", "an array of layer objects with \"parent\"") else {
      throw .invalid("nodes", "expected an array of layer objects")
    }
    var layers: [Layer] = []
    var parents: [Int?] = []
    for (i, item) in items.enumerated() {
      let name = "nodes[\(i)]"
      layers.append(try layer(item, name: name, sublayer: true))
      guard case .object(let members) = item else { throw .invalid(name, "expected an object") }
      switch members.first(where: { $0.key == "parent" })?.value {
      case nil, .null?: parents.append(nil)
      case .number(let p, _)?:
        guard p == p.rounded(), p >= 0, p < Double(items.count) else {
          throw .invalid("\(name).parent", "expected a node index in 0..<\(items.count) or null")
        }
        parents.append(Int(p))
      case let other?: throw .invalid("\(name).parent", "expected a node index or null, got \(other.kind)")
      }
    }
    let tree: LayerTree
    do { tree = try LayerTree(layers: layers, parents: parents) } catch { throw EvalError(wrapping: error) }
    func endpoint(_ key: String) throws(EvalError) -> LayerID? {
      switch try f.require(key, "a node index or null for the root space") {
      case .null: return nil
      case .number(let p, _):
        guard p == p.rounded(), p >= 0, p < Double(items.count) else {
          throw .invalid(key, "expected a node index in 0..<\(items.count) or null")
        }
        return LayerID(index: Int(p))
      case let other: throw .invalid(key, "expected a node index or null, got \(other.kind)")
      }
    }
    return (tree, try endpoint("from"), try endpoint("to"))
  }
}
