import Curves
import Eval
import Foundation
import SolverBench
#if canImport(Glibc)
  import Glibc
#endif
import JSON
import TextFormat

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
  typealias Answer = ConformAnswer

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
      throw InputFileError(
        "conform: \(command) did not answer \(requests.count) requests within \(Format.short(timeout)) s (--timeout)")
    }
    process.waitUntilExit()
    let stderrText = String(decoding: err, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if process.terminationStatus != 0 {
      throw InputFileError(
        "conform: \(command) exited with status \(process.terminationStatus)"
          + (stderrText.isEmpty ? "" : ": \(stderrText)"))
    }
    return try Self.answers(String(decoding: out, as: UTF8.self), for: requests)
  }

  /// The answers in `text`, one line per request, checked against the protocol
  /// (`ConformAnswer.read`, in Eval).
  static func answers(_ text: String, for requests: [Request]) throws -> [Answer] {
    do {
      return try ConformAnswer.read(text, ids: requests.map(\.id))
    } catch {
      throw InputFileError(error.description)
    }
  }
}
