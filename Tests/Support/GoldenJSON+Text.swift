extension GoldenJSON {
  /// Pretty-printed JSON text: two-space indent, keys sorted, numbers in shortest round-trip
  /// form (integral values without ".0"), a trailing newline.
  public func formatted() -> String {
    var out = ""
    write(into: &out, indent: "")
    out += "\n"
    return out
  }

  private func write(into out: inout String, indent: String) {
    switch self {
    case .number(let value): out += Self.format(value)
    case .string(let text): out += Self.quote(text)
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "null"
    case .array(let elements):
      if elements.isEmpty { out += "[]"; return }
      if elements.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
        out += "[" + elements.map { $0.numberText }.joined(separator: ", ") + "]"
        return
      }
      out += "[\n"
      for (index, element) in elements.enumerated() {
        out += indent + "  "
        element.write(into: &out, indent: indent + "  ")
        out += index == elements.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        out += indent + "  " + Self.quote(key) + ": "
        members[key]!.write(into: &out, indent: indent + "  ")
        out += index == keys.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  private var numberText: String {
    if case .number(let value) = self { return Self.format(value) }
    return ""
  }

  /// Shortest round-trip decimal; "inf", "-inf", "nan" as strings.
  public static func format(_ value: Double) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
