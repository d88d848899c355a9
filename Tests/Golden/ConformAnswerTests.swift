@testable import Eval
import Testing

/// `conform`'s reader of a solver's answers (protocol version 1), moved to Eval so that the fuzzer
/// runs it: each answer read, and each break of the protocol named with its line.
@Suite struct ConformAnswerTests {
  @Test func answersAreReadInOrderWithTheirSpecialValues() throws {
    let text = "{\"id\": 0, \"y\": 0.5}\n{\"id\": 1, \"y\": \"-inf\"}\n{\"id\": 2, \"error\": \"x out of range\"}\n \t\u{3000}"
    let answers = try ConformAnswer.read(text, ids: [0, 1, 2])
    #expect(answers == [.value(0.5), .value(-.infinity), .refused("x out of range")])
  }

  @Test(arguments: [
    ("{\"id\": 0, \"y\": 1}\n", [0, 1], nil as Int?, "conform: 2 requests, 1 answer lines (one line per request, in order)"),
    ("{\"id\": 0, \"y\": 1}\n[1]", [0, 1], 2, "conform: answer line 2: not a JSON object; expected {\"id\": 1, \"y\": …} or {\"id\": 1, \"error\": \"…\"}, got [1]"),
    ("{\"id\": 3, \"y\": 1}", [0], 1, "conform: answer line 1: its id is not the request's; expected {\"id\": 0, \"y\": …} or {\"id\": 0, \"error\": \"…\"}, got {\"id\": 3, \"y\": 1}"),
    ("{\"id\": 0}", [0], 1, "conform: answer line 1: no y; expected {\"id\": 0, \"y\": …} or {\"id\": 0, \"error\": \"…\"}, got {\"id\": 0}"),
    ("{\"id\": 0, \"y\": 1", [0], 1, "conform: answer line 1: not JSON (unterminated object); expected {\"id\": 0, \"y\": …} or {\"id\": 0, \"error\": \"…\"}, got {\"id\": 0, \"y\": 1"),
  ])
  func aBrokenProtocolNamesTheLine(text: String, ids: [Int], line: Int?, message: String) {
    #expect(throws: ConformAnswer.ProtocolError(line: line, description: message)) { try ConformAnswer.read(text, ids: ids) }
  }
}
