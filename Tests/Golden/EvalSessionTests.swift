import Curves
import JSON
@testable import Eval
import SolverZoo
import Testing

/// `eval`'s session keeps easings and prepared solvers between lines, and answers every line
/// exactly as the stateless dispatcher does: over the mixed stream eval-bench times, over lines
/// each on a new curve, over bad lines, and with a table so small it starts again all the time.
@Suite struct EvalSessionTests {
  static func expectSameAnswers(_ lines: [String], session: EvalSession) {
    var differing: [String] = []
    for line in lines where session.respond(to: line) != EvalDispatcher.respond(to: line) { differing.append(line) }
    #expect(differing.isEmpty, "\(differing.count) of \(lines.count) lines answered differently, first: \(differing.first ?? "")")
  }

  @Test func aSessionAnswersTheMixedStreamAsTheStatelessDispatcher() {
    let lines = EvalSampleStreams.mixed(lines: 3_000)
    let session = EvalSession()
    Self.expectSameAnswers(lines + lines, session: session)
    // The six curves and the keyframes' steps(2) ("ease" is one of the six), read once; each
    // (curve, solver) pair the stream names, prepared once.
    let pairs = Set((0..<3_000).filter { $0 % 10 == 3 || $0 % 10 == 4 }.map { "\($0 % 6) \(($0 / 10) % 4)" })
    #expect(session.easings.count == 7 && session.prepared.count == pairs.count, "\(session.easings.count), \(session.prepared.count) of \(pairs.count)")
  }

  /// What `eval` calls: a line's bytes in, its answer's bytes appended; the same bytes as the
  /// string answer of the line read as UTF-8 with invalid bytes replaced, for ASCII lines (parsed
  /// from their bytes), other UTF-8, invalid UTF-8, and blank lines (nothing appended, false).
  @Test func theBytesAnswerIsTheStringAnswer() {
    let texts = EvalSampleStreams.mixed(lines: 200) + [
      #"{"id":"é","op":"timing","curve":"ease","x":0.5}"#, #"{"id":1,"op":"nöpe"}"#, "  \t ", "", "\u{A0}",
      #"{"id":1e999,"op":"timing","curve":"ease","x":0.5}"#, #"{"id":2,"op":"timing","curve":"ease","x":0.5} x"#,
    ]
    var lines = texts.map { Array($0.utf8) }
    lines.append(Array(#"{"id":"\#u{FF}","op":"timing","curve":"ease","x":0.5}"#.utf8).map { $0 == 0xC3 ? 0xFF : $0 })
    lines.append([0x7B, 0xFE, 0x7D])
    let session = EvalSession(), strings = EvalSession()
    for line in lines {
      var out: [UInt8] = [0x2A]  // an answer is appended after what is there
      let answered = session.respond(toUTF8: line[...], into: &out)
      let expected = strings.respond(to: String(decoding: line, as: UTF8.self))
      #expect(answered == (expected != nil), "\(line)")
      #expect(out == [0x2A] + Array((expected ?? "").utf8), "\(String(decoding: line, as: UTF8.self))")
    }
  }

  @Test func aFullTableStartsAgainAndStillAnswersTheSame() {
    let session = EvalSession(capacity: 3)
    Self.expectSameAnswers(EvalSampleStreams.newCurves(lines: 200) + EvalSampleStreams.mixed(lines: 500), session: session)
    #expect(session.easings.count <= 3 && session.prepared.count <= 3)
  }

  /// Lines whose answers are errors, or that a cache could confuse: -0 and 0, an array and its
  /// text, float32, a solver that refuses, a curve out of the domain.
  @Test(arguments: [
    #"{"op":"timing","curve":[0,0,1,1],"x":0.3,"solver":"browser"}"#, #"{"op":"timing","curve":[-0,0,1,1],"x":0.3,"solver":"browser"}"#,
    #"{"op":"timing","curve":"cubic-bezier(0, 0, 1, 1)","x":0.3}"#, #"{"op":"timing","curve":[0,0,1,1],"x":0.3}"#,
    #"{"op":"timing","curve":"ease","x":0.3,"float32":true,"solver":"skia"}"#, #"{"op":"timing","curve":"ease","x":0.3,"solver":"skia"}"#,
    #"{"op":"timing","curve":[2,0,1,1],"x":0.3}"#, #"{"op":"timing","curve":"cubic-bezier(2, 0, 1, 1)","x":0.3}"#,
    #"{"op":"timing","curve":["a",0,1,1],"x":0.3}"#, #"{"op":"timing","curve":"steps(3)","x":0.5,"solver":"browser"}"#,
    #"{"op":"timing","curve":[0.42,0,1,1],"x":-0.5,"solver":"compose"}"#, #"{"op":"timing","curve":"nope","x":0.3}"#,
    #"{"op":"timing","curve":"cubic-bezier(0.1, 0.7, 0.3, 0.4)","x":0.3,"float32":true}"#,
    #"{"op":"timing","curve":[0.1, 0.7 ,0.3,0.4],"x":1.5}"#, #"{"op":"timing","curve":[1,0,0,1],"x":0.5000001,"beforeFlag":true}"#,
    #"{"op":"timing","curve":"cubic-bezier(0, 0, 1, 1)","x":1e-9}"#, #"{"op":"timing","curve":"cubic-bezier(0,0,1,1) ","x":-0.5}"#,
    #"{"op":"timing","curve":"cubic-bezier(0.1, 0.7, 0.3)","x":0.3}"#, #"{"op":"timing","curve":"cubic-bezier(0.1, 0.7, 0.3, 0.4)"}"#,
  ])
  func edgeLinesAnswerTheSameTwice(line: String) {
    let session = EvalSession()
    #expect(session.respond(to: line) == EvalDispatcher.respond(to: line))
    #expect(session.respond(to: line) == EvalDispatcher.respond(to: line), "the second time, from the tables")
  }

  /// A curve's first `timing` line is answered from its control points alone (no table built),
  /// the second from its table: the same bits as the curve's own `progress(at:)` both times.
  @Test func aNewCurveIsAnsweredWithoutATableThenFromItsTable() throws {
    let lines = EvalSampleStreams.newCurves(lines: 200)
    let session = EvalSession()
    let first = lines.map { session.respond(to: $0) }
    #expect(session.easings.isEmpty && session.seenOnce.count == 200, "\(session.easings.count) tables, \(session.seenOnce.count) seen")
    let second = lines.map { session.respond(to: $0) }
    #expect(session.easings.count == 200)
    #expect(first == second)
    for (line, answer) in zip(lines, first) {
      let text = try #require(line.split(separator: "\"").first { $0.hasPrefix("cubic-bezier") })
      let y = try CubicTimingFunction(parsing: String(text)).progress(at: 0.4)
      #expect(answer?.contains(#""y":\#(JSONValue.number(y).serialized)"#) == true, "\(line): \(answer ?? "")")
    }
  }

  /// A prepared solver answers every x as a fresh preparation does, in any order (the
  /// sequential solver, which starts from its last answer, included).
  @Test(arguments: [SolverID.browser, .fastestSequential, .skia, .gslBrent, .compose])
  func preparedProgressAnswersAsAFreshPreparation(solver: SolverID) throws {
    let curve = try CubicTimingFunction(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55)
    let prepared = try solver.prepared(for: curve)
    for x in [0.9, 0.1, 0.5, 0.500001, 0.0001, 0.9999, 0.3] {
      #expect(try prepared.progress(at: x) == (try solver.progress(of: curve, at: x)), "\(solver) at \(x)")
    }
  }
}
