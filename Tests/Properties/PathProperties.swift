import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

@Suite struct PathProperties {
  static var path: Generator<Path, some SendableSequenceType> {
    zip(GeometryGen.point, GeometryGen.point, GeometryGen.point, GeometryGen.point, GeometryGen.point, GeometryGen.point)
      .compactMap { a, b, c, d, e, f in
        try? Path([.move(to: a), .quad(control: b, to: c), .line(to: d), .cubic(control1: e, control2: f, to: a)])
      }
  }

  @Test func pacedPointsAreEquallySpacedInArcLength() async throws {
    await checkProperty(count: propertyCases, input: Self.path) { path in
      try Self.expectEqualSpacing(path)
    }
  }

  @Test(arguments: RegressionFile.cases(named: "paced-paths.json"))
  func pacedPointsAreEquallySpacedOnPathsThatOnceFailed(_ regression: RegressionCase) throws {
    let value = try #require(regression.value, "\(regression.error ?? "")")
    try Self.expectEqualSpacing(try Self.path(from: value))
  }

  /// A path from its regression notation (`["move", x, y]`, `["quad", cx, cy, x, y]`, …).
  static func path(from json: GoldenJSON) throws -> Path {
    let elements = try (json.arrayValue ?? []).map { item -> PathElement in
      let parts = item.arrayValue ?? []
      let n = parts.dropFirst().compactMap(\.numberValue)
      func p(_ i: Int) -> Point { Point(x: n[i], y: n[i + 1]) }
      switch (parts.first?.stringValue, n.count) {
      case ("move", 2): return .move(to: p(0))
      case ("line", 2): return .line(to: p(0))
      case ("quad", 4): return .quad(control: p(0), to: p(2))
      case ("cubic", 6): return .cubic(control1: p(0), control2: p(2), to: p(4))
      case ("close", 0): return .close
      default: throw GoldenJSONError(message: "not a path element: \(item)", offset: 0)
      }
    }
    return try Path(elements)
  }

  /// 24 paced samples, each consecutive pair `length / 24` apart in arc length.
  static func expectEqualSpacing(_ path: Path) throws {
    let sampler = try PacedSampler(path)
    let n = 24
    let step = sampler.length / Double(n)
    var previous = sampler.location(atDistance: 0)
    for k in 1...n {
      let current = sampler.location(atDistance: step * Double(k))
      // The exact arc length between consecutive samples, integrated segment by segment.
      var measured = 0.0
      if previous.segment == current.segment {
        measured = try path.segments[current.segment].length(from: previous.t, to: current.t)
      } else {
        measured = try path.segments[previous.segment].length(from: previous.t, to: 1)
        for middle in (previous.segment + 1)..<current.segment { measured += path.segmentLengths[middle] }
        measured += try path.segments[current.segment].length(from: 0, to: current.t)
      }
      let bound = Tolerance.pacedSamplerSpacing * sampler.length + Tolerance.pacedSamplerSpacingUlps * sampler.length.ulp
      #expect(abs(measured - step) <= bound, "sample \(k): \(measured) vs \(step)")
      previous = current
    }
  }

  @Test func samplingStartsAtTheStartAndEndsAtTheEnd() async throws {
    await checkProperty(count: propertyCases, input: Self.path) { path in
      let sampler = try PacedSampler(path)
      #expect(sampler.point(atFraction: 0) == path.segments.first?.point(at: 0))
      expectApproximatelyEqual(sampler.point(atFraction: 1), path.segments.last!.point(at: 1), tolerance: .transformAlgebra)
      #expect(sampler.point(atFraction: -1) == sampler.point(atFraction: 0))
      #expect(sampler.point(atDistance: .nan) == sampler.point(atFraction: 0))
      #expect(sampler.point(atDistance: .infinity) == sampler.point(atFraction: 1))
      #expect(abs(sampler.length - path.length) <= Tolerance.pacedSamplerLength * path.length)
    }
  }

  @Test func tangentAngleFollowsTheDerivative() async throws {
    await checkProperty(count: propertyCases, input: Self.path, Gen.double(in: 0...1)) { path, fraction in
      let sampler = try PacedSampler(path)
      let (segment, t) = sampler.location(atDistance: fraction * sampler.length)
      let d = path.segments[segment].derivative(at: t)
      guard d.length > 1e-6 else { return }
      let angle = sampler.tangentAngle(atDistance: fraction * sampler.length)
      let bound = Tolerance.tangentAngleDirection
      #expect(abs(Double.cos(angle) - d.x / d.length) <= bound && abs(Double.sin(angle) - d.y / d.length) <= bound)
    }
  }

  @Test func lengthIsTheSumOfTheSegmentsAndCloseAddsALine() throws {
    let square = try Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .close])
    #expect(square.segments.count == 4)
    #expect(square.length == 40)
    #expect(square.boundingBox == Rect(x: 0, y: 0, width: 10, height: 10))
    let sampler = try PacedSampler(square)
    #expect(sampler.point(atDistance: 15) == Point(x: 10, y: 5))
    #expect(sampler.pacedPoints(count: 5) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)])
  }

  @Test func malformedPathsAreTypedErrors() {
    #expect(throws: CurveError.self) { try Path([.line(to: Point(x: 1, y: 1))]) }
    #expect(throws: CurveError.self) { try Path([.move(to: Point(x: .nan, y: 0)), .line(to: Point(x: 1, y: 1))]) }
    #expect(throws: CurveError.self) { try Path([.move(to: .zero), .quad(control: Point(x: .infinity, y: 0), to: .zero)]) }
    #expect(throws: CurveError.emptyPath) { try PacedSampler(try Path([.move(to: .zero)])) }
    #expect(throws: CurveError.emptyPath) { try PacedSampler(try Path([.move(to: .zero), .line(to: .zero)])) }
  }

  @Test func theSeedsQuadraticFlightIsPaced() throws {
    // The two-phase push (seed 002) moves an avatar along a quadratic curve with paced timing:
    // equal time steps must cover equal distances even though the control point bunches the
    // parameter. Container 390 × 844, target header (0, 88, 390, 200): midX 195, midY 188.
    let start = Point(x: 60, y: 420), end = Point(x: 195, y: 188), control = Point(x: 97.5, y: 94)
    let sampler = try PacedSampler(try Path([.move(to: start), .quad(control: control, to: end)]))
    // Arc lengths between consecutive samples: equal for paced sampling, not for uniform t.
    let quad = QuadBezier(start, control, end)
    func arcs(_ ts: [Double]) throws -> [Double] {
      try zip(ts, ts.dropFirst()).map { pair throws(CurveError) in try quad.length(from: pair.0, to: pair.1) }
    }
    let pacedT = (0..<19).map { sampler.location(atDistance: sampler.length * Double($0) / 18).t }
    let paced = try arcs(pacedT)
    let uniform = try arcs((0..<19).map { Double($0) / 18 })
    #expect(paced.max()! - paced.min()! <= Tolerance.pacedSamplerSpacing * sampler.length)
    #expect(uniform.max()! / uniform.min()! > 1.5)
  }
}
