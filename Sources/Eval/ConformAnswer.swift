import JSON

/// One answer of a solver under `transition-bench conform` (protocol version 1, README
/// "conform"): the solver reads `{"id": N, "curve": [x1, y1, x2, y2], "x": X}` lines and answers
/// each, in order, with `{"id": N, "y": Y}` or `{"id": N, "error": "why"}` for an input it refuses
/// (a non-finite y as the string "nan", "inf" or "-inf", as `eval` writes them).
///
/// ``read(_:ids:)`` is the reader `conform` runs on the solver's output (here, without Foundation,
/// so that the fuzzer can run it on any text).
public enum ConformAnswer: Equatable, Sendable {
  /// The solver's y.
  case value(Double)
  /// The solver refused the input, for this reason.
  case refused(String)

  /// Output that breaks the protocol: what is wrong, and on which answer line (1-based; nil when
  /// the count of lines is wrong).
  public struct ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The answer line, 1-based, or nil for a wrong count of lines.
    public var line: Int?
    /// The whole message, `conform: …`.
    public var description: String
  }

  /// The answers in `text`, one non-empty line per request (whose ids are `ids`, in order); a last
  /// line of spaces and tabs only is not an answer.
  ///
  /// - Throws: ``ProtocolError`` for a count of lines other than `ids.count`, a line that is not a
  ///   JSON object, an id that is not the request's, or an answer with neither `error` nor `y`.
  public static func read(_ text: String, ids: [Int]) throws(ProtocolError) -> [ConformAnswer] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    if let last = lines.last,
      last.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator })
    {
      lines.removeLast()
    }
    guard lines.count == ids.count else {
      throw ProtocolError(
        line: nil,
        description: "conform: \(ids.count) requests, \(lines.count) answer lines (one line per request, in order)")
    }
    var answers: [ConformAnswer] = []
    answers.reserveCapacity(lines.count)
    for (number, (line, id)) in zip(lines, ids).enumerated() {
      func bad(_ what: String) -> ProtocolError {
        ProtocolError(
          line: number + 1,
          description:
            """
            conform: answer line \(number + 1): \(what); expected {\"id\": \(id), \"y\": …} or {\"id\": \(id), \
            \"error\": \"…\"}, got \(line.prefix(120))
            """
        )
      }
      let value: JSONValue
      do { value = try JSONParser.parse(String(line)) } catch { throw bad("not JSON (\(error.reason))") }
      guard case .object = value else { throw bad("not a JSON object") }
      guard let answered = value["id"]?.numberValue, answered == Double(id) else {
        throw bad("its id is not the request's")
      }
      if let reason = value["error"]?.stringValue {
        answers.append(.refused(reason))
      } else if let y = value["y"]?.numberValue {
        answers.append(.value(y))
      } else {
        throw bad("no y")
      }
    }
    return answers
  }
}
