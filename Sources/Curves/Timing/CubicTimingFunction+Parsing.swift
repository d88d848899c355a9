extension CubicTimingFunction {
  /// Reads a timing function as people write it: a preset name (every spelling in
  /// ``presetsByName``, case-sensitive) or `cubic-bezier(x1, y1, x2, y2)` with four numbers
  /// (spaces optional, as in CSS).
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
    let prefix = "cubic-bezier("
    guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(")") else {
      let names = Self.presetsByName.map(\.name).joined(separator: ", ")
      throw .unparsable(text: text, reason: "expected cubic-bezier(x1, y1, x2, y2) or one of: \(names)")
    }
    let inner = trimmed.dropFirst(prefix.count).dropLast()
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    guard parts.count == 4 else {
      throw .unparsable(text: text, reason: "cubic-bezier takes exactly 4 numbers, found \(parts.count)")
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
    for part in text.topLevelCommaSeparated { curves.append((part.trimmingSpaces, try CubicTimingFunction(parsing: part))) }
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
  /// The pieces between the commas that are not inside parentheses.
  var topLevelCommaSeparated: [String] {
    var parts: [String] = [], current = "", depth = 0
    for character in self {
      if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
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
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
