/// Any timing function CSS ships (CSS Easing Level 2's `<easing-function>`): a cubic Bézier (a
/// preset or `cubic-bezier(…)`, ``CubicTimingFunction``), a step function (`steps(…)`,
/// `step-start`, `step-end`, ``StepsEasing``) or a linear function (`linear(…)`,
/// ``LinearEasing``), and beyond CSS a path (`path(…)`, ``PathEasing``) and Material 3's tokens
/// by name (``MaterialMotionTokens``).
///
/// The word `linear` alone is this library's preset, the cubic (0, 0, 1, 1), which
/// `CAMediaTimingFunctionName.linear` names; CSS's `linear` keyword is `linear(0, 1)`. Both are
/// the identity, exactly, everywhere (a cubic with x1 = y1 and x2 = y2 is the line y = x and
/// answers x itself: `CubicTimingFunction.isIdentity`), so reading `linear` as the preset changes
/// no value.
public enum EasingFunction: Hashable, Sendable, CustomStringConvertible {
  /// A cubic Bézier timing function.
  case cubic(CubicTimingFunction)
  /// A step function.
  case steps(StepsEasing)
  /// A piecewise-linear function.
  case linear(LinearEasing)
  /// A path from (0, 0) to (1, 1), y at x (`path(M 0,0 C …)`, Android's and Compose's path
  /// easings, Material 3's emphasized curve).
  case path(PathEasing)

  /// The output progress at input progress `x`, with the before flag (which only step functions
  /// and `linear(…)` read; a cubic ignores it).
  public func progress(at x: Double, beforeFlag: Bool = false) -> Double {
    switch self {
    case .cubic(let curve): curve.progress(at: x)
    case .steps(let steps): steps.progress(at: x, beforeFlag: beforeFlag)
    case .linear(let linear): linear.progress(at: x, beforeFlag: beforeFlag)
    case .path(let path): path.progress(at: x)
    }
  }

  /// The text it reads back from: the cubic's description, or CSS's serialization.
  public var description: String {
    switch self {
    case .cubic(let curve): "\(curve)"
    case .steps(let steps): "\(steps)"
    case .linear(let linear): "\(linear)"
    case .path(let path): "\(path)"
    }
  }

  /// The cubic, when it is one.
  public var cubic: CubicTimingFunction? {
    if case .cubic(let curve) = self { return curve }
    return nil
  }
}

extension EasingFunction {
  /// Reads any timing function as CSS writes it: what ``CubicTimingFunction/init(parsing:)``
  /// reads, `steps(n)`, `steps(n, jump-start | jump-end | jump-none | jump-both | start | end)`,
  /// `step-start`, `step-end`, and `linear(stop, stop, …)` with each stop a number and zero, one
  /// or two percentages in either order (`0.5`, `0.5 50%`, `25% 75% 0.5`). Spaces around
  /// parentheses, commas and values are allowed; names are case-sensitive.
  ///
  /// - Throws: ``CurveError/unparsable(text:reason:)`` naming what is wrong, and the errors of
  ///   the functions' initialisers for values out of range.
  public init(parsing text: String) throws(CurveError) {
    let trimmed = text.trimmingSpaces
    switch trimmed {
    case "step-start": self = .steps(.stepStart); return
    case "step-end": self = .steps(.stepEnd); return
    default: break
    }
    if let inner = Self.arguments(of: "steps", in: trimmed) {
      let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
      guard parts.count == 1 || parts.count == 2 else {
        throw .unparsable(
          text: text, reason: "steps takes a step count and an optional position, found \(parts.count) arguments")
      }
      guard let count = Int(parts[0]), String(count) == parts[0] || "+\(count)" == parts[0] else {
        throw .unparsable(text: text, reason: "\"\(parts[0])\" is not a whole number of steps")
      }
      var position = StepsEasing.Position.jumpEnd
      if parts.count == 2 {
        guard let named = StepsEasing.Position(rawValue: parts[1]) else {
          let names = StepsEasing.Position.allCases.map(\.rawValue).joined(separator: ", ")
          throw .unparsable(text: text, reason: "\"\(parts[1])\" is not a step position; positions: \(names)")
        }
        position = named
      }
      self = .steps(try StepsEasing(steps: count, position: position))
      return
    }
    if let token = MaterialMotionTokens.byName.first(where: { $0.name == trimmed }) {
      self = token.easing
      return
    }
    if let inner = Self.arguments(of: "path", in: trimmed) {
      self = .path(try PathEasing(pathData: String(inner)))
      return
    }
    if let inner = Self.arguments(of: "linear", in: trimmed) {
      let entries = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
      var stops: [LinearEasing.Stop] = []
      for (i, entry) in entries.enumerated() {
        let words = entry.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let isPercent = words.map { $0.hasSuffix("%") }
        // <number> && <percentage>{0,2}: one number, its percentages together before or after it.
        guard isPercent.filter({ !$0 }).count == 1, words.count <= 3,
          isPercent.first == false || isPercent.last == false
        else {
          throw .unparsable(
            text: text,
            reason: "stop \(i + 1), \"\(entry)\", is not a number with up to two percentages before or after it")
        }
        var output = 0.0
        var inputs: [Double] = []
        for word in words {
          if word.hasSuffix("%") {
            guard let value = Double(decimalText: String(word.dropLast())), value.isFinite else {
              throw .unparsable(text: text, reason: "\"\(word)\" is not a percentage")
            }
            inputs.append(value)  // a percentage, kept as written (as Chromium keeps it)
          } else {
            guard let value = Double(decimalText: word), value.isFinite else {
              throw .unparsable(text: text, reason: "\"\(word)\" is not a finite number")
            }
            output = value
          }
        }
        stops.append(LinearEasing.Stop(output: output, percentages: inputs))
      }
      guard stops.count >= 2 else { throw .unparsable(text: text, reason: "linear() needs at least 2 stops") }
      self = .linear(try LinearEasing(stops: stops))
      return
    }
    do {
      self = .cubic(try CubicTimingFunction(parsing: trimmed))
    } catch .unparsable {
      let names = CubicTimingFunction.presetsByName.map(\.name).joined(separator: ", ")
      throw .unparsable(
        text: text,
        reason:
          """
          expected cubic-bezier(x1, y1, x2, y2), steps(n[, position]), step-start, step-end, linear(stops…), \
          path(<SVG path data>) or one of: \(names), \(MaterialMotionTokens.byName.map(\.name).joined(separator: ", "))
          """
      )
    }
  }

  /// The text between `name(` and the final `)`, or nil when `text` is not such a call.
  static func arguments(of name: String, in text: String) -> Substring? {
    guard text.hasPrefix(name), text.hasSuffix(")") else { return nil }
    let rest = text.dropFirst(name.count).drop(while: { $0 == " " })
    guard rest.first == "(" else { return nil }
    return rest.dropFirst().dropLast()
  }
}
