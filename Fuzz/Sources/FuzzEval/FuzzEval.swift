import Eval

/// One session for the whole fuzzing run, as `transition-bench eval` keeps one per stream: its
/// tables fill with whatever the fuzzer sends, and start again when full.
nonisolated(unsafe) let session = EvalSession(capacity: 64)

/// One eval line: any bytes, as text, must get exactly one answer line (or none when blank) that
/// is JSON without a NaN, never trap, and be answered by the long-lived session exactly as the
/// stateless dispatcher answers it (twice: the second time from the session's tables).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEval(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  // eval reads lines: a newline inside the input would be two requests.
  guard !line.contains(where: \.isNewline) else { return 0 }
  let answer = EvalDispatcher.respond(to: line)
  if let answer {
    precondition(!answer.contains(where: \.isNewline), "an answer is one line")
    precondition(!answer.contains("\"nan\""), "NaN in an answer to \(line): \(answer)")
  }
  for _ in 0..<2 {
    precondition(session.respond(to: line) == answer, "the session answered \(line) otherwise than the stateless dispatcher")
  }
  return 0
}
