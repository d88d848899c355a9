import Curves

/// A curve as a spec may write it wherever it takes one: text (a preset name,
/// `cubic-bezier(x1, y1, x2, y2)`, and where any easing is allowed `steps(…)` or `linear(…)`), or
/// the control-point array `[x1, y1, x2, y2]` that `eval` and `--curves` take too. The array
/// is kept as the curve's `cubic-bezier(…)` text, its numbers in shortest round-trip form, so it
/// reads back as the same four doubles: one notation, whichever door it comes through.
enum CurveNotation {
  /// The text a decoded curve value stands for.
  static func decode(_ decoder: any Decoder) throws -> String {
    let single = try decoder.singleValueContainer()
    // try?: a value that is not a string is read as the array form, whose errors are reported.
    if let text = try? single.decode(String.self) { return text }
    guard let numbers = try? single.decode([Double].self) else {
      throw DecodingError.dataCorruptedError(in: single, debugDescription: shape)
    }
    guard numbers.count == 4 else {
      throw DecodingError.dataCorruptedError(in: single, debugDescription: "\(shape); got \(numbers.count) numbers")
    }
    return text(numbers[0], numbers[1], numbers[2], numbers[3])
  }

  /// `cubic-bezier(x1, y1, x2, y2)` with each number in shortest round-trip form (so the text
  /// reads back as the same four doubles).
  static func text(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
    "cubic-bezier(" + [x1, y1, x2, y2].map(number).joined(separator: ", ") + ")"
  }

  private static func number(_ value: Double) -> String {
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// What a curve value holds, in words.
  static let shape =
    "a curve is text (a preset name, cubic-bezier(x1, y1, x2, y2), steps(…) or linear(…)) or an array "
    + "[x1, y1, x2, y2]"
}

/// An optional spec field holding one curve (`CurveNotation`): text or `[x1, y1, x2, y2]`.
@propertyWrapper
public struct CurveField: Codable, Hashable, Sendable {
  /// The curve's text (an array is kept as its `cubic-bezier(…)` text), or nil when absent.
  public var wrappedValue: String?

  /// A field holding `wrappedValue`.
  public init(wrappedValue: String?) { self.wrappedValue = wrappedValue }

  /// Decodes text or `[x1, y1, x2, y2]`.
  public init(from decoder: any Decoder) throws { wrappedValue = try CurveNotation.decode(decoder) }

  /// Encodes the text.
  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    try single.encode(wrappedValue)
  }
}

/// An optional spec field holding a list of curves (`CurveNotation` each).
@propertyWrapper
public struct CurveListField: Codable, Hashable, Sendable {
  /// The curves' texts (each array kept as its `cubic-bezier(…)` text), or nil when absent.
  public var wrappedValue: [String]?

  /// A field holding `wrappedValue`.
  public init(wrappedValue: [String]?) { self.wrappedValue = wrappedValue }

  /// Decodes an array whose elements are each text or `[x1, y1, x2, y2]`.
  public init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    var texts: [String] = []
    while !list.isAtEnd { texts.append(try list.decode(CurveElement.self).text) }
    wrappedValue = texts
  }

  /// Encodes the texts.
  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    try single.encode(wrappedValue)
  }

  /// One element of the list.
  private struct CurveElement: Decodable {
    var text: String
    init(from decoder: any Decoder) throws { text = try CurveNotation.decode(decoder) }
  }
}

// An absent key is an absent field (nil), and a nil field is written as no key, as for the plain
// optionals these fields replaced.
extension KeyedDecodingContainer {
  func decode(_ type: CurveField.Type, forKey key: Key) throws -> CurveField {
    try decodeIfPresent(type, forKey: key) ?? CurveField(wrappedValue: nil)
  }

  func decode(_ type: CurveListField.Type, forKey key: Key) throws -> CurveListField {
    try decodeIfPresent(type, forKey: key) ?? CurveListField(wrappedValue: nil)
  }
}

extension KeyedEncodingContainer {
  mutating func encode(_ value: CurveField, forKey key: Key) throws {
    try encodeIfPresent(value.wrappedValue, forKey: key)
  }

  mutating func encode(_ value: CurveListField, forKey key: Key) throws {
    try encodeIfPresent(value.wrappedValue, forKey: key)
  }
}
