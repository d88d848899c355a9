import Eval

/// A solver's answers to `conform` (protocol version 1), as `ConformAnswer.read` checks them:
/// for the requests 0…n−1, n the count of non-empty lines, and for one request more, the reader
/// gives one answer per request or a protocol error whose message names the answer line (within
/// the text's lines) or the count; it never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConform(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: true).count
  for count in [lines, lines + 1] {
    let ids = Array(0..<count)
    do {
      let answers = try ConformAnswer.read(text, ids: ids)
      precondition(answers.count == ids.count, "\(answers.count) answers for \(ids.count) requests")
    } catch {
      precondition(error.description.hasPrefix("conform: "), "a message without its command: \(error)")
      if let line = error.line { precondition(line >= 1 && line <= lines, "answer line \(line) of \(lines)") }
    }
  }
  return 0
}
