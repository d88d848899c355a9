import Geometry
import JSON

/// The geometry operations of `eval`: affine transforms, applying them, rects, layers and
/// conversion between layers, 2D or 3D (the Geometry articles "Core Graphics semantics, exactly"
/// and "3D and perspective").
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
    "rect.standardized": { (f: inout EvalFields) throws(EvalError) in
      [("result", .rect(try f.rect("rect").standardized))]
    },
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
      if f.has("nodes") {
        let (tree, layer, ancestor) = try EvalLayers.projection(&f)
        do { return [("frame", .rect(try tree.frame(of: layer, in: ancestor)))] } catch {
          throw EvalError(wrapping: error)
        }
      }
      let layer = try EvalLayers.layer(
        try f.require("layer", "an object {bounds, position, anchorPoint, transform}"), name: "layer", node: false)
      if let flat = layer.flat { return [("frame", .rect(flat.frame))] }
      var tree = LayerTree3D()
      let id = tree.add(layer)
      do { return [("frame", .rect(try tree.frame(of: id, in: nil)))] } catch { throw EvalError(wrapping: error) }
    },
    "layer.setFrame": { (f: inout EvalFields) throws(EvalError) in
      let given = try EvalLayers.layer(
        try f.require("layer", "an object {bounds, position, anchorPoint, transform}"), name: "layer", node: false)
      guard var layer = given.flat else {
        throw .invalid(
          "layer", "setFrame is defined for 2D layers only (an affine transform, no zPosition or anchorPointZ)")
      }
      let frame = try f.rect("frame")
      do { try layer.setFrame(frame) } catch { throw EvalError(wrapping: error) }
      return [("bounds", .rect(layer.bounds)), ("position", .point(layer.position))]
    },
    "convert.point": { (f: inout EvalFields) throws(EvalError) in
      let (tree, from, to) = try EvalLayers.conversion(&f)
      let point = try f.point("point")
      do { return [("result", .point(try tree.convert(point, from: from, to: to)))] } catch {
        throw EvalError(wrapping: error)
      }
    },
    "convert.rect": { (f: inout EvalFields) throws(EvalError) in
      let (tree, from, to) = try EvalLayers.conversion(&f)
      let rect = try f.rect("rect")
      do { return [("result", .rect(try tree.convert(rect, from: from, to: to)))] } catch {
        throw EvalError(wrapping: error)
      }
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
      guard
        ([from.a, from.b, from.c, from.d, from.tx, from.ty, to.a, to.b, to.c, to.d, to.tx, to.ty, fraction]).allSatisfy(
          \.isFinite)
      else {
        throw .domain("transform.interpolate needs finite transforms and a finite fraction")
      }
      return [("t", .transform(from.interpolated(to: to, fraction: fraction)))]
    },
  ]
}
