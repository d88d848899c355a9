import Geometry
import JSON

/// The 3D operations of `eval`: 4×4 transforms in `CATransform3D`'s (and CSS `matrix3d()`'s)
/// order, their decomposition and interpolation under a named policy, and projected quads and
/// back faces in 3D layer trees (the Geometry article "3D and perspective").
enum EvalGeometry3D {
  static let operations: [String: EvalOperation] = [
    "transform3d.concat": { (f: inout EvalFields) throws(EvalError) in
      [("t", .transform3D(try f.transform3D("t1").concatenating(try f.transform3D("t2"))))]
    },
    "transform3d.invert": { (f: inout EvalFields) throws(EvalError) in
      [("t", .transform3D(try f.transform3D("t").inverted()))]
    },
    "transform3d.invertStrict": { (f: inout EvalFields) throws(EvalError) in
      let t = try f.transform3D("t")
      do { return [("t", .transform3D(try t.strictlyInverted()))] } catch { throw EvalError(wrapping: error) }
    },
    "transform3d.decompose": { (f: inout EvalFields) throws(EvalError) in
      let t = try f.transform3D("t")
      let policy = try f.interpolation()
      guard let parts = t.decomposed(using: policy) else {
        throw .domain(
          "transform \(t) has no decomposition under \(policy.rawValue): it is singular or has a non-finite component")
      }
      return [
        ("translation", .numbers([parts.translation.x, parts.translation.y, parts.translation.z])),
        ("scale", .numbers([parts.scale.x, parts.scale.y, parts.scale.z])),
        ("skew", .numbers([parts.skew.xy, parts.skew.xz, parts.skew.yz])),
        (
          "perspective", .numbers([parts.perspective.x, parts.perspective.y, parts.perspective.z, parts.perspective.w])
        ),
        ("quaternion", .numbers([parts.rotation.x, parts.rotation.y, parts.rotation.z, parts.rotation.w])),
      ]
    },
    "transform3d.interpolate": { (f: inout EvalFields) throws(EvalError) in
      let from = try f.transform3D("from")
      let to = try f.transform3D("to")
      let fraction = try f.number("fraction")
      guard fraction.isFinite else { throw .domain("fraction \(fraction) is not finite") }
      let result = from.interpolation(to: to, fraction: fraction, using: try f.interpolation())
      return [("t", .transform3D(result.transform)), ("discrete", .bool(result.isDiscrete))]
    },
    "project.quad": { (f: inout EvalFields) throws(EvalError) in
      let (tree, layer, ancestor) = try EvalLayers.projection(&f)
      do {
        let quad = try tree.projectedQuad(of: layer, in: ancestor)
        return [("vertices", .array(quad.vertices.map(JSONValue.point))), ("clipped", .bool(quad.isClipped))]
      } catch { throw EvalError(wrapping: error) }
    },
    "layer.backFace": { (f: inout EvalFields) throws(EvalError) in
      let tree = try EvalLayers.tree3D(&f)
      let layer = try EvalLayers.layerNode(&f, "layer", count: tree.count)
      return [("showsBackFace", .bool(tree.isShowingBackFace(layer))), ("hidden", .bool(tree.isHidden(layer)))]
    },
  ]
}

extension EvalFields {
  /// A 4×4 transform: 16 numbers in `CATransform3D`'s order (m11, m12, …, m44), 6 for an
  /// affine one, or CSS transform text (lengths in px or em: no reference box here).
  static func transform3D(_ value: JSONValue, name: String) throws(EvalError) -> Transform3D {
    if case .string(let text) = value {
      do { return try GeometryNotation.transform3D(css: text) } catch { throw .invalid(name, "\(error)") }
    }
    let v = try shapeNumbers(value, name: name, .transform3D)
    return try shaped(name) { () throws(GeometryNotation.ShapeError) in try GeometryNotation.transform3D(v) }
  }

  mutating func transform3D(_ key: String) throws(EvalError) -> Transform3D {
    try EvalFields.transform3D(try require(key, GeometryNotation.Shape.transform3D.description), name: name(key))
  }

  /// The `interpolation` policy: a ``TransformInterpolation`` raw value or `core-animation`
  /// (the default, which is WebKit's).
  mutating func interpolation() throws(EvalError) -> TransformInterpolation {
    guard let text = try choice("interpolation", TransformInterpolation.names) else { return .coreAnimation }
    return TransformInterpolation(name: text) ?? .coreAnimation
  }
}

extension JSONValue {
  static func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
  static func transform3D(_ t: Transform3D) -> JSONValue { .numbers(t.values) }
}
