import Eval
import Foundation
import SolverBench

/// `transition-bench eval` timed as a client runs it: a child process, the mixed stream
/// (``EvalSampleStreams/mixed(lines:)``) written to its stdin through a pipe by one thread while
/// this one reads its answers from its stdout through another pipe, timed from the start of the
/// process to the end of its output. The process's start (about 20 ms here) is part of the time,
/// which is why the stream is long (200,000 lines in the suite).
///
/// Each run checks that one answer line came back per input line; `runs` runs, the median and
/// the 10th and 90th percentiles per line.
struct EvalPipeMeasurement {
  /// The tool to run (this executable in the suite).
  var executable: URL
  /// Lines in the stream.
  var lines: Int
  /// How many times the stream is sent.
  var runs: Int

  /// The running executable, as `/proc/self/exe` names it.
  static func current(lines: Int, runs: Int) throws -> EvalPipeMeasurement {
    let path: String
    do { path = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") } catch {
      throw InputFileError("eval through a pipe: cannot find this executable (/proc/self/exe): \(error)")
    }
    return EvalPipeMeasurement(executable: URL(fileURLWithPath: path), lines: lines, runs: runs)
  }

  /// ns per line over the runs.
  ///
  /// - Throws: ``InputFileError`` when the tool cannot start, fails, or answers a different number
  ///   of lines.
  func run() throws -> Timing {
    var input: [UInt8] = []
    for line in EvalSampleStreams.mixed(lines: lines) {
      input.append(contentsOf: line.utf8)
      input.append(UInt8(ascii: "\n"))
    }
    let data = Data(input)
    var samples: [Double] = []
    for _ in 0..<max(1, runs) { samples.append(try once(data) / Double(lines)) }
    return Harness.timing(samples)
  }

  /// One run: its wall time in ns.
  private func once(_ input: Data) throws -> Double {
    // The child closing its stdin early must fail the write (reported below), not kill the bench.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["eval"]
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    do { try process.run() } catch {
      throw InputFileError("eval through a pipe: cannot run \(executable.path) eval: \(error)")
    }
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = (try? stdout.fileHandleForReading.readToEnd()) ?? Data()
    process.waitUntilExit()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    guard process.terminationStatus == 0 else {
      throw InputFileError("eval through a pipe: \(executable.path) eval exited with \(process.terminationStatus)")
    }
    let answered = output.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    guard answered == lines else {
      throw InputFileError("eval through a pipe: \(lines) lines sent, \(answered) answers came back")
    }
    return elapsed
  }
}
