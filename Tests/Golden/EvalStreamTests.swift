import Eval
import Foundation
import Testing

/// `transition-bench eval` as a process: a client that sends one line and waits gets its answer
/// before it sends more (the answers are not held in a pipe's buffer), and a long stream with
/// "\r\n" line ends, blank lines and a last line without a line end is answered line for line as
/// the stateless dispatcher answers each line.
@Suite struct EvalStreamTests {
  @Test func anAnswerComesBeforeTheInputEnds() throws {
    let executable = try #require(BenchTool.executable)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["eval"]
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    defer {
      try? stdin.fileHandleForWriting.close()
      _ = exited.wait(timeout: .now() + 30)
    }
    let answered = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var first = Data()
    Thread {
      while !String(decoding: first, as: UTF8.self).contains("\n") {
        let more = stdout.fileHandleForReading.availableData
        if more.isEmpty { break }
        first.append(more)
      }
      answered.signal()
    }.start()
    try stdin.fileHandleForWriting.write(contentsOf: Data(#"{"id":1,"op":"timing","curve":"ease","x":0.25}"#.utf8 + [10]))
    // stdin stays open: the answer must come anyway.
    #expect(answered.wait(timeout: .now() + 20) == .success, "no answer while the input is still open")
    #expect(String(decoding: first, as: UTF8.self) == #"{"id":1,"op":"timing","y":0.4085105913553959}"# + "\n")
  }

  @Test func aStreamIsAnsweredLineForLine() throws {
    let lines = EvalSampleStreams.mixed(lines: 5_000)
    var input = ""
    for (i, line) in lines.enumerated() { input += line + (i % 7 == 0 ? "\r\n" : "\n") + (i % 500 == 0 ? "\n  \n" : "") }
    input += #"{"id":"last","op":"timing","curve":"ease","x":0.5}"#
    let run = try BenchTool.run(["eval"], input: input)
    #expect(run.status == 0, "\(run.stderr)")
    let expected = (lines + [#"{"id":"last","op":"timing","curve":"ease","x":0.5}"#]).compactMap { EvalDispatcher.respond(to: $0) }
    let answers = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(answers.last == "" && Array(answers.dropLast()) == expected, "\(answers.count - 1) answers for \(expected.count) lines")
  }
}
