import ArgumentParser
import Foundation
import JSON

/// `transition-bench eval`: the conformance interface (README §eval). JSON Lines in, one JSON
/// line out per non-blank input line, in order; a bad line never stops the run.
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
      commandName: "eval",
    abstract: "Evaluate JSON Lines requests from stdin against the reference implementation.",
    discussion: """
      Each input line is {"id": <scalar, optional>, "op": "<name>", …fields}; each output line \
      is {"id", "op", …results} or {"id", "op", "error", "errorKind"} with errorKind one of \
      parse, unknownOp, missingField, invalidValue, notInvertible, gsl, domain. Blank lines \
      are skipped. Exit 0 when stdin was read to the end, even if lines failed. \
      Operations: \(EvalDispatcher.operationNames.joined(separator: ", ")).
      """)

  @OptionGroup var common: CommonOptions

  func run() throws {
    // --quick changes nothing here: eval's cost is the input's.
    while let line = readLine(strippingNewline: true) {
      guard let output = EvalDispatcher.respond(to: line) else { continue }
      print(output)
    }
  }
}

/// One `eval` operation: reads its fields, returns its results in output order.
typealias EvalOperation = @Sendable (inout EvalFields) throws(EvalError) -> [(String, JSONValue)]

/// Routes one line to its operation and formats the answer.
enum EvalDispatcher {
  static let operations: [String: EvalOperation] =
    EvalGeometry.operations.merging(EvalTime.operations) { first, _ in first }

  static var operationNames: [String] { operations.keys.sorted() }

  /// The output line for an input line, or nil for a blank line.
  static func respond(to line: String) -> String? {
    guard line.contains(where: { !$0.isWhitespace }) else { return nil }
    var id = JSONValue.null
    var op = JSONValue.null
    do {
      let value: JSONValue
      do { value = try JSONParser.parse(line) } catch { throw EvalError(kind: .parse, message: "invalid JSON at byte \(error.offset): \(error.reason)") }
      guard case .object(let members) = value else {
        throw EvalError(kind: .parse, message: "each line must be a JSON object, got \(value.kind)")
      }
      var fields = EvalFields(members)
      if let rawID = fields.raw("id") {
        guard rawID.isScalar else { throw EvalError.invalid("id", "expected a JSON scalar, got \(rawID.kind)") }
        id = rawID
      }
      let rawOp = try fields.require("op", "the operation's name")
      guard case .string(let name) = rawOp else { throw EvalError.invalid("op", "expected a string, got \(rawOp.kind)") }
      op = rawOp
      guard let operation = operations[name] else {
        throw EvalError(kind: .unknownOp, message: "unknown op \"\(name)\"; ops: \(operationNames.joined(separator: ", "))")
      }
      let results = try operation(&fields)
      try fields.checkAllUsed()
      let output: [(key: String, value: JSONValue)] = [("id", id), ("op", op)] + results.map { (key: $0.0, value: $0.1) }
      return JSONValue.object(output).serialized
    } catch let error as EvalError {
      return JSONValue.object([
        ("id", id), ("op", op), ("error", .string(error.message)), ("errorKind", .string(error.kind.rawValue)),
      ]).serialized
    } catch {
      return JSONValue.object([
        ("id", id), ("op", op), ("error", .string("\(error)")), ("errorKind", .string("domain")),
      ]).serialized
    }
  }
}
