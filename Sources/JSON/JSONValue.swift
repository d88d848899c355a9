/// A JSON value (RFC 8259), the one representation the project reads and writes: `eval` lines,
/// traces, spec files, golden and reference files. Numbers keep their source text (so that an
/// echoed `id` comes back exactly as it was sent); objects keep their key order.
///
/// The project's convention for non-finite numbers: the strings `"inf"`, `"-inf"` and `"nan"`
/// (``numberValue`` reads them as numbers; the writers write non-finite numbers that way).
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number with its source text (nil for numbers we computed).
  case number(Double, text: String?)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in their order.
  case object([(key: String, value: JSONValue)])

  /// Equal structure and values; numbers compare by value (NaN equals NaN), not by text.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case let (.bool(a), .bool(b)): a == b
    case let (.number(a, _), .number(b, _)): a == b || (a.isNaN && b.isNaN)
    case let (.string(a), .string(b)): a == b
    case let (.array(a), .array(b)): a == b
    case let (.object(a), .object(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }

  /// A computed number (written in shortest round-trip form, non-finite as "inf", "-inf", "nan").
  public static func number(_ value: Double) -> JSONValue { .number(value, text: nil) }

  /// Whether this is a scalar (what an `id` may be).
  public var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// The JSON kind in words, for error messages ("a number", "an object", …).
  public var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue {
  /// The value as a number, reading the strings "inf", "-inf" and "nan" as the special values.
  public var numberValue: Double? {
    switch self {
    case .number(let value, _): value
    case .string("inf"): .infinity
    case .string("-inf"): -.infinity
    case .string("nan"): .nan
    default: nil
    }
  }

  /// The text of a string, or nil.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The elements of an array, or nil.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members of an object, or nil.
  public var objectMembers: [(key: String, value: JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The value of the member `key` of an object, or nil.
  public subscript(key: String) -> JSONValue? {
    objectMembers?.first { $0.key == key }?.value
  }
}
