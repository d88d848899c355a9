import Foundation

/// A status line for long runs (what is being measured, and for how long), on a terminal only (not when output is piped).
struct StatusLine {
  let enabled: Bool
  let start = Date()

  init(enabled: Bool = isatty(2) != 0) {
    self.enabled = enabled
  }

  func step(_ message: String) {
    guard enabled else { return }
    let elapsed = Date().timeIntervalSince(start)
    FileHandle.standardError.write(Data(String(format: "\r\u{1B}[K[%5.1fs] %@", elapsed, message).utf8))
  }

  func done() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
