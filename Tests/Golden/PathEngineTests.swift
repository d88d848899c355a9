import Curves
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

/// The path engines held to their originals' own tests: Chromium's `svg_path_query_test.cc`
/// (chromium/chromium at 7d654f6612a22ccb8fe047eaf65620dc9fcbba8e) for Blink's traversal, Skia's
/// `tests/PathMeasureTest.cpp` (google/skia at 04d5472f55f0221613484350d2b6c18e541a721c) for its
/// contours; then what each engine's method promises against the exact answer.
@Suite struct PathEngineTests {
  // MARK: - Blink

  /// Chromium's `SVGPathQueryTest.PointAtLength_ArcDecomposedToMultipleCubics`: the arc
  /// decomposed into three cubics, walked in steps of 7.80249691, within the test's 0.0005.
  @Test func blinkWalksTheArcAsChromiumsTestSays() throws {
    let blink = try BlinkPathTraversal(PathData("M56.2,66.2a174.8,174.8,0,1,0,276.0,-2.0"))
    let step = 7.80249691
    let expected: [SIMD2<Float>] = [[56.200, 66.200], [51.594, 72.497], [47.270, 78.991], [43.239, 85.671]]
    for (k, point) in expected.enumerated() {
      let answer = blink.point(atDistance: Double(Float(step * Double(k))))
      #expect(abs(Float(answer.x) - point.x) <= Tolerance.chromiumPathQueryTest, "step \(k): \(answer)")
      #expect(abs(Float(answer.y) - point.y) <= Tolerance.chromiumPathQueryTest, "step \(k): \(answer)")
    }
  }

  /// Blink halves each cubic until its control polygon meets its chord to 1e-8 of the control
  /// points' size, so its length (the polygons') is the curve's within that and float rounding,
  /// for paths without arcs (whose cubics are the curves themselves); and its point at a distance
  /// is the exact one within the same.
  @Test func blinksLengthAndPointsAreTheCurvesWithinFloatRounding() async throws {
    await checkProperty(count: propertyCases / 4, input: Self.curvePiece.array(of: 1...6), Gen.double(in: 0...1)) {
      pieces, fraction in
      let data = try PathData("M 3 7 " + pieces.joined(separator: " "))
      let exact = try ExactPathEngine(data)
      let blink = try BlinkPathTraversal(data)
      let scale = max(exact.length, 1)
      #expect(abs(blink.length - exact.length) <= Tolerance.blinkPathLength * scale, "\(data)")
      let d = fraction * exact.length
      let (a, b) = (try exact.point(atDistance: d), blink.point(atDistance: d))
      #expect(abs(a.x - b.x) + abs(a.y - b.y) <= Tolerance.blinkPathPoint * scale, "\(data) at \(d): \(b), \(a)")
    }
  }

  /// On lines Blink steps back along the segment that passed the distance: across a move (which
  /// adds no length) and along a close (back to the subpath's start).
  @Test(arguments: [(5.0, SIMD2<Float>(5, 0)), (15, SIMD2(25, 0)), (25, SIMD2(25, 0)), (30, SIMD2(20, 0))])
  func blinkStepsBackAlongLinesMovesAndCloses(_ distance: Double, _ expected: SIMD2<Float>) throws {
    let blink = try BlinkPathTraversal(PathData("M0 0 L10 0 M20 0 L30 0 Z"))
    #expect(blink.floatLength == 30)
    let answer = blink.point(atDistance: distance)
    #expect(abs(Float(answer.x) - expected.x) <= 1e-5 && abs(Float(answer.y) - expected.y) <= 1e-5, "\(answer)")
  }

  // MARK: - Skia

  /// `PathMeasureTest`'s contours: a close not followed by a move starts a contour at the closed
  /// one's start; degenerate lines and curves add nothing; moves without lines are no contours;
  /// empty contours are skipped. Lengths are exact there, positions within the test's 0.0001.
  @Test(arguments: [
    ("M0 0 L1 0 L1 1 L0 1 Z L-1 0", [4, 1] as [Float], [(4.5, SIMD2<Float>(-0.5, 0))]),
    (
      "M0 0 L0 0 L1 0 Q1 0 1 0 Q1 1 1 2 C1 2 1 2 1 2 C2 2 3 2 4 2", [6],
      [(0.5, SIMD2(0.5, 0)), (2.5, SIMD2(1, 1.5)), (4.5, SIMD2(2.5, 2))]
    ),
    ("M0 0 L1 0 M1 1 M2 2 L1 2", [1, 1], [(0.5, SIMD2(0.5, 0)), (1.5, SIMD2(1.5, 2))]),
    ("M0 0 L3 4", [5], [(2.5, SIMD2(1.5, 2))]),
    (
      "M0 0 L100 100 L200 100 M2 2 M3 3 M4 4 Z Z Z M5 5 L5 5 M5 5 L5 5 Z M5 5 L5 5 Z Z M6 6 L7 7 M10 10",
      [Float(100 * 2.0.squareRoot()) + 100, Float(2.0.squareRoot())], []
    ),
    ("M10 10 L20 20 M30 30", [Float(200.0.squareRoot())], []),
  ])
  func skiaMeasuresContoursAsItsOwnTestSays(_ text: String, lengths: [Float], points: [(Double, SIMD2<Float>)]) throws {
    let skia = try SkiaPathMeasure(PathData(text))
    #expect(skia.contourLengths == lengths)
    #expect(skia.floatLength == lengths.reduce(0, +))
    for (distance, expected) in points {
      let answer = skia.point(atDistance: distance)
      #expect(abs(Float(answer.x) - expected.x) <= Tolerance.skiaPathMeasureTest, "\(text) at \(distance)")
      #expect(abs(Float(answer.y) - expected.y) <= Tolerance.skiaPathMeasureTest, "\(text) at \(distance)")
    }
  }

  /// A path with no contour of any length has no point in Skia (`getPosTan` fails): refused.
  @Test func skiaRefusesAPathWithNoLength() throws {
    #expect(throws: PathEngineError.refused(engine: .skia, reason: "no contour has a length")) {
      try SkiaPathMeasure(PathData("M 1 1 L 1 1 Z"))
    }
  }

  // MARK: - Android

  /// `PathKeyframes.getValue`: 0 and 1 answer the first and last keys, an exact key its point,
  /// and a fraction between keys the lerp between them; by distance the fraction is d / L.
  @Test func androidReadsItsKeysAsPathKeyframesDoes() throws {
    let android = try AndroidPathKeyframes(PathData("M 0 0 L 30 40 L 30 -10"))
    #expect(android.fractions == [0, 0.5, 1])
    #expect(android.floatLength == 100)
    #expect(android.value(atFraction: 0) == SIMD2(0, 0))
    #expect(android.value(atFraction: 0.5) == SIMD2(30, 40))
    #expect(android.value(atFraction: 1) == SIMD2(30, -10))
    #expect(android.value(atFraction: 0.25) == SIMD2(15, 20))
    #expect(android.value(atFraction: 2) == SIMD2(30, -10))
    #expect(android.point(atDistance: 75) == SIMD2(30, 15))
  }

  // MARK: - Refusals

  /// What an engine does not take is refused with a typed error that says why.
  @Test func enginesRefuseWhatTheyDoNotTake() throws {
    let arc = try PathData("M 0 0 A 10 10 0 0 1 20 0")
    for engine in [PathEngine.skia, .android] {
      #expect(throws: PathEngineError.self) { try engine.prepare(arc) }
      do {
        _ = try engine.prepare(arc)
      } catch .notPorted(let refusing, let reason) {
        #expect(refusing == engine && reason.contains("element 2 is an elliptical arc"))
      } catch {
        Issue.record("\(engine): \(error)")
      }
    }
    for engine in [PathEngine.exact, .paced, .blink, .uniformT] {
      #expect(throws: Never.self) { try engine.prepare(arc) }
    }
    #expect(throws: PathEngineError.refused(engine: .paced, reason: "the path has no length")) {
      try PacedPathEngine(PathData("M 4 4 L 4 4"))
    }
    #expect(throws: PathEngineError.self) { try AndroidPathKeyframes(PathData("M 0 0 L 1 1"), error: 0) }
    #expect(throws: PathEngineError.self) { try AndroidPathKeyframes(PathData("M 0 0 L 1 1"), error: .nan) }
    #expect(throws: PathEngineError.self) { try UniformTPathTable(PathData("M 0 0 L 1 1"), stepsPerSegment: 0) }
    for engine in [PathEngine.skia, .blink, .android] {
      #expect(throws: PathEngineError.self) { try engine.prepare(PathData("M 0 0 L 1e39 0")) }
    }
    let empty = try PathData("")
    #expect(
      throws: PathEngineError.refused(
        engine: .blink, reason: "the path is empty (getPointAtLength throws InvalidStateError)")
    ) {
      try BlinkPathTraversal(empty)
    }
  }

  /// A path of length 0 that an engine takes answers its start at every distance.
  @Test(arguments: [PathEngine.exact, .blink, .android, .uniformT])
  func aPathWithNoLengthAnswersItsStart(_ engine: PathEngine) throws {
    let measured = try engine.prepare(PathData("M 4 5 L 4 5"))
    #expect(measured.length == 0)
    for distance in [0, 3, -3, Double.nan] { #expect(try measured.point(atDistance: distance) == SIMD2(4, 5)) }
  }

  // MARK: - Every engine

  /// Chord engines (Skia, Android, the uniform-t table) are never longer than the curve (a
  /// chord is the shortest way between points on it), beyond float rounding.
  @Test func chordEnginesRunShort() async throws {
    await checkProperty(count: propertyCases / 4, input: Self.curvePiece.array(of: 1...6)) { pieces in
      let data = try PathData("M 3 7 " + pieces.joined(separator: " "))
      let exact = try ExactPathEngine(data).length
      for engine in [PathEngine.skia, .android, .uniformT] {
        guard let measured = try Self.prepare(engine, data, exactLength: exact) else { continue }
        #expect(measured.length <= exact * (1 + Tolerance.floatPathLength) + 1e-9, "\(engine) on \(data)")
      }
    }
  }

  /// Every engine starts at the path's start and ends at its end (to its arithmetic's rounding),
  /// and clamps distances outside the path to them.
  @Test func everyEngineRunsFromTheStartToTheEnd() async throws {
    await checkProperty(count: propertyCases / 8, input: Self.curvePiece.array(of: 1...6)) { pieces in
      let data = try PathData("M 3 7 " + pieces.joined(separator: " "))
      let exact = try ExactPathEngine(data)
      let (start, end) = (try exact.point(atDistance: 0), try exact.point(atDistance: exact.length))
      for engine in PathEngine.allCases {
        guard let measured = try Self.prepare(engine, data, exactLength: exact.length) else { continue }
        let scale = max(1, exact.length, abs(start.x), abs(start.y), abs(end.x), abs(end.y))
        let bound = Tolerance.floatPathLength * scale * 4
        for (distance, expected) in [(0, start), (-5, start), (measured.length, end), (measured.length + 5, end)] {
          let answer = try measured.point(atDistance: distance)
          #expect(abs(answer.x - expected.x) <= bound && abs(answer.y - expected.y) <= bound, "\(engine) \(data)")
        }
      }
    }
  }

  /// The paced table is the exact answer: its points lie where the exact engine's do.
  @Test func pacedIsExact() async throws {
    await checkProperty(count: propertyCases / 8, input: Self.curvePiece.array(of: 1...6), Gen.double(in: 0...1)) {
      pieces, fraction in
      let data = try PathData("M 3 7 " + pieces.joined(separator: " "))
      let exact = try ExactPathEngine(data)
      guard exact.length > 0 else { return }
      let paced = try PacedPathEngine(data)
      let (a, b) = (
        try exact.point(atDistance: fraction * exact.length), paced.point(atDistance: fraction * exact.length)
      )
      #expect(abs(a.x - b.x) + abs(a.y - b.y) <= Tolerance.pacedEnginePoint * exact.length, "\(data) at \(fraction)")
    }
  }

  /// `engine`'s measure of `data`, nil where it refuses a path of length 0 (Skia and the paced
  /// table have no point to give); any other error is thrown.
  static func prepare(_ engine: PathEngine, _ data: PathData, exactLength: Double) throws -> (any MeasuredPath)? {
    do {
      return try engine.prepare(data)
    } catch {
      if case .refused = error, exactLength == 0, engine == .skia || engine == .paced { return nil }
      throw error
    }
  }

  /// A piece of a path from (3, 7): a line, a quadratic or a cubic, with coordinates in
  /// [−1000, 1000], or a degenerate cubic whose controls sit on its ends.
  static var curvePiece: Generator<String, some SendableSequenceType> {
    zip(Gen.int(in: 0...3), GeometryGen.point, GeometryGen.point, GeometryGen.point).map {
      kind, a, b, c -> String in
      switch kind {
      case 0: "L \(c.x) \(c.y)"
      case 1: "Q \(a.x) \(a.y) \(c.x) \(c.y)"
      case 2: "C \(a.x) \(a.y) \(b.x) \(b.y) \(c.x) \(c.y)"
      default: "C \(c.x) \(c.y) \(c.x) \(c.y) \(c.x) \(c.y)"
      }
    }
  }
}
