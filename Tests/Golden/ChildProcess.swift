import Foundation
import Testing

/// Runs a child process to its end and captures what it prints, safely under Swift Testing's
/// parallel tests.
///
/// Foundation's `Process.waitUntilExit()` waits by spinning the calling thread's run loop, and
/// under many concurrent children on Linux it has been seen to park a thread for good on a child
/// that had already exited (a CI run hung that way until the job's time limit). Here the exit is
/// signalled by `terminationHandler`, set before the child starts so a fast exit cannot be
/// missed; each pipe is drained by a thread of its own, so neither a full pipe nor a busy
/// dispatch pool can block the child; and a child that outlives `timeout` is killed and
/// recorded as a test issue naming the command, so a hang fails one test, quickly, by name.
enum ChildProcess {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Seconds a child may run before it is killed: far above the slowest tool run in the tests
  /// (a few seconds in a release build, under a minute in debug).
  static let timeout: Double = 300

  /// Runs `executable` with `arguments`, feeding `input` on stdin.
  ///
  /// - Parameters:
  ///   - environment: variables added to (or replacing those of) this process's environment.
  ///   - directory: the child's working directory (default: this process's).
  static func run(
    _ executable: URL, _ arguments: [String], input: String = "", environment: [String: String] = [:], directory: URL? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
    if let directory { process.currentDirectoryURL = directory }
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let out = Drain(stdout.fileHandleForReading), err = Drain(stderr.fileHandleForReading)
    // A child that exits without reading its input closes the pipe: the write then fails (the
    // test sees the child's status), it must not end the test process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
      Issue.record("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ran over \(Int(timeout)) s and was killed")
    }
    return Run(status: process.terminationStatus, stdout: String(decoding: out.data(), as: UTF8.self), stderr: String(decoding: err.data(), as: UTF8.self))
  }

  /// Reads a pipe to its end on a thread of its own.
  private final class Drain: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      let thread = Thread { [self] in
        result = handle.readDataToEndOfFile()
        done.signal()
      }
      thread.start()
    }

    /// Everything the pipe carried, once its writer has closed it.
    func data() -> Data {
      done.wait()
      return result
    }
  }
}
