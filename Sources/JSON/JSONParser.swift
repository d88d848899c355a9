/// The strict JSON parser (RFC 8259) the project uses for every JSON it reads: `eval` lines,
/// spec files, traces, golden and reference files. Duplicate keys, trailing text, control
/// characters in strings, unpaired surrogates and nesting deeper than 64 are errors. Numbers are
/// converted to the correctly rounded double (Clinger's fast path, `DecimalFastPath`, where its
/// one operation is exact; Swift's `Double(_:)` otherwise: the same bits); their text is kept.
///
/// ``parseDocument(_:)`` also records where every value starts (line and column), so a reader
/// that rejects a value can say where it is in the file.
public struct JSONParser {
  /// Why a text is not JSON, and where.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in words.
    public var reason: String
    /// The byte offset of the problem (0-based).
    public var offset: Int
    /// Where the problem is.
    public var position: SourcePosition

    /// `line L, column C: reason`.
    public var description: String { "\(position): \(reason)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private var line = 1
  private var lineStart = 0
  private var recording: Bool
  private var path: [JSONPath.Component] = []
  private var positions: [JSONPath: SourcePosition] = [:]
  /// Whether a number literal read so far overflowed the doubles (to an infinity).
  private var overflowed = false

  /// Parses a whole text; trailing text is an error.
  public static func parse(_ text: String) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8), recording: false)
    return try parser.parseWhole()
  }

  /// Parses a whole text given as UTF-8 bytes (invalid UTF-8 inside a string is an error), and
  /// says whether a number literal in it overflowed the doubles, which the value holds as an
  /// infinity: a reader that must refuse such literals (`eval`) learns it without a second walk.
  public static func parse(utf8 bytes: [UInt8]) throws(Failure) -> (value: JSONValue, overflowed: Bool) {
    var parser = JSONParser(bytes: bytes, recording: false)
    let value = try parser.parseWhole()
    return (value, parser.overflowed)
  }

  /// Parses a whole text and records the position of every value.
  public static func parseDocument(_ text: String) throws(Failure) -> JSONDocument {
    var parser = JSONParser(bytes: Array(text.utf8), recording: true)
    let value = try parser.parseWhole()
    return JSONDocument(value: value, positions: parser.positions)
  }

  private init(bytes: [UInt8], recording: Bool) {
    self.bytes = bytes
    self.recording = recording
  }

  private mutating func parseWhole() throws(Failure) -> JSONValue {
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
    return value
  }

  private var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

  private func failure(_ reason: String) -> Failure {
    Failure(reason: reason, offset: index, position: position)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A:
        line += 1
        lineStart = index + 1
      case 0x20, 0x09, 0x0D: break
      default: return
      }
      index += 1
    }
  }

  private mutating func parseValue() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("unexpected end of input") }
    if recording { positions[JSONPath(path)] = position }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expect("true"); return .bool(true)
    case UInt8(ascii: "f"): try expect("false"); return .bool(false)
    case UInt8(ascii: "n"): try expect("null"); return .null
    default: return try parseNumber()
    }
  }

  private mutating func expect(_ word: String) throws(Failure) {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw failure("expected '\(word)'") }
      index += 1
    }
  }

  private mutating func nest() throws(Failure) {
    depth += 1
    guard depth <= 64 else { throw failure("nested deeper than 64 levels") }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try nest()
    index += 1
    // Most objects and arrays are short: room for eight from the start spares the reallocations
    // of growing 1, 2, 4, 8 (a third of a short `eval` line's allocations).
    var members: [(key: String, value: JSONValue)] = []
    members.reserveCapacity(8)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string key") }
      let key = try parseString()
      guard !members.contains(where: { $0.key == key }) else { throw failure("duplicate key \"\(key)\"") }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
      index += 1
      skipWhitespace()
      if recording { path.append(.key(key)) }
      members.append((key, try parseValue()))
      if recording { path.removeLast() }
      skipWhitespace()
      guard index < bytes.count else { throw failure("unterminated object") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return .object(members) }
      throw failure("expected ',' or '}'")
    }
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try nest()
    index += 1
    var items: [JSONValue] = []
    items.reserveCapacity(8)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      if recording { path.append(.index(items.count)) }
      items.append(try parseValue())
      if recording { path.removeLast() }
      skipWhitespace()
      guard index < bytes.count else { throw failure("unterminated array") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return .array(items) }
      throw failure("expected ',' or ']'")
    }
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1
    // Most strings hold no escape and no control character: read in one piece. Anything else
    // (or invalid UTF-8) goes the way below from the start, with its exact errors.
    // ASCII needs no validation (the generic `String(validating:)` costs more than the rest of
    // a key), and decodes to the same string.
    var end = index
    var ascii = true
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        if ascii {
          let s = String(decoding: bytes[index..<end], as: UTF8.self)
          index = end + 1
          return s
        }
        if let s = String(validating: bytes[index..<end], as: UTF8.self) {
          index = end + 1
          return s
        }
        break
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 { ascii = false }
      end += 1
    }
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() throws(Failure) {
      guard !raw.isEmpty else { return }
      guard let s = String(validating: raw, as: UTF8.self) else { throw failure("invalid UTF-8 in a string") }
      scalars.append(contentsOf: s.unicodeScalars)
      raw.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        try flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush()
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw failure("unpaired surrogate")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
          scalars.append(scalar)
        default: throw failure("invalid escape")
        }
      default:
        guard byte >= 0x20 else { throw failure("control character in a string") }
        raw.append(byte)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
    var code: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = hexDigit(byte) else { throw failure("invalid \\u escape") }
      code = code * 16 + digit
    }
    index += 4
    return code
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - from
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
      index = start
      throw failure("expected a value")
    }
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = DecimalFastPath.value(bytes[start..<index]) ?? Double(text) else {
      throw failure("unreadable number \(text)")
    }
    if value.isInfinite { overflowed = true }
    return .number(value, text: text)
  }
}
