extension TransformList {
  /// The list as CSS transform text that ``init(parsing:referenceBox:fontSize:)`` reads back to
  /// an equal list: `none`, or each function as its primitive, lengths in px and angles in rad,
  /// every number in Swift's shortest round-trip form (`translate3d(8.0px, -4.0px, 12.0px)`,
  /// `rotate3d(0.0, 1.0, 0.0, 3.141592653589793rad)`, `skew(1.0rad, 0.0rad)`,
  /// `perspective(400.0px)` or `perspective(none)`, `matrix(…)` for a 2D matrix function and
  /// `matrix3d(…)` otherwise).
  ///
  /// Numbers that CSS cannot carry (infinities, NaN, a negative perspective from an
  /// extrapolation) are written as they are and do not read back.
  public var cssText: String {
    if functions.isEmpty { return "none" }
    return functions.map(\.cssText).joined(separator: " ")
  }
}

extension TransformFunction {
  /// The function as CSS text (see ``TransformList/cssText``).
  public var cssText: String {
    func list(_ values: [Double], unit: String = "") -> String { values.map { "\($0)\(unit)" }.joined(separator: ", ") }
    switch self {
    case .translate(let v): return "translate3d(\(list([v.x, v.y, v.z], unit: "px")))"
    case .scale(let v): return "scale3d(\(list([v.x, v.y, v.z])))"
    case .rotate(let axis, let angle): return "rotate3d(\(list([axis.x, axis.y, axis.z])), \(angle)rad)"
    case .skew(let x, let y): return "skew(\(list([x, y], unit: "rad")))"
    case .perspective(let d): return d.map { "perspective(\($0)px)" } ?? "perspective(none)"
    case .matrix(let t, let is3D):
      if !is3D, let a = t.affine { return "matrix(\(list([a.a, a.b, a.c, a.d, a.tx, a.ty])))" }
      return "matrix3d(\(list(t.values)))"
    }
  }
}
