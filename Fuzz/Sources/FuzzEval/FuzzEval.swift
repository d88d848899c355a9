import Eval

/// One eval line: any bytes, as text, must get exactly one answer line (or none when blank) that
/// is JSON without a NaN, and never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEval(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  // eval reads lines: a newline inside the input would be two requests.
  guard !line.contains(where: \.isNewline) else { return 0 }
  if let answer = EvalDispatcher.respond(to: line) {
    precondition(!answer.contains(where: \.isNewline), "an answer is one line")
    precondition(!answer.contains("\"nan\""), "NaN in an answer to \(line): \(answer)")
  }
  return 0
}
