import Eval
import Foundation

/// `eval`'s input and output: lines read from stdin in chunks as they arrive, answered through one
/// session, and the answers of a chunk written together before the next read waits. So a client
/// that sends one line and waits for its answer gets it at once (a pipe's stdout is otherwise
/// block-buffered, and the answer would wait for 4 KB of others or the end of the input), and a
/// stream of millions of lines costs one write per chunk, not one per line.
///
/// Lines end at "\n" or "\r\n", and bytes that are not UTF-8 are read as replacement
/// characters (what `readLine(strippingNewline:)` does); a last line without a line end is
/// answered too.
struct EvalStream {
  var input: Int32 = STDIN_FILENO
  var output: Int32 = STDOUT_FILENO
  let session = EvalSession()

  /// Answers every line of the input.
  ///
  /// - Throws: ``InputFileError`` when stdin cannot be read or stdout cannot be written.
  func run() throws {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var pending: [UInt8] = []
    var answers: [UInt8] = []
    answers.reserveCapacity(1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputFileError("eval: cannot read stdin: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      pending.append(contentsOf: chunk[0..<count])
      var start = 0
      while let end = Self.newline(in: pending, from: start) {
        let line = pending[start..<end]
        answer(line.last == UInt8(ascii: "\r") ? line.dropLast() : line, into: &answers)
        start = end + 1
      }
      pending.removeFirst(start)
      try write(&answers)
    }
    if !pending.isEmpty { answer(pending[...], into: &answers) }
    try write(&answers)
  }

  /// The index of the first "\n" in `bytes` at or after `start` (memchr, several times faster
  /// than a generic search over the slice).
  private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBytes { buffer -> Int? in
      guard start < buffer.count, let base = buffer.baseAddress else { return nil }
      guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// Appends the answer to one line (without its line end) and a newline, if the line has one.
  private func answer(_ line: ArraySlice<UInt8>, into answers: inout [UInt8]) {
    if session.respond(toUTF8: line, into: &answers) { answers.append(UInt8(ascii: "\n")) }
  }

  /// Writes and empties `answers`.
  private func write(_ answers: inout [UInt8]) throws {
    var offset = 0
    while offset < answers.count {
      // The buffer is not empty here (offset < count), so its base address exists.
      let written = answers.withUnsafeBytes { bytes in
        bytes.baseAddress.map { Foundation.write(output, $0 + offset, bytes.count - offset) } ?? 0
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw InputFileError("eval: cannot write stdout: \(String(cString: strerror(errno)))")
      }
      offset += written
    }
    answers.removeAll(keepingCapacity: true)
  }
}
