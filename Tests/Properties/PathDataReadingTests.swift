import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing

/// SVG path data read as Chromium reads it: the valid and malformed strings and the error
/// positions of Chromium's own parser test (third_party/blink/renderer/core/svg/svg_path_parser_test.cc,
/// chromium/chromium at 1a4f344c), and web-platform-tests' absolute serialisations
/// (svg/path/property/serialization.svg at 23f067b9).
@Suite struct PathDataReadingTests {
  /// Valid path data and what Chromium's test serialises it as, read to the same commands and
  /// written back as Chromium writes them. Three differences, by design: `z` stays lower case
  /// (Chromium writes `Z`; both close alike), numbers are Doubles (Chromium's float makes 1e-46
  /// a 0) and are written shortest (Chromium prints `1.00000e+38`).
  @Test(arguments: [
    ("M1,2", "M 1 2"), ("M100,200 z", "M 100 200 z"),
    ("M100,200 a3,4,5,006,7", "M 100 200 a 3 4 5 0 0 6 7"), ("M100,200 a3,4,5,016,7", "M 100 200 a 3 4 5 0 1 6 7"),
    ("M100,200 a3,4,5,106,7", "M 100 200 a 3 4 5 1 0 6 7"), ("M100,200 a3,4,5,116,7", "M 100 200 a 3 4 5 1 1 6 7"),
    (
      "M100,200 a0,4,5,0,0,10,0 a4,0,5,0,0,0,10 a0,0,5,0,0,-10,0 z",
      "M 100 200 a 0 4 5 0 0 10 0 a 4 0 5 0 0 0 10 a 0 0 5 0 0 -10 0 z"
    ),
    ("M1,2,3,4", "M 1 2 L 3 4"), ("m100,200,3,4", "m 100 200 l 3 4"), ("M 100-200", "M 100 -200"),
    ("M 0.6.5", "M 0.6 0.5"), (" M1,2", "M 1 2"), ("\tM1,2", "M 1 2"), ("\nM1,2", "M 1 2"), ("\rM1,2", "M 1 2"),
    ("M1,2 ", "M 1 2"), ("M1,2\t", "M 1 2"), ("M1,2\n", "M 1 2"), ("M1,2\r", "M 1 2"), ("", ""), (" ", ""),
    ("M.1 .2 L.3 .4 .5 .6", "M 0.1 0.2 L 0.3 0.4 L 0.5 0.6"), ("M1,1h2,3", "M 1 1 h 2 h 3"),
    ("M1,1H2,3", "M 1 1 H 2 H 3"), ("M1,1v2,3", "M 1 1 v 2 v 3"), ("M1,1V2,3", "M 1 1 V 2 V 3"),
    ("M1,1c2,3 4,5 6,7 8,9 10,11 12,13", "M 1 1 c 2 3 4 5 6 7 c 8 9 10 11 12 13"),
    ("M1,1a2,3,4,0,0,5,6 7,8,9,0,0,10,11", "M 1 1 a 2 3 4 0 0 5 6 a 7 8 9 0 0 10 11"),
    ("M1e2,10e1", "M 100 100"), ("M1e+2,1000e-1", "M 100 100"), ("M1e2.5", "M 100 0.5"),
    ("M0.00000001e10 100", "M 100 100"), ("M1e-46,50 h1e38", "M 1e-46 50 h 1e+38"),
    ("M0,50 h1e-123456789123456789123", "M 0 50 h 0"),
  ])
  func chromiumsValidPathsReadAsItSerialisesThem(_ text: String, _ serialised: String) throws {
    let data = try PathData(text)
    #expect(data == (try PathData(serialised)))
    #expect(data.description == serialised)
  }

  /// Malformed path data: the error, and what Chromium draws before it.
  @Test(arguments: [
    ("M100,200 a3,4,5,2,1,6,7", "M 100 200"), ("M100,200 a3,4,5,1,2,6,7", "M 100 200"), ("\u{0B}M1,2", ""),
    ("xM1,2", ""), ("M1,2\u{0B}", "M 1 2"), ("M1,2x", "M 1 2"), ("M1,2 L40,0#90", "M 1 2 L 40 0"), ("x", ""),
    ("L1,2", ""), ("M", ""), ("M1,1Z0", "M 1 1 Z"), ("M1,1z0", "M 1 1 z"),
    ("M1,1c2,3 4,5 6,7 8", "M 1 1 c 2 3 4 5 6 7"), ("M1,1C2,3 4,5 6,7 8", "M 1 1 C 2 3 4 5 6 7"),
    ("M1,1s2,3 4,5 6", "M 1 1 s 2 3 4 5"), ("M1,1S2,3 4,5 6", "M 1 1 S 2 3 4 5"),
    ("M1,1q2,3 4,5 6", "M 1 1 q 2 3 4 5"), ("M1,1Q2,3 4,5 6", "M 1 1 Q 2 3 4 5"),
    ("M1,1t2,3 4", "M 1 1 t 2 3"), ("M1,1T2,3 4", "M 1 1 T 2 3"),
    ("M1,1a2,3,4,0,0,5,6 7", "M 1 1 a 2 3 4 0 0 5 6"), ("M1,1A2,3,4,0,0,5,6 7", "M 1 1 A 2 3 4 0 0 5 6"),
    ("M0,50 h1e-.5", "M 0 50"), ("M0,50 h1e+.5", "M 0 50"), ("M0,50 h1e400", "M 0 50"), ("M 10.", ""),
  ])
  func malformedPathsDrawWhatChromiumDraws(_ text: String, _ drawn: String) throws {
    let error = try #require(throws: PathDataError.self) { try PathData(text) }
    #expect(error.drawn.description == drawn, "\(error)")
  }

  /// The error positions Chromium's test asserts (0-based offsets) and their kinds.
  @Test(arguments: [
    (" 10 10", 1, "M"), ("L 10 10", 0, "M"), ("M 10 10 #", 8, "command"), ("M 10 10 E 100 100", 8, "command"),
    ("M 10 10 L100 ", 13, "number"), ("M 10 10 L100#100", 12, "number"), ("M0,0 A#,10 0 0,0 20,20", 6, "number"),
    ("M0,0 A10,10 # 0,0 20,20", 12, "number"), ("M0,0 A10,10 0 #,0 20,20", 14, "flag"),
    ("M0,0 A10,10 0 0,2 20,20", 16, "flag"),
  ])
  func errorsArePlacedWhereChromiumPlacesThem(_ text: String, _ offset: Int, _ kind: String) throws {
    let error = try #require(throws: PathDataError.self) { try PathData(text) }
    #expect(error.location == .text(line: 1, column: offset + 1, offset: offset))
    switch (error.reason, kind) {
    case (.expectedMoveTo, "M"), (.expectedCommand, "command"), (.expectedNumber, "number"), (.expectedFlag, "flag"):
      break
    default: Issue.record("\(error.reason) is not a \(kind) error")
    }
  }

  @Test func anErrorOnALaterLineNamesItsLineAndColumn() throws {
    let error = try #require(throws: PathDataError.self) { try PathData("M 0 0\n  L 1 2\n  C 3 x") }
    #expect(error.location == .text(line: 3, column: 7, offset: 20))
    #expect(
      "\(error)"
        == "path data, line 3, column 7: C expects a number here, found \"x\" (a browser draws \"M 0 0 L 1 2\")")
  }

  /// web-platform-tests' relative paths and their absolute serialisations draw the same elements
  /// (Z's current point, S and T reflections, implicit repetitions, arcs).
  @Test(arguments: [
    ("m 10 20 q 30 60 40 50 q 100 70 90 80", "M 10 20 Q 40 80 50 70 Q 150 140 140 150"),
    ("M 0 0 L 100 100 m 0 100 l 100 0 Z l 160 20 Z", "M 0 0 L 100 100 M 100 200 L 200 200 Z L 260 220 Z"),
    (
      "m 10 20 l 20 30 Z l 50 60 Z m 70 80 l 90 60 Z t 70 120",
      "M 10 20 L 30 50 Z L 60 80 Z M 80 100 L 170 160 Z T 150 220"
    ),
    (
      "m 10.0 170.0 h 90.00 v 30.00 m 0 0 s 1 2 3 4 z c 9 8 7 6 5 4",
      "M 10 170 H 100 V 200 M 100 200 S 101 202 103 204 Z C 109 208 107 206 105 204"
    ),
    ("m 10 20 a 10 20 30 1 0 40 50 a 110 120 30 1 1 140 50", "M 10 20 A 10 20 30 1 0 50 70 A 110 120 30 1 1 190 120"),
  ])
  func relativePathsDrawTheirAbsoluteSerialisations(_ relative: String, _ absolute: String) throws {
    #expect(try PathData(relative).elements == PathData(absolute).elements)
  }

  @Test func smoothCurvesReflectOnlyAfterTheirOwnKind() throws {
    let data = try PathData("M 0 0 C 10 0 20 10 30 30 S 50 50 60 60 Q 70 80 90 90 T 100 100 L 110 110 S 0 0 5 5 T 9 9")
    #expect(
      data.elements == [
        .move(to: Point(x: 0, y: 0)),
        .cubic(control1: Point(x: 10, y: 0), control2: Point(x: 20, y: 10), to: Point(x: 30, y: 30)),
        .cubic(control1: Point(x: 40, y: 50), control2: Point(x: 50, y: 50), to: Point(x: 60, y: 60)),
        .quad(control: Point(x: 70, y: 80), to: Point(x: 90, y: 90)),
        .quad(control: Point(x: 110, y: 100), to: Point(x: 100, y: 100)),
        .line(to: Point(x: 110, y: 110)),
        .cubic(control1: Point(x: 110, y: 110), control2: Point(x: 0, y: 0), to: Point(x: 5, y: 5)),
        .quad(control: Point(x: 5, y: 5), to: Point(x: 9, y: 9)),
      ])
  }

  /// Commas as Chromium takes them: after any number, also before a command letter or at the end;
  /// never two, and never right after a letter.
  @Test func commasAreReadAsChromiumReadsThem() throws {
    #expect(try PathData("M1,2,L3,4,").description == "M 1 2 L 3 4")
    #expect(throws: PathDataError.self) { try PathData("M1,,2") }
    #expect(throws: PathDataError.self) { try PathData("M,1,2") }
    #expect(throws: PathDataError.self) { try PathData("M1,2Z,") }
  }

  @Test func anArcToItsOwnStartIsOmittedAndAZeroRadiusIsALine() throws {
    #expect(try PathData("M10,10 A5,5 0 0,0 10,10").elements == [.move(to: Point(x: 10, y: 10))])
    #expect(
      try PathData("M10,10 A0,5 0 0,0 20,20").elements == [
        .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 20, y: 20)),
      ])
  }

  @Test func commandsThatCannotBeDrawnAreRefusedByIndex() throws {
    let notMove = try #require(throws: PathDataError.self) {
      try PathData(commands: [PathData.Command(.lineTo(Point(x: 1, y: 1)))])
    }
    #expect(notMove.reason == .expectedMoveTo && notMove.location == .command(0))
    let overflow = try #require(throws: PathDataError.self) {
      try PathData(commands: [
        PathData.Command(.moveTo(Point(x: 1e308, y: 0))),
        PathData.Command(.lineTo(Point(x: 1e308, y: 0)), relative: true),
      ])
    }
    #expect(overflow.location == .command(1) && overflow.drawn.description == "M 1e+308 0")
    let nan = try #require(throws: PathDataError.self) {
      try PathData(commands: [PathData.Command(.moveTo(Point(x: .nan, y: 0)))])
    }
    #expect(nan.reason == .notFinite("point"))
  }
}
