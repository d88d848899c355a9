import Geometry
import JSON
import Transitions

extension SpecCheck {
  /// A spec transform resolved for a view of bounds size `referenceBox`, every number finite.
  ///
  /// - Throws: ``SpecError`` at `path`: CSS text that does not read (with the character), a
  ///   number that is not finite.
  static func transform(_ spec: TransformSpec, referenceBox: Size, at path: JSONPath) throws(SpecError)
    -> ResolvedTransform
  {
    let resolved: ResolvedTransform
    do { resolved = try spec.resolved(referenceBox: referenceBox) } catch {
      throw SpecError(path, "CSS transform \(error)")
    }
    switch resolved {
    case .affine(let t):
      for (k, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() where !v.isFinite {
        throw SpecError(path, "entry \(k) of the transform is \(v): all must be finite")
      }
    case .matrix(let t):
      for (k, v) in t.values.enumerated() where !v.isFinite {
        throw SpecError(path, "entry \(k) of the transform is \(v): all must be finite")
      }
    case .list(let list):
      for (k, function) in list.functions.enumerated() where !function.hasFiniteNumbers {
        throw SpecError(
          path, "transform function \(k + 1) (\(TransformList([function]).cssText)) has a number that is not finite")
      }
      if case .parts3D(let parts) = spec, let d = parts.perspective, !(d > 0) {
        throw SpecError(path.key("perspective"), "\(d): a perspective is an eye distance > 0 in points")
      }
    }
    return resolved
  }
}

extension TransformFunction {
  /// Whether every number of the function is finite (`perspective(none)` has none).
  var hasFiniteNumbers: Bool {
    switch self {
    case .translate(let v), .scale(let v): v.x.isFinite && v.y.isFinite && v.z.isFinite
    case .rotate(let axis, let angle): axis.x.isFinite && axis.y.isFinite && axis.z.isFinite && angle.isFinite
    case .skew(let x, let y): x.isFinite && y.isFinite
    case .perspective(let d): d.map(\.isFinite) ?? true
    case .matrix(let t, _): t.isFinite
    }
  }
}
