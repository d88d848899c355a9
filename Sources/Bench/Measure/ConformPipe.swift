import Curves
import Foundation
import SolverBench
#if canImport(Glibc)
  import Glibc
#endif
import JSON

/// `conform`'s protocol (version 1): the bench writes one JSON object per line to the command's
/// standard input, `{"id": N, "curve": [x1, y1, x2, y2], "x": X}`, closes it after the last,
/// and reads one line per request from the command's standard output, in the same order:
/// `{"id": N, "y": Y}`, or `{"id": N, "error": "why"}` for an input the solver refuses. Numbers
/// are JSON numbers; a non-finite x or y is the string "nan", "inf" or "-inf" (as `eval` writes
/// them). Lines the command prints before its first answer that are not JSON objects are a
/// protocol error, as are a missing, extra or out-of-order answer.
struct ConformPipe {
  /// One request.
  struct Request {
    var id: Int
    var curve: CubicTimingFunction
    var x: Double

    /// The request's line.
    var line: String {
      JSONValue.object([
        ("id", .number(Double(id))),
        ("curve", .array([curve.x1, curve.y1, curve.x2, curve.y2].map { .number($0) })),
        ("x", .number(x)),
      ]).serialized
    }
  }

  /// One answer: y, or the solver's refusal.
  enum Answer {
    case value(Double)
    case refused(String)
  }

  /// The command, run by `/bin/sh -c`.
  var command: String
  /// Seconds the whole exchange may take before the command is stopped.
  var timeout: Double

  /// Runs the command, feeds it every request and reads every answer.
  ///
  /// - Throws: ``InputFileError`` (exit 2) when the command cannot start, exits with a failure,
  ///   times out, or breaks the protocol, naming the answer line and what was expected.
  func exchange(_ requests: [Request]) throws -> [Answer] {
    // A command that exits before reading every request closes the pipe: writing to it must fail
    // with EPIPE (reported below as the command's failure), not kill the bench with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let input = Pipe(), output = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch { throw InputFileError("conform: cannot run \(command): \(error)") }
    // Write on one thread, read the answers and the command's errors on others: a pipe's buffer
    // is small, and a command that answers as it reads would block on a full output pipe.
    let group = DispatchGroup()
    nonisolated(unsafe) var out = Data(), err = Data()
    group.enter()
    DispatchQueue.global().async {
      out = output.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      err = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let text = requests.map(\.line).joined(separator: "\n") + "\n"
    DispatchQueue.global().async {
      // A command that exits early closes its end: the write then fails, which the answers report.
      try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
      try? input.fileHandleForWriting.close()
    }
    if group.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      throw InputFileError("conform: \(command) did not answer \(requests.count) requests within \(Format.short(timeout)) s (--timeout)")
    }
    process.waitUntilExit()
    let stderrText = String(decoding: err, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if process.terminationStatus != 0 {
      throw InputFileError("conform: \(command) exited with status \(process.terminationStatus)" + (stderrText.isEmpty ? "" : ": \(stderrText)"))
    }
    return try Self.answers(String(decoding: out, as: UTF8.self), for: requests)
  }

  /// The answers in `text`, one line per request, checked against the protocol.
  static func answers(_ text: String, for requests: [Request]) throws -> [Answer] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    if lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    guard lines.count == requests.count else {
      throw InputFileError("conform: \(requests.count) requests, \(lines.count) answer lines (one line per request, in order)")
    }
    var answers: [Answer] = []
    answers.reserveCapacity(lines.count)
    for (number, (line, request)) in zip(lines, requests).enumerated() {
      func bad(_ what: String) -> InputFileError {
        InputFileError("conform: answer line \(number + 1): \(what); expected {\"id\": \(request.id), \"y\": …} or {\"id\": \(request.id), \"error\": \"…\"}, got \(line.prefix(120))")
      }
      let value: JSONValue
      do { value = try JSONParser.parse(line) } catch { throw bad("not JSON (\(error.reason))") }
      guard case .object = value else { throw bad("not a JSON object") }
      guard let id = value["id"]?.numberValue, id == Double(request.id) else { throw bad("its id is not the request's") }
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
