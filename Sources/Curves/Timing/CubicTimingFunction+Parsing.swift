extension CubicTimingFunction {
  /// Reads a timing function as people write it: a preset name (every spelling in
  /// ``presetsByName``, case-sensitive), `cubic-bezier(x1, y1, x2, y2)` with four numbers
  /// (spaces optional, as in CSS), or the control-point array `[x1, y1, x2, y2]` (the JSON form
  /// `eval` and spec files take, as text: `--curves "[0.4, 0, 0.2, 1]"`).
  ///
  /// ```swift
  /// try CubicTimingFunction(parsing: "cubic-bezier(0.42, 0, 0.58, 1)") == .easeInEaseOut  // true
  /// try CubicTimingFunction(parsing: "ease-out") == .easeOut                              // true
  /// ```
  ///
  /// - Throws: ``CurveError/unparsable(text:reason:)`` for anything else, and the errors of
  ///   ``init(x1:y1:x2:y2:)`` for numbers out of range.
  public init(parsing text: String) throws(CurveError) {
    let trimmed = text.trimmingSpaces
    if let preset = Self.preset(named: trimmed) {
      self = preset
      return
    }
    self.init(try ControlPoints(parsingCall: trimmed, text: text))
  }
}

extension CubicTimingFunction.ControlPoints {
  /// Reads control points as ``CubicTimingFunction/init(parsing:)`` reads a curve (a preset name
  /// or `cubic-bezier(…)`), with the same errors, without building the curve's table.
  public init(parsing text: String) throws(CurveError) {
    let trimmed = text.trimmingSpaces
    if let preset = CubicTimingFunction.preset(named: trimmed) {
      self = preset.controlPoints
      return
    }
    try self.init(parsingCall: trimmed, text: text)
  }

  /// Reads `cubic-bezier(x1, y1, x2, y2)` from `trimmed` (over its bytes when it is plain ASCII,
  /// else by characters); errors quote `text`.
  init(parsingCall trimmed: String, text: String) throws(CurveError) {
    if let v = Self.plainArguments(trimmed) {
      try self.init(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
      return
    }
    try self.init(readingCharacters: trimmed, text: text)
  }

  /// Reads `cubic-bezier(x1, y1, x2, y2)` from `trimmed` character by character, naming what is
  /// wrong; errors quote `text`.
  init(readingCharacters trimmed: String, text: String) throws(CurveError) {
    let prefix = "cubic-bezier("
    let isArray = trimmed.hasPrefix("[") && trimmed.hasSuffix("]")
    guard isArray || (trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")")) else {
      let names = CubicTimingFunction.presetsByName.map(\.name).joined(separator: ", ")
      throw .unparsable(
        text: text, reason: "expected cubic-bezier(x1, y1, x2, y2), [x1, y1, x2, y2] or one of: \(names)")
    }
    let inner = trimmed.dropFirst(isArray ? 1 : prefix.count).dropLast()
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    guard parts.count == 4 else {
      let form = isArray ? "a curve [x1, y1, x2, y2] holds" : "cubic-bezier takes"
      throw .unparsable(text: text, reason: "\(form) exactly 4 numbers, found \(parts.count)")
    }
    var values: [Double] = []
    for part in parts {
      guard let value = Double(decimalText: part), value.isFinite else {
        throw .unparsable(text: text, reason: "\"\(part)\" is not a finite number")
      }
      values.append(value)
    }
    try self.init(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
  }
}

extension CubicTimingFunction.ControlPoints {
  /// The four numbers of `cubic-bezier(a, b, c, d)` read over the text's bytes, or nil unless the
  /// text is exactly that, in ASCII without a carriage return: the reader above then reads it
  /// by characters and names what is wrong. On such text, bytes and characters split and trim
  /// alike (only "\r\n" is one character of two ASCII bytes), so both readers find the same four
  /// numbers from the same texts; this one skips the character machinery (a few microseconds
  /// per curve, which `eval` pays on every new curve).
  static func plainArguments(_ trimmed: String) -> (Double, Double, Double, Double)? {
    var text = trimmed
    return text.withUTF8 { bytes -> (Double, Double, Double, Double)? in
      let prefix = Array("cubic-bezier(".utf8)
      guard bytes.count > prefix.count, bytes.last == UInt8(ascii: ")"), bytes.starts(with: prefix) else { return nil }
      var values: [Double] = []
      var start = prefix.count
      let end = bytes.count - 1
      for i in start...end where i == end || bytes[i] == UInt8(ascii: ",") {
        var (a, b) = (start, i)
        while a < b && isSpace(bytes[a]) { a += 1 }
        while b > a && isSpace(bytes[b - 1]) { b -= 1 }
        var sawDigit = false
        for byte in bytes[a..<b] {
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
          case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): continue
          default: return nil  // not a decimal (nor ASCII, nor a carriage return)
          }
        }
        guard sawDigit, values.count < 4, let value = Double(String(decoding: bytes[a..<b], as: UTF8.self)),
          value.isFinite
        else { return nil }
        values.append(value)
        start = i + 1
      }
      return values.count == 4 ? (values[0], values[1], values[2], values[3]) : nil
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
  }
}

extension CubicTimingFunction {
  /// Reads a comma-separated list of timing functions, each as ``init(parsing:)`` reads it:
  /// commas inside parentheses belong to their `cubic-bezier(…)`, spaces around each entry are
  /// dropped, and each entry keeps its text as its name.
  ///
  /// ```swift
  /// try CubicTimingFunction.list(parsing: "ease, cubic-bezier(0.4, 0, 0.2, 1)").map(\.name)
  /// // ["ease", "cubic-bezier(0.4, 0, 0.2, 1)"]
  /// ```
  ///
  /// - Throws: the first entry's error, as ``init(parsing:)`` throws it.
  public static func list(parsing text: String) throws(CurveError) -> [(name: String, curve: CubicTimingFunction)] {
    var curves: [(name: String, curve: CubicTimingFunction)] = []
    for part in text.topLevelCommaSeparated {
      curves.append((part.trimmingSpaces, try CubicTimingFunction(parsing: part)))
    }
    return curves
  }
}

extension EasingFunction {
  /// Reads a comma-separated list of timing functions of any kind, each as ``init(parsing:)``
  /// reads it (commas inside parentheses belong to their `steps(…)` or `linear(…)`), each entry
  /// keeping its text as its name.
  ///
  /// - Throws: the first entry's error, as ``init(parsing:)`` throws it.
  public static func list(parsing text: String) throws(CurveError) -> [(name: String, easing: EasingFunction)] {
    var easings: [(name: String, easing: EasingFunction)] = []
    for part in text.topLevelCommaSeparated { easings.append((part.trimmingSpaces, try EasingFunction(parsing: part))) }
    return easings
  }
}

extension String {
  /// The pieces between the commas that are not inside parentheses or brackets.
  var topLevelCommaSeparated: [String] {
    var parts: [String] = [], current = "", depth = 0
    for character in self {
      if character == "(" || character == "[" { depth += 1 } else if character == ")" || character == "]" { depth -= 1 }
      if character == "," && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts
  }

  /// The string without leading and trailing spaces, tabs and newlines.
  var trimmingSpaces: String {
    // Most text has none: a first and last byte that begin and end no space character.
    if let first = utf8.first, let last = utf8.last, !Self.startsOrEndsSpace(first), !Self.startsOrEndsSpace(last) {
      return self
    }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }

  /// Whether a byte can be the first or last byte of a space, tab, newline or carriage return
  /// character (each is its one byte; the character "\r\n" starts and ends with one of them).
  private static func startsOrEndsSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
