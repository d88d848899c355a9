import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// Hero's and Android's arc constructions (`ArcPath`), pinned to the behaviour their sources are
/// known for (values worked by hand from AOSP's ArcMotion and Hero's getAnimation).
@Suite struct ArcPathProperties {
  static func controls(_ elements: [PathElement]) -> [Point] {
    elements.compactMap { element -> [Point]? in
      switch element {
      case .quad(let c, _): [c]
      case .cubic(let c1, let c2, _): [c1, c2]
      default: nil
      }
    }.flatMap { $0 }
  }

  static func expectNear(_ a: Point, _ b: Point, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let bound = Tolerance.handWorkedFourDecimals
    #expect(abs(a.x - b.x) <= bound && abs(a.y - b.y) <= bound, "\(a) vs \(b) \(comment?.description ?? "")", sourceLocation: sourceLocation)
  }

  @Test func heroBendsTowardsTheUpperPointsXAndTheLowerPointsY() {
    let down = ArcPath.hero(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50))
    #expect(Self.controls(down) == [Point(x: 0, y: 50)])
    let up = ArcPath.hero(from: Point(x: 100, y: 50), to: Point(x: 0, y: 0))
    #expect(Self.controls(up) == [Point(x: 0, y: 50)], "the same corner whichever way")
    let half = ArcPath.hero(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50), intensity: 0.5)
    #expect(Self.controls(half) == [Point(x: 25, y: 37.5)])
    let mirrored = ArcPath.hero(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50), intensity: -1)
    #expect(Self.controls(mirrored) == [Point(x: 100, y: 0)])
    // Hero draws no arc when the points share an x or a y within 1 pt.
    #expect(ArcPath.hero(from: Point(x: 0, y: 0), to: Point(x: 100, y: 0.5)) == [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 0.5))])
  }

  @Test(arguments: [
    (Point(x: 0, y: 0), Point(x: 100, y: 100), 0.0, Point(x: 14.9896, y: 85.0104)),
    (Point(x: 0, y: 100), Point(x: 100, y: 0), 0.0, Point(x: 85.0104, y: 85.0104)),
    (Point(x: 0, y: 0), Point(x: 100, y: 20), 0.0, Point(x: 48, y: 20)),
    (Point(x: 0, y: 0), Point(x: 20, y: 100), 0.0, Point(x: 0, y: 52)),
    (Point(x: 0, y: 0), Point(x: 100, y: 0), 30.0, Point(x: 50, y: 13.3975)),
    (Point(x: 0, y: 0), Point(x: 100, y: 10), 30.0, Point(x: 48.6603, y: 18.3975)),
    (Point(x: 0, y: 0), Point(x: 100, y: 0), 0.0, Point(x: 50, y: 0)),
  ])
  func androidArcMotionPlacesItsApexAsAOSPDoes(from: Point, to: Point, minimumHorizontal: Double, apex: Point) throws {
    let elements = try ArcPath.android(from: from, to: to, minimumHorizontalAngle: minimumHorizontal)
    let c = Self.controls(elements)
    #expect(c.count == 2)
    // The controls are the midpoints of from–e and e–to, so e = 2·c1 − from.
    Self.expectNear(Point(x: 2 * c[0].x - from.x, y: 2 * c[0].y - from.y), apex, "from \(from) to \(to)")
    Self.expectNear(Point(x: 2 * c[1].x - to.x, y: 2 * c[1].y - to.y), apex, "from \(from) to \(to)")
  }

  @Test func androidArcsAreTheSameCurveBothWaysAndRejectBadAngles() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.point, GeometryGen.point) { a, b in
      let forward = Self.controls(try ArcPath.android(from: a, to: b))
      let backward = Self.controls(try ArcPath.android(from: b, to: a))
      Self.expectNear(forward[0], backward[1])
      Self.expectNear(forward[1], backward[0])
      #expect(forward.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
    #expect(throws: CurveError.self) { try ArcPath.android(from: .zero, to: Point(x: 1, y: 1), maximumAngle: 91) }
    #expect(throws: CurveError.self) { try ArcPath.android(from: .zero, to: Point(x: 1, y: 1), minimumVerticalAngle: -1) }
  }
}
