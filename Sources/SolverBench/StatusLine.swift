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

  /// A line per stage of a long run, on standard error whether or not it is a terminal (a CI log
  /// reads it too): the time so far, the stage, and the stages left (`[  12 s] suite: transitions
  /// (left: paths, frames, eval, verify)`). On a terminal it replaces the status line.
  package func stage(_ name: String, left: [String], label: String = "suite") {
    let elapsed = Int(Date().timeIntervalSince(start).rounded())
    let rest = left.isEmpty ? "the last" : "left: " + left.joined(separator: ", ")
    let line = String(format: "[%4d s] ", elapsed) + "\(label): \(name) (\(rest))\n"
    FileHandle.standardError.write(Data(((enabled ? "\r\u{1B}[K" : "") + line).utf8))
  }

  package func done() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
