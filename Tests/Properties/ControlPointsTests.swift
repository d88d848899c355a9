@testable import Curves
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// ``CubicTimingFunction/ControlPoints``: the table-free evaluation gives the table's bits, and
/// the byte reader of `cubic-bezier(…)` reads what the character reader reads.
@Suite struct ControlPointsTests {
  @Test func progressWithoutTheTableIsTheTablesBitForBit() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve, CurveGen.x, Gen.double(in: -2...3)) { curve, x, outside in
      let points = curve.controlPoints
      for value in [x, outside] {
        #expect(points.progress(at: value).bitPattern == curve.progress(at: value).bitPattern, "\(curve) at \(value)")
      }
    }
  }

  /// Curves whose tables hold every tier: interior closed-form rows where x′ vanishes inside
  /// (1, 0, 0, 1), σ tables in √x and ∛x at the ends, and Newton tiers near them.
  static let curvesOfEveryTier: [[Double]] = [
    [1, 0, 0, 1], [0, 0, 1, 1], [0, 1, 1, 0], [0.05, 1, 0.95, 0], [1, 0, 1, 1], [0, 0, 0, 1], [0.42, 0, 0.58, 1],
    [0.25, 0.1, 0.25, 1], [1, -2, 0, 3], [0.999, 0.5, 0.001, 0.5],
  ]

  @Test func theseCurvesReachEveryTier() throws {
    var counts = [0, 0, 0, 0, 0, 0]
    for p in Self.curvesOfEveryTier {
      let tiers = try CubicTimingFunction(x1: p[0], y1: p[1], x2: p[2], y2: p[3]).inverseTable.tierCounts
      for (i, count) in [tiers.divisionFree, tiers.oneStep, tiers.twoSteps, tiers.moreSteps, tiers.closedForm, tiers.endTables].enumerated() {
        counts[i] += count
      }
    }
    #expect(counts.allSatisfy { $0 > 0 }, "rows per tier (0, 1, 2, 3, closed form, σ tables): \(counts)")
  }

  /// Every row of each table: its midpoint, its first node and the node's ulp neighbours.
  @Test(arguments: curvesOfEveryTier)
  func everyRowWithoutTheTableIsTheTables(p: [Double]) throws {
    let curve = try CubicTimingFunction(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
    let points = curve.controlPoints
    for i in 0..<InverseTable.intervals {
      let node = Double(i) / Double(InverseTable.intervals)
      for x in [node, node.nextUp, node.nextDown, node + 0.5 / Double(InverseTable.intervals)] {
        #expect(points.progress(at: x).bitPattern == curve.progress(at: x).bitPattern, "\(curve) at \(x)")
      }
    }
  }

  @Test func float32RoundsAsTheCurveDoes() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve, CurveGen.x) { curve, x in
      #expect(curve.controlPoints.float32 == curve.float32.controlPoints)
      #expect(curve.controlPoints.float32.progress(at: x).bitPattern == curve.float32.progress(at: x).bitPattern)
    }
  }

  /// Texts at the readers' edges: spaces of every kind, "\r\n" (one character of two bytes),
  /// a combining mark after a comma or parenthesis, wrong counts, non-decimal numbers.
  static let texts = [
    "cubic-bezier(0.42, 0, 0.58, 1)", "cubic-bezier(0.42,0,0.58,1)", "cubic-bezier( .1 ,\t-2e-1 ,\n0.3, 1E2 )",
    "cubic-bezier(0.42, 0, 0.58, 1\r\n)", "cubic-bezier(0.42, 0, 0.58,\r 1)", "cubic-bezier(0.42,\u{301} 0, 0.58, 1)",
    "cubic-bezier(\u{301}0.42, 0, 0.58, 1)", "cubic-bezier(0.42, 0, 0.58)", "cubic-bezier(0.42, 0, 0.58, 1, 2)",
    "cubic-bezier(0.42, , 0.58, 1)", "cubic-bezier(0x1p-1, 0, 0.58, 1)", "cubic-bezier(inf, 0, 0.58, 1)",
    "cubic-bezier(2, 0, 0.58, 1)", "cubic-bezier(0.42, 0, 0.58, 1\u{0})", "cubic-bezier()", "cubic-bezier(",
    "cubic-bezier(1e999, 0, 0.5, 1)", "cubic-bezier(0.42, 0, 0.58, 1)x", "cubic-bezier (0.42, 0, 0.58, 1)",
  ]

  @Test(arguments: texts)
  func theByteReaderReadsWhatTheCharacterReaderReads(text: String) {
    Self.expectReadersAgree(on: text)
  }

  @Test func theReadersAgreeOnDrawnTexts() async {
    let pieces = ["0.5", "-.25", "1e-3", "1", "0", "", "x", " ", "\t", "\n", "\r", "\r\n", "\u{301}", ",", ", ", "1e999", "+2"]
    let piece = Gen.int(in: 0...(pieces.count - 1)).map { pieces[$0] }
    await checkProperty(count: propertyCases, input: piece.array(of: 0...12)) { parts in
      Self.expectReadersAgree(on: "cubic-bezier(" + parts.joined() + ")")
      Self.expectReadersAgree(on: "cubic-bezier(" + parts.joined(separator: ",") + ")")
    }
  }

  /// The byte reader answers only what the character reader answers, and answers every plain
  /// ASCII text the character reader reads.
  static func expectReadersAgree(on text: String) {
    let trimmed = text.trimmingSpaces
    let bytes = CubicTimingFunction.ControlPoints.plainArguments(trimmed)
    let characters = Result { () throws(CurveError) in try CubicTimingFunction.ControlPoints(readingCharacters: trimmed, text: text) }
    switch (bytes, characters) {
    case (let v?, .success(let p)):
      #expect([v.0, v.1, v.2, v.3].map(\.bitPattern) == [p.x1, p.y1, p.x2, p.y2].map(\.bitPattern), "\(text.debugDescription)")
    case (let v?, .failure(let error)):
      // Numbers out of the curve's range: both read them, and the curve refuses them alike.
      let refusal = Result { () throws(CurveError) in try CubicTimingFunction.ControlPoints(x1: v.0, y1: v.1, x2: v.2, y2: v.3) }
      #expect("\(refusal)" == "\(Result<CubicTimingFunction.ControlPoints, CurveError>.failure(error))", "\(text.debugDescription)")
    case (nil, .success):
      let plain = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
      #expect(!plain, "the byte reader declined plain text \(text.debugDescription)")
    case (nil, .failure):
      break
    }
    // And the public readers answer alike.
    let viaCurve = Result { () throws(CurveError) in try CubicTimingFunction(parsing: text).controlPoints }
    let viaPoints = Result { () throws(CurveError) in try CubicTimingFunction.ControlPoints(parsing: text) }
    #expect("\(viaCurve)" == "\(viaPoints)", "\(text.debugDescription)")
  }
}
