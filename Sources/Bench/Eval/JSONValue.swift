/// A JSON value as the `eval` interface reads and writes it: numbers keep their source text so
/// that an echoed `id` comes back exactly as it was sent, objects keep their key order.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number with its source text (nil for numbers we computed).
  case number(Double, text: String?)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
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
  static func number(_ value: Double) -> JSONValue { .number(value, text: nil) }

  /// Whether this is a scalar (what an `id` may be).
  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// The JSON kind in words, for error messages.
  var kind: String {
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

// MARK: - Writing

extension JSONValue {
  /// The value as compact JSON on one line.
  var serialized: String {
    var out = ""
    write(into: &out)
    return out
  }

  func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let value, let text):
      if let text { out += text } else { out += JSONValue.format(value) }
    case .string(let s): JSONValue.writeString(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        JSONValue.writeString(member.key, into: &out)
        out += ":"
        member.value.write(into: &out)
      }
      out += "}"
    }
  }

  /// Shortest round-trip text for a double (Swift's `description`, which is shortest
  /// round-trip), without a trailing ".0" for integral values below 2⁵³; "-0" keeps its sign.
  /// Non-finite values are the strings "inf", "-inf", "nan" (the interface's convention).
  static func format(_ value: Double) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  static func writeString(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
