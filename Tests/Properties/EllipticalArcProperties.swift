import Curves
import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

/// SVG's arcs: the endpoint parameterisation converted to centre form, its out-of-range rules,
/// the arc's length, and the cubics the engines draw in its place.
@Suite struct EllipticalArcProperties {
  /// SVG's own flag illustration (`M 125,75 a100,50 0 ?,? 100,50`), radii too small, negative
  /// radii and a rotated large arc: centre, θ₁ and Δθ in degrees, and the pieces the engines cut
  /// (computed from SVG 2's implementation notes in double precision by an independent script,
  /// printed to six decimals).
  @Test(arguments: [
    ("M 125,75 a100,50 0 0,0 100,50", 225.0, 75.0, 180.0, -90.0, 1),
    ("M 125,75 a100,50 0 0,1 100,50", 125, 125, -90, 90, 1),
    ("M 125,75 a100,50 0 1,0 100,50", 125, 125, -90, -270, 3),
    ("M 125,75 a100,50 0 1,1 100,50", 225, 75, 180, 270, 3),
    ("M0,0 A25,25 0 1,0 50,0", 25, 0, 180, -180, 2),
    ("M0,0 A10,10 0 0,1 50,0", 25, 0, 180, 180, 2),
    ("M0,0 A-10,-20 30 0,1 50,20", 25, 10, 175.879613, 180, 2),
    ("M0,0 A30,50 -45 1,1 40,40", 37.492856, 2.507144, -145.550098, 291.100196, 4),
  ])
  func svgArcsFindTheirCentreAndAngles(
    _ text: String, _ cx: Double, _ cy: Double, _ theta1: Double, _ delta: Double, _ pieces: Int
  ) throws {
    let data = try PathData(text)
    guard case .arc(let arc) = try #require(data.elements.last) else {
      Issue.record("\(text) draws no arc")
      return
    }
    let degrees = 180 / Double.pi
    #expect(abs(arc.center.x - cx) <= Tolerance.sixDecimals && abs(arc.center.y - cy) <= Tolerance.sixDecimals)
    let start = (arc.startAngle * degrees - theta1).remainder(dividingBy: 360)
    #expect(abs(start) <= Tolerance.sixDecimals, "θ₁ \(arc.startAngle * degrees)")
    #expect(abs(arc.sweep * degrees - delta) <= Tolerance.sixDecimals, "Δθ \(arc.sweep * degrees)")
    #expect(arc.engineSegmentCount == pieces)
    #expect(try data.path().segments.count == pieces)
  }

  static let endpoint = Gen.oneOf(GeometryGen.point, Gen.always(Point(x: 0, y: 0)), Gen.always(Point(x: 1e-9, y: 0)))
  static let radius = Gen.oneOf(Gen.double(in: -300...300), Gen.always(1e-9), Gen.double(in: 0.5...2))
  static let rotation = Gen.oneOf(Gen.double(in: -720...720), Gen.always(0.0), Gen.always(90.0), Gen.always(-45.0))

  /// Whatever the radii and flags: the centre form passes through both end points, Δθ has the
  /// sweep flag's sign and more than half a turn exactly for a large arc that fits, radii never
  /// shrink and grow together, and the drawn pieces join.
  @Test func svgArcsRunFromTheirStartToTheirEndAsTheFlagsSay() async throws {
    await checkProperty(
      count: propertyCases, input: zip(Self.endpoint, Self.endpoint), zip(Self.radius, Self.radius), Self.rotation,
      zip(Gen.bool, Gen.bool)
    ) { ends, radii, rotation, flags in
      let (from, to) = ends
      let drawn = try EllipticalArc.svg(
        from: from, to: to, radiusX: radii.0, radiusY: radii.1, rotationDegrees: rotation, largeArc: flags.0,
        sweep: flags.1)
      guard case .arc(let arc) = drawn else {
        #expect((drawn == nil) == (from == to))
        return
      }
      let scale = max(abs(from.x), abs(from.y), abs(to.x), abs(to.y), arc.radiusX, arc.radiusY)
      let bound = Tolerance.svgArcEnds.bound(scale: scale)
      let formula = EllipticalArc(
        center: arc.center, radiusX: arc.radiusX, radiusY: arc.radiusY, rotation: arc.rotation,
        startAngle: arc.startAngle, sweep: arc.sweep)
      for (onEllipse, end) in [(formula.start, from), (formula.end, to)] {
        #expect(abs(onEllipse.x - end.x) <= bound && abs(onEllipse.y - end.y) <= bound, "\(onEllipse) vs \(end)")
      }
      #expect((arc.sweep > 0) == flags.1)
      #expect(arc.radiusX >= abs(radii.0) && arc.radiusY >= abs(radii.1))
      #expect(abs(arc.radiusX / arc.radiusY - abs(radii.0 / radii.1)) <= 1e-12 * abs(radii.0 / radii.1))
      if arc.radiusX == abs(radii.0), abs(abs(arc.sweep) - .pi) > 1e-6 { #expect((abs(arc.sweep) > .pi) == flags.0) }
      let path = try Path([.move(to: from), .arc(arc)])
      #expect(path.segments.count == arc.engineSegmentCount)
      for (a, b) in zip(path.segments, path.segments.dropFirst()) {
        guard case .arc(let p) = a, case .arc(let q) = b else { continue }
        #expect(p.end == q.start)
      }
      #expect(path.segments.first.map { $0.point(at: 0) } == from && path.segments.last.map { $0.point(at: 1) } == to)
    }
  }

  /// A quarter of the ellipse with semi-axes 2 and 1: a·E(e²) = 2·E(0.75) (mpmath, 30 digits),
  /// however it is rotated.
  @Test(arguments: [0.0, 30, 90, -135])
  func aQuarterEllipseIsTwoEOfThreeQuarters(_ rotation: Double) throws {
    let phi = rotation * .pi / 180
    let center = Point(x: 10, y: -5)
    let arc = EllipticalArc(center: center, radiusX: 2, radiusY: 1, rotation: phi, startAngle: 0, sweep: .pi / 2)
    let path = try Path([.arc(arc)])
    let reference = 2.4221120551369190496
    #expect(abs(path.length - reference) <= Tolerance.arcLengthAdditivity.bound(scale: reference), "\(path.length)")
  }

  /// Half of an ellipse whose radii are 1.3e9 apart (an SVG arc with rx = 1e-9, grown to span its
  /// chord): at its tips the speed dips to rx/ry of its peak, and θ₁ + tΔθ rounded to ulp(θ₁)
  /// shook it there by ulp·ry, so that GSL refused the integral (GSL_EROUND) until the angle was
  /// measured from the nearest axis. Its length is 2a·E(1 − b²/a²) for the grown radii (mpmath,
  /// 40 digits).
  @Test(arguments: [
    ("M 0 0 A 1e-9 1.2934551757802348 -270.1730272798324 0 0 0 2.479424774236566", 3_207_010_183.540485403038296)
  ])
  func eccentricArcsAreMeasured(_ text: String, _ reference: Double) throws {
    let length = try PathData(text).path().length
    #expect(abs(length - reference) <= Tolerance.arcLengthAdditivity.bound(scale: reference), "\(length)")
  }

  /// A circular arc is r·|Δθ| long, in any number of pieces.
  @Test func aCircularArcIsItsRadiusTimesItsAngle() async throws {
    await checkProperty(
      count: propertyCases, input: Gen.double(in: 0.01...500), Gen.double(in: -6.28...6.28), Gen.double(in: -7...7)
    ) {
      r, sweep, start in
      let path = try Path([
        .arc(
          EllipticalArc(
            center: Point(x: 3, y: 4), radiusX: r, radiusY: r, rotation: 0.3, startAngle: start, sweep: sweep))
      ])
      let exact = r * abs(sweep)
      #expect(
        abs(path.length - exact) <= Tolerance.arcLengthAdditivity.bound(scale: exact), "\(path.length) vs \(exact)")
    }
  }

  /// The engines' cubics meet the arc at their ends and stray from a circle by at most the known
  /// 2.7253e-4 of the radius for a quarter turn (less for shorter pieces).
  @Test func theEnginesCubicsHugTheirArc() async throws {
    await checkProperty(
      count: propertyCases, input: Gen.double(in: 1...500), Gen.double(in: -6.28...6.28), Gen.double(in: -7...7)
    ) {
      r, sweep, start in
      let arc = EllipticalArc(
        center: Point(x: -2, y: 8), radiusX: r, radiusY: r, rotation: 0, startAngle: start, sweep: sweep)
      let cubics = arc.cubicApproximation
      #expect(cubics.count == arc.engineSegmentCount)
      #expect(cubics.first?.p0 == arc.start && cubics.last?.p3 == arc.end)
      for (a, b) in zip(cubics, cubics.dropFirst()) { #expect(a.p3 == b.p0) }
      for cubic in cubics {
        for t in stride(from: 0.0, through: 1, by: 0.05) {
          let distance = (cubic.point(at: t) - Point(x: -2, y: 8)).length
          #expect(abs(distance - r) <= Tolerance.arcCubicRadialError * r + Tolerance.svgArcEnds.bound(scale: r))
        }
      }
    }
  }

  /// The box holds every point of the arc and touches it: sampled points lie inside, and the box
  /// is no bigger than the samples' own by more than their spacing allows.
  @Test func anArcsBoxIsTight() async throws {
    await checkProperty(
      count: propertyCases, input: zip(Gen.double(in: 0.5...300), Gen.double(in: 0.5...300)), Gen.double(in: -7...7),
      Gen.double(in: -6.28...6.28), Gen.double(in: -7...7)
    ) {
      radii, rotation, sweep, start in
      let arc = EllipticalArc(
        center: Point(x: 1, y: 2), radiusX: radii.0, radiusY: radii.1, rotation: rotation, startAngle: start,
        sweep: sweep)
      let box = arc.boundingBox
      var sampled = Rect.null
      for i in 0...2000 {
        let p = arc.point(at: Double(i) / 2000)
        sampled = sampled.union(Rect(x: p.x, y: p.y, width: 0, height: 0))
        #expect(box.minX - p.x <= Tolerance.bezierBoxContainment && p.x - box.maxX <= Tolerance.bezierBoxContainment)
        #expect(box.minY - p.y <= Tolerance.bezierBoxContainment && p.y - box.maxY <= Tolerance.bezierBoxContainment)
      }
      let slack = Tolerance.arcBoxSampling
      #expect(sampled.minX - box.minX <= slack && box.maxX - sampled.maxX <= slack)
      #expect(sampled.minY - box.minY <= slack && box.maxY - sampled.maxY <= slack)
    }
  }
}
