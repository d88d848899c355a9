/// A JSON value for golden files: numbers are `Double`s, written in shortest round-trip form,
/// and object keys are written sorted, so a file changes only when a value does.
///
/// Infinities and NaN are written as the strings "inf", "-inf" and "nan" (the project's JSON
/// convention) and read back as numbers wherever a number is compared.
public indirect enum GoldenJSON: Hashable, Sendable {
  /// A number (compared within a tolerance).
  case number(Double)
  /// A string (compared exactly, unless it spells a special number).
  case string(String)
  /// A flag.
  case bool(Bool)
  /// JSON null.
  case null
  /// An array (same length, element by element).
  case array([GoldenJSON])
  /// An object (same keys, member by member).
  case object([String: GoldenJSON])
}

extension GoldenJSON: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// A number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// A whole number, as a `Double`.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A flag.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array.
  public init(arrayLiteral elements: GoldenJSON...) { self = .array(elements) }
  /// An object (a repeated key keeps its last value).
  public init(dictionaryLiteral elements: (String, GoldenJSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension GoldenJSON {
  /// The value as a number, reading "inf", "-inf" and "nan" strings as the special values.
  public var numberValue: Double? {
    switch self {
    case .number(let value): return value
    case .string("inf"): return .infinity
    case .string("-inf"): return -.infinity
    case .string("nan"): return .nan
    default: return nil
    }
  }

  /// The value at `key` of an object, or nil.
  public subscript(key: String) -> GoldenJSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The elements of an array, or nil.
  public var arrayValue: [GoldenJSON]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The text of a string, or nil.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// An array of numbers.
  public static func numbers(_ values: [Double]) -> GoldenJSON {
    .array(values.map { GoldenJSON.number($0) })
  }
}

/// A golden or reference file whose JSON parses but whose content is not what the test reads.
public struct GoldenJSONError: Error, CustomStringConvertible {
  /// What is missing or wrong.
  public var message: String
  /// The byte offset, when one is known (0 otherwise).
  public var offset: Int

  /// An error.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message, prefixed with what kind of file was malformed.
  public var description: String { "malformed golden or reference file: \(message)" }
}
