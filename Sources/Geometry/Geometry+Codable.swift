// JSON shapes shared by traces, golden files and the bench's `eval` interface:
// a point is [x, y], a size [w, h], a rect [x, y, w, h] or the string "null" / "infinite",
// a transform [a, b, c, d, tx, ty].

extension Point: Codable {
  /// Decodes `[x, y]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init(x: try container.decode(Double.self), y: try container.decode(Double.self))
  }

  /// Encodes `[x, y]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(x)
    try container.encode(y)
  }
}

extension Size: Codable {
  /// Decodes `[width, height]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init(width: try container.decode(Double.self), height: try container.decode(Double.self))
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
    var container = try decoder.unkeyedContainer()
    let x = try container.decode(Double.self)
    let y = try container.decode(Double.self)
    let w = try container.decode(Double.self)
    let h = try container.decode(Double.self)
    self.init(x: x, y: y, width: w, height: h)
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
    var container = try decoder.unkeyedContainer()
    var values: [Double] = []
    for _ in 0..<6 { values.append(try container.decode(Double.self)) }
    self.init(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }

  /// Encodes `[a, b, c, d, tx, ty]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for value in [a, b, c, d, tx, ty] { try container.encode(value) }
  }
}
