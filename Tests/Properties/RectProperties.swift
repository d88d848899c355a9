import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

@Suite struct RectProperties {
  /// The stored fields (origin, size) exactly: what a law about representation compares.
  static func fields(_ r: Rect) -> [Double] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }

  @Test func standardizedIsIdempotentAndKeepsTheArea() async {
    await checkProperty(count: propertyCases, input: GeometryGen.rect) { r in
      // Rect's == compares standardized rects, so these laws compare the stored fields.
      let s = r.standardized
      #expect(Self.fields(s.standardized) == Self.fields(s), "standardizing twice changes nothing")
      #expect(s.size.width >= 0 && s.size.height >= 0)
      #expect(s.width == r.width && s.height == r.height)
      // The same area of the plane: the edges agree up to the rounding of origin + size.
      let scaleX = (abs(r.origin.x) + abs(r.size.width)).ulp, scaleY = (abs(r.origin.y) + abs(r.size.height)).ulp
      for (a, b, scale) in [(s.minX, r.minX, scaleX), (s.maxX, r.maxX, scaleX), (s.minY, r.minY, scaleY), (s.maxY, r.maxY, scaleY)] {
        #expect(abs(a - b) <= Tolerance.standardizedEdgeUlps * scale, "\(r): edge \(a) vs \(b)")
      }
      #expect(Self.fields(s) == [min(r.origin.x, r.origin.x + r.size.width), min(r.origin.y, r.origin.y + r.size.height), abs(r.size.width), abs(r.size.height)])
    }
  }

  @Test func unionIsCommutativeAssociativeAndContainsBoth() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect, GeometryGen.integralRect, GeometryGen.integralRect) { a, b, c in
      #expect(a.union(b) == b.union(a))
      #expect(a.union(b).union(c) == a.union(b.union(c)))
      #expect(a.union(b).contains(a) && a.union(b).contains(b))
    }
  }

  @Test func unionIgnoresNullButNotEmptyRects() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect) { r in
      // Union with null returns the other rect exactly as stored, not standardized (what
      // Foundation's CGRect does, checked on (0, 0, −1, 0)).
      #expect(Self.fields(r.union(.null)) == Self.fields(r))
      #expect(Self.fields(Rect.null.union(r)) == Self.fields(r))
      let empty = Rect(x: r.maxX + 7, y: r.minY, width: 0, height: 0)
      #expect(r.union(empty).maxX == r.maxX + 7)
    }
    #expect(Rect.null.union(.null).isNull)
  }

  @Test func intersectionIsCommutativeAndInsideBoth() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect, GeometryGen.integralRect) { a, b in
      let i = a.intersection(b)
      #expect(i == b.intersection(a))
      #expect(a.intersects(b) == !i.isNull)
      if !i.isNull {
        #expect(a.contains(i) && b.contains(i))
      }
      #expect(a.intersection(.null).isNull && Rect.null.intersection(a).isNull)
    }
  }

  @Test func intersectionIsAssociative() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect, GeometryGen.integralRect, GeometryGen.integralRect) { a, b, c in
      #expect(a.intersection(b).intersection(c) == a.intersection(b.intersection(c)))
    }
  }

  @Test(arguments: [
    (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 0, height: 10)),
    (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10, width: 10, height: 10), Rect(x: 0, y: 10, width: 10, height: 0)),
    (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 10, width: 5, height: 5), Rect(x: 10, y: 10, width: 0, height: 0)),
  ])
  func edgeSharingRectsIntersectInAZeroAreaRect(a: Rect, b: Rect, expected: Rect) {
    let i = a.intersection(b)
    #expect(!i.isNull && i.isEmpty)
    #expect(i == expected)
    #expect(a.intersects(b))
  }

  @Test func containsIsHalfOpen() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect) { r in
      let inside = !r.isEmpty
      #expect(r.contains(Point(x: r.minX, y: r.minY)) == inside)
      #expect(!r.contains(Point(x: r.maxX, y: r.minY)))
      #expect(!r.contains(Point(x: r.minX, y: r.maxY)))
      #expect(!r.contains(Point(x: r.maxX, y: r.maxY)))
    }
  }

  @Test func insetThenOutsetRestoresAndPastZeroIsNull() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect, Gen.int(in: -50...50)) { r, d in
      let inset = r.insetBy(dx: Double(d), dy: Double(d))
      if 2 * Double(d) > r.width || 2 * Double(d) > r.height {
        #expect(inset.isNull)
      } else {
        #expect(inset.insetBy(dx: Double(-d), dy: Double(-d)) == r)
      }
    }
    // Exactly to zero size is empty, not null.
    let flat = Rect(x: 0, y: 0, width: 10, height: 4).insetBy(dx: 5, dy: 2)
    #expect(!flat.isNull && flat.isEmpty)
  }

  @Test func offsetComposesAndStandardizes() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect, Gen.int(in: -99...99), Gen.int(in: -99...99)) { r, dx, dy in
      let moved = r.offsetBy(dx: Double(dx), dy: Double(dy))
      #expect(moved.size.width >= 0 && moved.size.height >= 0)
      #expect(moved.offsetBy(dx: Double(-dx), dy: Double(-dy)) == r)
    }
  }

  @Test func integralContainsTheRectWithIntegerEdges() async {
    await checkProperty(count: propertyCases, input: GeometryGen.rect) { r in
      let i = r.integral
      for edge in [i.minX, i.minY, i.maxX, i.maxY] { #expect(edge == edge.rounded()) }
      #expect(i.minX <= r.minX && i.minY <= r.minY && i.maxX >= r.maxX && i.maxY >= r.maxY)
      #expect(i.minX > r.minX - 1 && i.maxX < r.maxX + 1)
    }
  }

  @Test func divideSplitsTheExtentExactly() async {
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect, Gen.int(in: -50...400), Gen<RectEdge>.case) { r, distance, edge in
      let (slice, remainder) = r.divided(atDistance: Double(distance), from: edge)
      let horizontal = edge == .minX || edge == .maxX
      let extent = horizontal ? r.width : r.height
      let cut = min(max(Double(distance), 0), extent)
      #expect((horizontal ? slice.width : slice.height) == cut)
      #expect(slice.union(remainder) == r.standardized)
      switch edge {
      case .minX: #expect(slice.minX == r.minX)
      case .maxX: #expect(slice.maxX == r.maxX)
      case .minY: #expect(slice.minY == r.minY)
      case .maxY: #expect(slice.maxY == r.maxY)
      }
    }
  }

  @Test(arguments: GeometryGen.specialRects)
  func nullInGivesNullOut(r: Rect) {
    #expect(Rect.null.standardized.isNull)
    #expect(Rect.null.insetBy(dx: -5, dy: -5).isNull)
    #expect(Rect.null.offsetBy(dx: 5, dy: 5).isNull)
    #expect(Rect.null.integral.isNull)
    #expect(Rect.null.intersection(r).isNull)
    #expect(Rect.null.divided(atDistance: 3, from: .minY).slice.isNull)
    #expect(!Rect.null.contains(r.origin))
    #expect(Rect.null == Rect(x: .infinity, y: 3, width: 7, height: 9))
  }
}
