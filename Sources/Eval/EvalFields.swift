import Curves
import Geometry
import JSON

/// The fields of one `eval` object, read by name. Every read marks the field as used; after the
/// operation ran, ``checkAllUsed()`` reports any field the operation does not know
/// (`invalidValue`, as the interface requires). Field names are case-sensitive.
struct EvalFields {
  private let members: [(key: String, value: JSONValue)]
  /// A prefix for nested objects' field names in messages (`nodes[2].bounds`).
  private let path: String
  /// Which members were read: bit i for member i < 64 (every member with a read key is read),
  /// and the read keys themselves for longer objects. No allocation for a usual line.
  private var usedBits: UInt64 = 0
  private var usedKeys: Set<String> = []
  /// The stream's session, whose easings and prepared solvers are reused (nil: none kept).
  var session: EvalSession?

  init(_ members: [(key: String, value: JSONValue)], path: String = "", alreadyUsed: Set<String> = []) {
    self.members = members
    self.path = path
    for key in alreadyUsed { markUsed(key) }
  }

  private mutating func markUsed(_ key: String) {
    if members.count > 64 { usedKeys.insert(key) }
    for (i, member) in members.prefix(64).enumerated() where member.key == key { usedBits |= 1 << UInt64(i) }
  }

  private func isUsed(_ index: Int) -> Bool {
    index < 64 ? usedBits & (1 << UInt64(index)) != 0 : usedKeys.contains(members[index].key)
  }

  /// Builds the reader for a nested object value.
  static func object(_ value: JSONValue, name: String) throws(EvalError) -> EvalFields {
    guard case .object(let members) = value else { throw .invalid(name, "expected an object, got \(value.kind)") }
    return EvalFields(members, path: name + ".")
  }

  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  func name(_ key: String) -> String { path + key }

  /// The raw value of a field without marking it read, or nil when absent.
  func peek(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  /// The raw value of a field, or nil when absent.
  mutating func raw(_ key: String) -> JSONValue? {
    // Keys are unique (the parser refuses duplicates): the one found is the one to mark.
    guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
    if index < 64 { usedBits |= 1 << UInt64(index) } else { usedKeys.insert(key) }
    return members[index].value
  }

  mutating func require(_ key: String, _ what: String) throws(EvalError) -> JSONValue {
    guard let value = raw(key) else { throw .missing(name(key), what) }
    return value
  }

  /// Fails with `invalidValue` naming the first field no operation read.
  func checkAllUsed() throws(EvalError) {
    if let extra = members.indices.first(where: { !isUsed($0) }) {
      throw .invalid(name(members[extra].key), "unknown field for this operation")
    }
  }

  // MARK: Scalars

  mutating func number(_ key: String) throws(EvalError) -> Double {
    try EvalFields.number(try require(key, "a number"), name: name(key))
  }

  mutating func optionalNumber(_ key: String) throws(EvalError) -> Double? {
    guard let value = raw(key) else { return nil }
    return try EvalFields.number(value, name: name(key))
  }

  /// A number, or one of the strings "inf", "-inf", "nan".
  static func number(_ value: JSONValue, name: String) throws(EvalError) -> Double {
    switch value {
    case .number(let x, _): return x
    case .string("inf"): return .infinity
    case .string("-inf"): return -.infinity
    case .string("nan"): return .nan
    default: throw .invalid(name, "expected a number (or \"inf\", \"-inf\", \"nan\"), got \(value.kind)")
    }
  }

  mutating func bool(_ key: String) throws(EvalError) -> Bool? {
    guard let value = raw(key) else { return nil }
    guard case .bool(let b) = value else { throw .invalid(name(key), "expected true or false, got \(value.kind)") }
    return b
  }

  mutating func string(_ key: String) throws(EvalError) -> String? {
    guard let value = raw(key) else { return nil }
    guard case .string(let s) = value else { throw .invalid(name(key), "expected a string, got \(value.kind)") }
    return s
  }

  /// A string that must be one of `allowed`.
  /// A string that must name a case of `type` (its raw value), as that case.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, of type: Choice.Type) throws(EvalError)
    -> Choice? where Choice.RawValue == String
  {
    guard let name = try choice(key, Choice.allCases.map(\.rawValue)) else { return nil }
    guard let value = Choice(rawValue: name) else {
      throw .invalid(self.name(key), "\"\(name)\" is not a case of \(Choice.self)")
    }
    return value
  }

  mutating func choice(_ key: String, _ allowed: [String]) throws(EvalError) -> String? {
    guard let s = try string(key) else { return nil }
    guard allowed.contains(s) else {
      throw .invalid(name(key), "\"\(s)\" is not one of \(allowed.joined(separator: ", "))")
    }
    return s
  }

  /// A number array of a fixed count.
  static func numbers(_ value: JSONValue, count: Int?, name: String, shape: String) throws(EvalError) -> [Double] {
    guard case .array(let items) = value, count == nil || items.count == count else {
      throw .invalid(name, "expected \(shape)")
    }
    var result: [Double] = []
    result.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      // The element's name ("rect[2]") is built only for an error.
      if case .number(let x, _) = item {
        result.append(x)
      } else {
        result.append(try number(item, name: "\(name)[\(i)]"))
      }
    }
    return result
  }

  mutating func numberArray(_ key: String) throws(EvalError) -> [Double]? {
    guard let value = raw(key) else { return nil }
    return try EvalFields.numbers(value, count: nil, name: name(key), shape: "an array of numbers")
  }

  // MARK: Curves

  /// A timing curve: [x1, y1, x2, y2], or any text the library reads as one
  /// (`CubicTimingFunction(parsing:)`: a preset name or `cubic-bezier(x1, y1, x2, y2)`, the same
  /// notations a spec file and `--curves` accept).
  static func curve(_ value: JSONValue, name: String) throws(EvalError) -> CubicTimingFunction {
    if case .string(let text) = value {
      do {
        return try CubicTimingFunction(parsing: text)
      } catch {
        // Text that is no curve is a bad value; a well-formed curve outside the domain (x1 > 1)
        // is answered as the array form answers it.
        if case .unparsable = error { throw .invalid(name, "\(error)") }
        throw EvalError(wrapping: error)
      }
    }
    let v = try numbers(value, count: 4, name: name, shape: curveShape)
    do {
      return try CubicTimingFunction(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
    } catch {
      throw EvalError(wrapping: error)
    }
  }

  /// What a curve field holds, in words.
  static let curveShape = "a curve [x1, y1, x2, y2], a preset name or \"cubic-bezier(x1, y1, x2, y2)\""

  mutating func curve(_ key: String) throws(EvalError) -> CubicTimingFunction {
    try EvalFields.curve(try require(key, Self.curveShape), name: name(key))
  }

  /// What a timing field holds, in words (any CSS easing function).
  static let easingShape =
    """
    a curve [x1, y1, x2, y2], a preset name, \"cubic-bezier(x1, y1, x2, y2)\", \"steps(n[, position])\", \
    \"step-start\", \"step-end\" or \"linear(stops…)\"
    """

  /// Any CSS easing function: the array form and what ``curve(_:)`` reads, `steps(…)`,
  /// `step-start`, `step-end` and `linear(…)`.
  mutating func easing(_ key: String) throws(EvalError) -> EasingFunction {
    let value = try require(key, Self.easingShape)
    return try easing(value, name: name(key))
  }

  /// An easing value read as ``easing(_:_:)`` reads it, through the session's easings when there
  /// is one (a text or an array of number literals is parsed once per session). `name`, for
  /// messages, is built only for an error.
  func easing(_ value: JSONValue, name: @autoclosure () -> String) throws(EvalError) -> EasingFunction {
    guard let session else { return try EvalFields.easing(value, name: name()) }
    switch value {
    case .string(let text):
      return try session.easing(text) { text throws(EvalError) in try EvalFields.easing(.string(text), name: name()) }
    case .array(let items) where items.count == 4:
      // The array form, keyed by its numbers' texts (the same text reads as the same number).
      var key = "["
      for item in items {
        guard case .number(_, let text?) = item else { return try EvalFields.easing(value, name: name()) }
        key += text + ","
      }
      return try session.easing(key) { _ throws(EvalError) in try EvalFields.easing(value, name: name()) }
    default:
      return try EvalFields.easing(value, name: name())
    }
  }

  /// An easing value: the array form and every text ``EasingFunction/init(parsing:)`` reads.
  static func easing(_ value: JSONValue, name: String) throws(EvalError) -> EasingFunction {
    guard case .string(let text) = value else { return .cubic(try EvalFields.curve(value, name: name)) }
    do {
      return try EasingFunction(parsing: text)
    } catch {
      if case .unparsable = error { throw .invalid(name, "\(error)") }
      throw EvalError(wrapping: error)
    }
  }
}

// MARK: - Output helpers

extension JSONValue {
  static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
  static func size(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }
  static func rect(_ r: Rect) -> JSONValue {
    if r.isNull { return .string("null") }
    if r.isInfinite { return .string("infinite") }
    return .array([.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)])
  }
  static func transform(_ t: AffineTransform) -> JSONValue {
    .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONValue.number))
  }
}
