import JSON

/// One `eval` operation: reads its fields, returns its results in output order.
typealias EvalOperation = @Sendable (inout EvalFields) throws(EvalError) -> [(String, JSONValue)]

/// Routes one line to its operation and formats the answer: `transition-bench eval`'s engine,
/// a library so that other tools (and the fuzzer) can drive it without a process.
public enum EvalDispatcher {
  static let operations: [String: EvalOperation] =
    EvalGeometry.operations.merging(EvalGeometry3D.operations) { first, _ in first }
    .merging(EvalTime.operations) { first, _ in first }
    .merging(EvalDecay.operations) { first, _ in first }
    .merging(EvalPaths.operations) { first, _ in first }
    .merging(EvalMatch.operations) { first, _ in first }

  /// Every operation's name, sorted.
  public static var operationNames: [String] { operations.keys.sorted() }

  /// The output line for an input line, or nil for a blank line. Never throws and never traps on
  /// any input: a bad line is an answer with `error` and `errorKind`.
  public static func respond(to line: String) -> String? {
    respond(to: line, session: nil)
  }

  /// The output line, reading shared easings and prepared solvers from `session` when given.
  static func respond(to line: String, session: EvalSession?) -> String? {
    guard line.contains(where: { !$0.isWhitespace }) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(128)
    answer(Array(line.utf8), session: session, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the answer to one line given as bytes (without its line end) to `out`, with no line
  /// end, and returns true; returns false, appending nothing, for a blank line. The same answer
  /// as ``respond(to:)`` gives the line read as UTF-8 with invalid bytes as replacement
  /// characters (what `eval` reads): an ASCII line is parsed from its bytes as they are, any
  /// other goes through that reading first.
  static func respond(toUTF8 line: ArraySlice<UInt8>, session: EvalSession?, into out: inout [UInt8]) -> Bool {
    // One pass that vectorises: any byte with its high bit set makes the line not ASCII.
    let ascii = line.withUnsafeBufferPointer { $0.reduce(0, |) } < 0x80
    guard ascii else {
      guard let text = respond(to: String(decoding: line, as: UTF8.self), session: session) else { return false }
      out.append(contentsOf: text.utf8)
      return true
    }
    // What Character.isWhitespace calls whitespace among the ASCII characters; a line usually
    // ends this search at its first byte.
    guard line.contains(where: { $0 != 0x20 && !(0x09...0x0D).contains($0) }) else { return false }
    answer(Array(line), session: session, into: &out)
    return true
  }

  /// Appends the answer to a line that is not blank, as UTF-8 bytes, to `out`.
  private static func answer(_ line: [UInt8], session: EvalSession?, into out: inout [UInt8]) {
    var id = JSONValue.null
    var op = JSONValue.null
    do {
      let value: JSONValue
      let overflowed: Bool
      do { (value, overflowed) = try JSONParser.parse(utf8: line) } catch {
        throw EvalError(kind: .parse, message: "invalid JSON at byte \(error.offset): \(error.reason)")
      }
      guard case .object(let members) = value else {
        throw EvalError(kind: .parse, message: "each line must be a JSON object, got \(value.kind)")
      }
      var fields = EvalFields(members)
      fields.session = session
      // The op is echoed whatever else is wrong, once it is a string.
      if let given = members.first(where: { $0.key == "op" })?.value, case .string = given { op = given }
      if let rawID = fields.raw("id") {
        guard rawID.isScalar else { throw EvalError.invalid("id", "expected a JSON scalar, got \(rawID.kind)") }
        id = rawID
      }
      // A number literal beyond the doubles' range reads as an infinity; the format writes
      // infinities as the string "inf", so such a literal is a mistake, not an infinity.
      if overflowed, let (path, text) = value.overflowingLiteral(at: "") {
        throw EvalError.invalid(
          path, "\(text) is beyond the range of a double (about ±1.8e308); write \"inf\" or \"-inf\" for an infinity")
      }
      let rawOp = try fields.require("op", "the operation's name")
      guard case .string(let name) = rawOp else {
        throw EvalError.invalid("op", "expected a string, got \(rawOp.kind)")
      }
      op = rawOp
      guard let operation = operations[name] else {
        throw EvalError(kind: .unknownOp, message: "unknown op \"\(name)\"; ops: \(operationList)")
      }
      let results = try operation(&fields)
      try fields.checkAllUsed()
      // No NaN from finite input, whatever the operation: a result that is not a number comes
      // from arithmetic that overflowed the doubles (inf − inf, 0 · inf) and is a domain error.
      if let (key, _) = results.first(where: { $0.1.containsNaN }) {
        throw EvalError.domain(
          """
          \(name): \(key) is not a number: the inputs overflow the doubles in this operation (inf − inf or 0·inf on \
          the way)
          """
        )
      }
      write(id: id, op: op, results, into: &out)
    } catch let error as EvalError {
      write(
        id: id, op: op, [("error", .string(error.message)), ("errorKind", .string(error.kind.rawValue))], into: &out)
    } catch {
      write(id: id, op: op, [("error", .string("\(error)")), ("errorKind", .string("domain"))], into: &out)
    }
  }

  /// Every operation's name, sorted and joined, for the unknown op's message.
  private static let operationList = operationNames.joined(separator: ", ")

  /// Appends `{"id":…,"op":…,` the results `}`: the bytes of that object serialized, without
  /// building it.
  private static func write(id: JSONValue, op: JSONValue, _ results: [(String, JSONValue)], into out: inout [UInt8]) {
    out.append(contentsOf: #"{"id":"#.utf8)
    id.write(into: &out)
    out.append(contentsOf: #","op":"#.utf8)
    op.write(into: &out)
    for (key, value) in results {
      out.append(UInt8(ascii: ","))
      JSONValue.writeString(key, into: &out)
      out.append(UInt8(ascii: ":"))
      value.write(into: &out)
    }
    out.append(UInt8(ascii: "}"))
  }
}

extension JSONValue {
  /// The path and text of the first number literal that overflows to an infinity, if any.
  func overflowingLiteral(at path: String) -> (String, String)? {
    switch self {
    case .number(let value, let text): return value.isInfinite ? (path, text ?? "\(value)") : nil
    case .array(let items):
      for (i, item) in items.enumerated() {
        if let found = item.overflowingLiteral(at: "\(path)[\(i)]") { return found }
      }
      return nil
    case .object(let members):
      for member in members {
        if let found = member.value.overflowingLiteral(at: path.isEmpty ? member.key : "\(path).\(member.key)") {
          return found
        }
      }
      return nil
    default: return nil
    }
  }

  /// Whether a NaN number stands anywhere in the value.
  var containsNaN: Bool {
    switch self {
    case .number(let value, _): value.isNaN
    case .array(let items): items.contains { $0.containsNaN }
    case .object(let members): members.contains { $0.value.containsNaN }
    default: false
    }
  }
}
