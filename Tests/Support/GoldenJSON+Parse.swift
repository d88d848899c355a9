/// A malformed golden or reference file.
public struct GoldenJSONError: Error, CustomStringConvertible {
  public var message: String
  public var offset: Int

  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { "malformed JSON at byte \(offset): \(message)" }
}

extension GoldenJSON {
  /// Parses JSON text. Numbers are read with `Double(_:)` (correctly rounded).
  public init(parsing text: String) throws(GoldenJSONError) {
    var parser = Parser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    self = try parser.value()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw GoldenJSONError(message: "unexpected text after the value", offset: parser.index)
    }
  }

  private struct Parser {
    var bytes: [UInt8]
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    func fail(_ message: String) -> GoldenJSONError { GoldenJSONError(message: message, offset: index) }

    mutating func expect(_ literal: String) throws(GoldenJSONError) {
      let expected = Array(literal.utf8)
      guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
        throw fail("expected \(literal)")
      }
      index += expected.count
    }

    mutating func value() throws(GoldenJSONError) -> GoldenJSON {
      guard index < bytes.count else { throw fail("unexpected end of input") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object()
      case UInt8(ascii: "["): return try array()
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try expect("true"); return .bool(true)
      case UInt8(ascii: "f"): try expect("false"); return .bool(false)
      case UInt8(ascii: "n"): try expect("null"); return .null
      default: return .number(try number())
      }
    }

    mutating func object() throws(GoldenJSONError) -> GoldenJSON {
      index += 1
      var members: [String: GoldenJSON] = [:]
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
        let key = try string()
        skipWhitespace()
        try expect(":")
        skipWhitespace()
        members[key] = try value()
        skipWhitespace()
        guard index < bytes.count else { throw fail("unterminated object") }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        throw fail("expected , or }")
      }
    }

    mutating func array() throws(GoldenJSONError) -> GoldenJSON {
      index += 1
      var elements: [GoldenJSON] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
      while true {
        skipWhitespace()
        elements.append(try value())
        skipWhitespace()
        guard index < bytes.count else { throw fail("unterminated array") }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        throw fail("expected , or ]")
      }
    }

    mutating func string() throws(GoldenJSONError) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { flush(); return String(scalars) }
        if byte != UInt8(ascii: "\\") { raw.append(byte); continue }
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): raw.append(0x0A)
        case UInt8(ascii: "t"): raw.append(0x09)
        case UInt8(ascii: "r"): raw.append(0x0D)
        case UInt8(ascii: "b"): raw.append(0x08)
        case UInt8(ascii: "f"): raw.append(0x0C)
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(code)
          else { throw fail("bad \\u escape") }
          index += 4
          flush()
          scalars.append(scalar)
        default: raw.append(escape)
        }
      }
      throw fail("unterminated string")
    }

    mutating func number() throws(GoldenJSONError) -> Double {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw fail("expected a value")
      }
      return value
    }
  }
}
