// JSON shapes shared by spec files, traces, golden files and the bench's `eval` interface, each
// read by GeometryNotation (the one reader of each shape): a point is [x, y], a size [w, h], a
// rect [x, y, w, h] or the string "null" / "infinite", a transform [a, b, c, d, tx, ty].

/// Every number of an unkeyed container, for a shape's reader to check the count.
func decodeNumbers(from decoder: any Decoder) throws -> [Double] {
  var container = try decoder.unkeyedContainer()
  var values: [Double] = []
  while !container.isAtEnd { values.append(try container.decode(Double.self)) }
  return values
}

/// `read`'s value, its shape error as a decoding error at the decoder's path.
func decodeShape<T>(_ decoder: any Decoder, _ read: ([Double]) throws(GeometryNotation.ShapeError) -> T) throws -> T {
  let numbers = try decodeNumbers(from: decoder)
  do {
    return try read(numbers)
  } catch {
    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
  }
}

extension Point: Codable {
  /// Decodes `[x, y]` (exactly two numbers).
  public init(from decoder: any Decoder) throws {
    self = try decodeShape(decoder, GeometryNotation.point)
  }

  /// Encodes `[x, y]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(x)
    try container.encode(y)
  }
}

extension Size: Codable {
  /// Decodes `[width, height]` (exactly two numbers).
  public init(from decoder: any Decoder) throws {
    self = try decodeShape(decoder, GeometryNotation.size)
  }

  /// Encodes `[width, height]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(width)
    try container.encode(height)
  }
}

extension Rect: Codable {
  /// Decodes `[x, y, width, height]`, or the strings `"null"` and `"infinite"`.
  public init(from decoder: any Decoder) throws {
    // try?: a value that is not a string is read as the array form below, whose error is reported.
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      do {
        self = try GeometryNotation.rect(named: name)
      } catch {
        throw DecodingError.dataCorruptedError(in: single, debugDescription: "\(error)")
      }
      return
    }
    self = try decodeShape(decoder, GeometryNotation.rect)
  }

  /// Encodes `[x, y, width, height]`, or `"null"` / `"infinite"` for the special rects.
  public func encode(to encoder: any Encoder) throws {
    if isNull || isInfinite {
      var single = encoder.singleValueContainer()
      try single.encode(isNull ? "null" : "infinite")
      return
    }
    var container = encoder.unkeyedContainer()
    for value in [origin.x, origin.y, size.width, size.height] { try container.encode(value) }
  }
}

extension AffineTransform: Codable {
  /// Decodes `[a, b, c, d, tx, ty]`.
  public init(from decoder: any Decoder) throws {
    self = try decodeShape(decoder, GeometryNotation.affine)
  }

  /// Encodes `[a, b, c, d, tx, ty]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for value in [a, b, c, d, tx, ty] { try container.encode(value) }
  }
}
