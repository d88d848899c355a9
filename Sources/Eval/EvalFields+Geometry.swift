import Curves
import Geometry
import JSON

extension EvalFields {
  // MARK: Geometry

  // Each shape is read by Geometry's one reader (GeometryNotation), as spec files read it.

  /// The numbers of an array value for a shape's reader (any count: the reader checks it).
  static func shapeNumbers(_ value: JSONValue, name: String, _ shape: GeometryNotation.Shape) throws(EvalError)
    -> [Double]
  {
    guard case .array = value else { throw .invalid(name, "expected \(shape), got \(value.kind)") }
    return try numbers(value, count: nil, name: name, shape: shape.description)
  }

  /// A shape reader's answer, its error as this field's.
  static func shaped<T>(_ name: String, _ read: () throws(GeometryNotation.ShapeError) -> T) throws(EvalError) -> T {
    do { return try read() } catch { throw .invalid(name, "\(error)") }
  }

  static func point(_ value: JSONValue, name: String) throws(EvalError) -> Point {
    let v = try shapeNumbers(value, name: name, .point)
    return try shaped(name) { () throws(GeometryNotation.ShapeError) in try GeometryNotation.point(v) }
  }

  static func size(_ value: JSONValue, name: String) throws(EvalError) -> Size {
    let v = try shapeNumbers(value, name: name, .size)
    return try shaped(name) { () throws(GeometryNotation.ShapeError) in try GeometryNotation.size(v) }
  }

  static func rect(_ value: JSONValue, name: String) throws(EvalError) -> Rect {
    if case .string(let text) = value {
      return try shaped(name) { () throws(GeometryNotation.ShapeError) in try GeometryNotation.rect(named: text) }
    }
    let v = try shapeNumbers(value, name: name, .rect)
    return try shaped(name) { () throws(GeometryNotation.ShapeError) in try GeometryNotation.rect(v) }
  }

  /// `[a, b, c, d, tx, ty]`, or CSS transform text whose matrix is affine (lengths in px or em:
  /// no reference box here, so a percentage is an error).
  static func transform(_ value: JSONValue, name: String) throws(EvalError) -> AffineTransform {
    if case .string(let text) = value {
      do { return try GeometryNotation.affine(css: text) } catch { throw .invalid(name, "\(error)") }
    }
    let v = try shapeNumbers(value, name: name, .affine)
    return try shaped(name) { () throws(GeometryNotation.ShapeError) in try GeometryNotation.affine(v) }
  }

  mutating func point(_ key: String) throws(EvalError) -> Point {
    try EvalFields.point(try require(key, GeometryNotation.Shape.point.description), name: name(key))
  }

  mutating func size(_ key: String) throws(EvalError) -> Size {
    try EvalFields.size(try require(key, "a size [width, height]"), name: name(key))
  }

  mutating func rect(_ key: String) throws(EvalError) -> Rect {
    try EvalFields.rect(try require(key, GeometryNotation.Shape.rect.description), name: name(key))
  }

  mutating func transform(_ key: String) throws(EvalError) -> AffineTransform {
    try EvalFields.transform(try require(key, GeometryNotation.Shape.affine.description), name: name(key))
  }

  mutating func optionalPoint(_ key: String) throws(EvalError) -> Point? {
    guard let value = raw(key) else { return nil }
    return try EvalFields.point(value, name: name(key))
  }

  mutating func optionalRect(_ key: String) throws(EvalError) -> Rect? {
    guard let value = raw(key) else { return nil }
    return try EvalFields.rect(value, name: name(key))
  }

  mutating func optionalTransform(_ key: String) throws(EvalError) -> AffineTransform? {
    guard let value = raw(key) else { return nil }
    return try EvalFields.transform(value, name: name(key))
  }
}
