import Geometry
import Transitions

/// A transform in a spec, in one of five notations, each read by one reader:
/// - `[a, b, c, d, tx, ty]`: a 2D matrix in `CGAffineTransform`'s order;
/// - `[m11, m12, …, m44]`: sixteen numbers, a `CATransform3D` (CSS `matrix3d()`'s order);
/// - `{"translate": [x, y], "scale": [sx, sy] or s, "rotate": radians}`: 2D parts, applied to a
///   point in the order scale, then rotate, then translate (`CGAffineTransform(translationX:y:)
///   .rotated(by:).scaledBy(x:y:)`);
/// - the same object with any of `"rotate3d": [x, y, z, radians]`, `"translateZ": z` and
///   `"perspective": d` (and `translate` as `[x, y, z]`, `scale` as `[sx, sy, sz]`): 3D parts,
///   applied as scale, rotate, rotate3d, translate, then perspective, as the CSS list
///   `perspective() translate3d() rotate3d() rotate() scale3d()`;
/// - a string: CSS transform text (`"translateX(-50%) rotateY(-180deg)"`), read by
///   `TransformList(parsing:referenceBox:)` with the view's bounds size as the reference box.
///
/// Matrices interpolate as Core Animation's `transform` key path does; parts with a 3D key and
/// CSS text are lists, which interpolate function by function (CSS's rule, and Core Animation's
/// value-function key paths such as `transform.rotation.y`), so a half turn keeps its direction.
public enum TransformSpec: Codable, Hashable, Sendable {
  /// A 2D matrix.
  case matrix(AffineTransform)
  /// 2D parts.
  case parts(translate: Point?, scale: Size?, rotate: Double?)
  /// A 3D matrix.
  case matrix3D(Transform3D)
  /// 3D parts: a list of functions.
  case parts3D(TransformParts)
  /// CSS transform text.
  case css(String)

  enum CodingKeys: String, CodingKey, CaseIterable { case translate, scale, rotate, rotate3d, translateZ, perspective }

  /// Decodes any notation.
  public init(from decoder: any Decoder) throws {
    // try?: each notation is tried in turn (CSS text, a matrix array, then parts); the parts' reader
    // reports what is wrong with a value that is none of them.
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
      self = .css(text)
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var values: [Double] = []
      while !array.isAtEnd { values.append(try array.decode(Double.self)) }
      // Geometry's one reader of each shape (GeometryNotation), as eval reads them.
      switch values.count {
      case 6: self = .matrix(try GeometryNotation.affine(values))
      case 16: self = .matrix3D(try GeometryNotation.transform3D(values))
      default:
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription:
              "a transform matrix is 6 numbers [a, b, c, d, tx, ty] or 16 [m11 … m44], got \(values.count)"))
      }
      return
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if c.contains(.rotate3d) || c.contains(.translateZ) || c.contains(.perspective) {
      self = .parts3D(try TransformParts(from: decoder))
      return
    }
    // try?: a scale that is not one number is read as [sx, sy] below (or as 3D parts, whose reader reports errors).
    if let uniform = try? c.decodeIfPresent(Double.self, forKey: .scale) {
      self = .parts(
        translate: try c.decodeIfPresent(Point.self, forKey: .translate), scale: Size(width: uniform, height: uniform),
        rotate: try c.decodeIfPresent(Double.self, forKey: .rotate))
      return
    }
    // try?: a scale or translate that is not 2D is read again as 3D parts just below, whose reader reports what is
    // wrong.
    let scale = try? c.decodeIfPresent(Size.self, forKey: .scale)
    let translate = try? c.decodeIfPresent(Point.self, forKey: .translate)
    if (c.contains(.scale) && scale == nil) || (c.contains(.translate) && translate == nil) {
      // [sx, sy, sz] or [x, y, z]: 3D parts without a 3D key.
      self = .parts3D(try TransformParts(from: decoder))
      return
    }
    self = .parts(
      translate: translate ?? nil, scale: scale ?? nil, rotate: try c.decodeIfPresent(Double.self, forKey: .rotate))
  }

  /// Encodes the notation it was given in.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .matrix(let t): try t.encode(to: encoder)
    case .parts(let translate, let scale, let rotate):
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encodeIfPresent(translate, forKey: .translate)
      try c.encodeIfPresent(scale, forKey: .scale)
      try c.encodeIfPresent(rotate, forKey: .rotate)
    case .matrix3D(let t):
      var array = encoder.unkeyedContainer()
      for v in t.values { try array.encode(v) }
    case .parts3D(let parts): try parts.encode(to: encoder)
    case .css(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    }
  }

  /// The 2D transform of a 2D notation (a 6-number matrix or 2D parts): scale, then rotate, then
  /// translate; nil for the 3D notations.
  public var affine: AffineTransform? {
    switch self {
    case .matrix(let t): return t
    case .parts(let translate, let scale, let rotate):
      return Self.composed(translate: translate, scale: scale, rotate: rotate)
    case .matrix3D, .parts3D, .css: return nil
    }
  }

  /// Scale, then rotate, then translate, each optional (`CGAffineTransform`'s concatenation).
  static func composed(translate: Point?, scale: Size?, rotate: Double?) -> AffineTransform {
    var t = AffineTransform.identity
    if let scale { t = t.concatenating(AffineTransform(scaleX: scale.width, y: scale.height)) }
    if let rotate { t = t.concatenating(AffineTransform(rotationAngle: rotate)) }
    if let translate { t = t.concatenating(AffineTransform(translationX: translate.x, y: translate.y)) }
    return t
  }

  /// The transform as 2D parts compose it (see ``affine``); the identity for a 3D notation, whose
  /// transform needs a reference box (``resolved(referenceBox:)``).
  @available(*, deprecated, message: "use affine, or resolved(referenceBox:) for every notation")
  public var transform: AffineTransform { affine ?? .identity }

  /// What the notation means for a view of bounds size `referenceBox` (CSS percentages refer to
  /// it): a 2D matrix, a 3D matrix, or a list of functions.
  ///
  /// - Throws: `TransformSyntaxError` for CSS text that does not read.
  public func resolved(referenceBox: Size) throws(TransformSyntaxError) -> ResolvedTransform {
    switch self {
    case .matrix(let t): return .affine(t)
    case .parts(let translate, let scale, let rotate):
      return .affine(Self.composed(translate: translate, scale: scale, rotate: rotate))
    case .matrix3D(let t): return .matrix(t)
    case .parts3D(let parts): return .list(parts.list)
    case .css(let text): return .list(try TransformList(parsing: text, referenceBox: referenceBox))
    }
  }
}

/// A spec's transform with its notation resolved: how it animates depends on which it is.
public enum ResolvedTransform: Hashable, Sendable {
  /// A 2D matrix (interpolated as Core Animation interpolates `CGAffineTransform`s).
  case affine(AffineTransform)
  /// A 3D matrix (interpolated as Core Animation's `transform` key path does).
  case matrix(Transform3D)
  /// A list of functions (interpolated function by function).
  case list(TransformList)

  /// The transform as a `CATransform3D`.
  public var transform3D: Transform3D {
    switch self {
    case .affine(let t): Transform3D(t)
    case .matrix(let t): t
    case .list(let l): l.matrix
    }
  }
}

/// 3D transform parts: `{"translate": [x, y] or [x, y, z], "translateZ": z, "scale": s, [sx, sy]
/// or [sx, sy, sz], "rotate": radians, "rotate3d": [x, y, z, radians], "perspective": d}`, each
/// optional. The list they make is `perspective(d) translate3d(x, y, z + translateZ)
/// rotate3d(x, y, z, a) rotate(r) scale3d(sx, sy, sz)`: a point is scaled, turned, translated,
/// then seen through the perspective.
public struct TransformParts: Codable, Hashable, Sendable {
  /// The translation (z may be given here or as ``translateZ``).
  public var translate: [Double]?
  /// A translation along z, added to `translate`'s.
  public var translateZ: Double?
  /// The scale: one factor, [sx, sy] or [sx, sy, sz].
  public var scale: [Double]?
  /// A turn about z, in radians.
  public var rotate: Double?
  /// A turn about an axis: [x, y, z, radians].
  public var rotate3d: [Double]?
  /// A perspective of eye distance d points (CSS `perspective(d)`).
  public var perspective: Double?

  enum CodingKeys: String, CodingKey, CaseIterable { case translate, translateZ, scale, rotate, rotate3d, perspective }

  /// Decodes the parts (`scale` may be one number).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    translate = try c.decodeIfPresent([Double].self, forKey: .translate)
    translateZ = try c.decodeIfPresent(Double.self, forKey: .translateZ)
    // try?: a scale that is not one number is read as an array next, whose error is reported.
    if let uniform = try? c.decodeIfPresent(Double.self, forKey: .scale) {
      scale = [uniform]
    } else {
      scale = try c.decodeIfPresent([Double].self, forKey: .scale)
    }
    rotate = try c.decodeIfPresent(Double.self, forKey: .rotate)
    rotate3d = try c.decodeIfPresent([Double].self, forKey: .rotate3d)
    perspective = try c.decodeIfPresent(Double.self, forKey: .perspective)
    func count(_ values: [Double]?, _ allowed: Set<Int>, _ key: CodingKeys, _ what: String) throws {
      guard let values, !allowed.contains(values.count) else { return }
      throw DecodingError.dataCorruptedError(
        forKey: key, in: c, debugDescription: "\(key.rawValue) is \(what), got \(values.count) numbers")
    }
    try count(translate, [2, 3], .translate, "[x, y] or [x, y, z]")
    try count(scale, [1, 2, 3], .scale, "a factor, [sx, sy] or [sx, sy, sz]")
    try count(rotate3d, [4], .rotate3d, "[x, y, z, radians]")
  }

  /// Encodes the parts as given (a uniform scale as one number).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(translate, forKey: .translate)
    try c.encodeIfPresent(translateZ, forKey: .translateZ)
    if let scale, scale.count == 1 {
      try c.encode(scale[0], forKey: .scale)
    } else {
      try c.encodeIfPresent(scale, forKey: .scale)
    }
    try c.encodeIfPresent(rotate, forKey: .rotate)
    try c.encodeIfPresent(rotate3d, forKey: .rotate3d)
    try c.encodeIfPresent(perspective, forKey: .perspective)
  }

  /// The list of functions, outermost first: perspective, translate, rotate3d, rotate, scale
  /// (each only when given).
  public var list: TransformList {
    var functions: [TransformFunction] = []
    if let perspective { functions.append(.perspective(perspective)) }
    if translate != nil || translateZ != nil {
      let t = translate ?? [0, 0]
      functions.append(.translate(Vector3D(x: t[0], y: t[1], z: (t.count > 2 ? t[2] : 0) + (translateZ ?? 0))))
    }
    if let r = rotate3d { functions.append(.rotate(axis: Vector3D(x: r[0], y: r[1], z: r[2]), angle: r[3])) }
    if let rotate { functions.append(.rotate(axis: Vector3D(x: 0, y: 0, z: 1), angle: rotate)) }
    if let s = scale {
      let v = s.count == 1 ? Vector3D(x: s[0], y: s[0], z: 1) : Vector3D(x: s[0], y: s[1], z: s.count > 2 ? s[2] : 1)
      functions.append(.scale(v))
    }
    return TransformList(functions)
  }
}
