import Foundation

/// A status line for long runs (what is being measured, and for how long), on a terminal only (not when output is
/// piped).
package struct StatusLine {
  package let enabled: Bool
  package let start = Date()

  package init(enabled: Bool = isatty(2) != 0) {
    self.enabled = enabled
  }

  package func step(_ message: String) {
    guard enabled else { return }
    let elapsed = Date().timeIntervalSince(start)
    FileHandle.standardError.write(Data(String(format: "\r\u{1B}[K[%5.1fs] %@", elapsed, message).utf8))
  }

  package func done() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
