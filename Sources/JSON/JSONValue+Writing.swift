extension JSONValue {
  /// The value as compact JSON on one line (members in their order; numbers with their source
  /// text, or in shortest round-trip form).
  public var serialized: String {
    var out: [UInt8] = []
    out.reserveCapacity(128)
    write(into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the compact form to `out`.
  public func write(into out: inout String) {
    out += serialized
  }

  /// Appends the compact form to `out` as UTF-8 bytes: appending bytes to an array costs a
  /// fraction of appending small strings to a string, which dominated `eval`'s answers.
  public func write(into out: inout [UInt8]) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let value, let text): JSONValue.appendUTF8(text ?? JSONValue.format(value), to: &out)
    case .string(let s): JSONValue.writeString(s, into: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        item.write(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (i, member) in members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        JSONValue.writeString(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        member.value.write(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Appends the UTF-8 bytes of `text` to `out` from its contiguous storage: the generic
  /// `append(contentsOf: text.utf8)` walks the view a byte at a time, and answering an `eval`
  /// line spent a twentieth of its time there.
  static func appendUTF8(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { out.append(contentsOf: $0) }
  }

  /// Shortest round-trip text for a double (Swift's `description`, which is shortest
  /// round-trip), without a trailing ".0" for integral values below 2⁵³; "-0" keeps its sign.
  /// Non-finite values are the strings "inf", "-inf", "nan" (the interface's convention).
  public static func format(_ value: Double) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  /// Appends `s` as a JSON string literal (quotes, escapes, `\\u` for other control characters).
  public static func writeString(_ s: String, into out: inout String) {
    var bytes: [UInt8] = []
    writeString(s, into: &bytes)
    out += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `s` as a JSON string literal, as UTF-8 bytes.
  public static func writeString(_ s: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escape: appended whole, the same bytes as the loop below writes.
    var text = s
    let plain = text.withUTF8 { bytes in
      guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
        return false
      }
      out.append(contentsOf: bytes)
      return true
    }
    if plain {
      out.append(UInt8(ascii: "\""))
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out.append(contentsOf: "\\\"".utf8)
      case "\\": out.append(contentsOf: "\\\\".utf8)
      case "\n": out.append(contentsOf: "\\n".utf8)
      case "\r": out.append(contentsOf: "\\r".utf8)
      case "\t": out.append(contentsOf: "\\t".utf8)
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        } else {
          UTF8.encode(scalar) { out.append($0) }
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

extension JSONValue {
  /// Pretty JSON for files people read and diff: two-space indent, object keys sorted when
  /// `sortingKeys` (golden files), arrays of numbers (and nulls) on one line, a trailing newline.
  public func formatted(sortingKeys: Bool = true) -> String {
    var out = ""
    writeFormatted(into: &out, indent: "", sortingKeys: sortingKeys)
    out += "\n"
    return out
  }

  private func writeFormatted(into out: inout String, indent: String, sortingKeys: Bool) {
    switch self {
    case .array(let elements):
      if elements.isEmpty { out += "[]"; return }
      if elements.allSatisfy({ if case .number = $0 { true } else { $0 == .null } }) {
        out += "["
        for (i, element) in elements.enumerated() {
          if i > 0 { out += ", " }
          element.write(into: &out)
        }
        out += "]"
        return
      }
      out += "[\n"
      for (i, element) in elements.enumerated() {
        out += indent + "  "
        element.writeFormatted(into: &out, indent: indent + "  ", sortingKeys: sortingKeys)
        out += i == elements.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{\n"
      let ordered = sortingKeys ? members.sorted { $0.key < $1.key } : members
      for (i, member) in ordered.enumerated() {
        out += indent + "  "
        JSONValue.writeString(member.key, into: &out)
        out += ": "
        member.value.writeFormatted(into: &out, indent: indent + "  ", sortingKeys: sortingKeys)
        out += i == ordered.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    default:
      write(into: &out)
    }
  }
}
