// JSON shapes shared by traces, golden files and the bench's `eval` interface:
// a point is [x, y], a size [w, h], a rect [x, y, w, h] or the string "null" / "infinite",
// a transform [a, b, c, d, tx, ty].

/// Decodes exactly `count` numbers from an unkeyed container: a shorter or longer array is an
/// error naming the shape (a stray fourth number in a point never passes silently).
func decodeNumbers(_ count: Int, from decoder: any Decoder, shape: String) throws -> [Double] {
  var container = try decoder.unkeyedContainer()
  func wrongCount(_ given: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(shape): \(count) numbers, got \(given)"))
  }
  if let given = container.count, given != count { throw wrongCount("\(given)") }
  var values: [Double] = []
  for _ in 0..<count { values.append(try container.decode(Double.self)) }
  guard container.isAtEnd else { throw wrongCount("more") }
  return values
}

extension Point: Codable {
  /// Decodes `[x, y]` (exactly two numbers).
  public init(from decoder: any Decoder) throws {
    let v = try decodeNumbers(2, from: decoder, shape: "a point is [x, y]")
    self.init(x: v[0], y: v[1])
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
    let v = try decodeNumbers(2, from: decoder, shape: "a size is [w, h]")
    self.init(width: v[0], height: v[1])
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
      switch name {
      case "null": self = .null
      case "infinite": self = .infinite
      default:
        throw DecodingError.dataCorruptedError(
          in: single, debugDescription: "a rect is [x, y, w, h], \"null\" or \"infinite\", not \"\(name)\"")
      }
      return
    }
    let v = try decodeNumbers(4, from: decoder, shape: "a rect is [x, y, w, h]")
    self.init(x: v[0], y: v[1], width: v[2], height: v[3])
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
    let values = try decodeNumbers(6, from: decoder, shape: "a transform is [a, b, c, d, tx, ty]")
    self.init(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }

  /// Encodes `[a, b, c, d, tx, ty]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for value in [a, b, c, d, tx, ty] { try container.encode(value) }
  }
}
