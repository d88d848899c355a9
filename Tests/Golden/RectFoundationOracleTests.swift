import Foundation
import Geometry
import GeometryFoundation
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// Every Rect operation against Foundation's CGRect on Linux, which reproduces Core Graphics'
/// semantics and is this project's oracle (the Geometry article "Core Graphics semantics, exactly").
/// Agreement is exact: the same formula
/// in the same order gives the same bits. There are no deliberate differences.
@Suite struct RectFoundationOracleTests {
  @Test func randomRectsAgreeWithFoundation() async {
    await checkProperty(count: propertyCases, input: GeometryGen.rect, GeometryGen.rect, GeometryGen.point, Gen.double(in: -600...600)) { a, b, p, d in
      Self.compareEveryOperation(a, b, p, d)
    }
  }

  @Test func integralRectsAgreeWithFoundation() async {
    // Integer rects meet edge-to-edge and corner-to-corner often: the rules at the boundary.
    await checkProperty(count: propertyCases, input: GeometryGen.integralRect, GeometryGen.integralRect) { a, b in
      Self.compareEveryOperation(a, b, a.origin, 3)
      Self.compareEveryOperation(a, b, Point(x: b.maxX, y: b.maxY), -3)
    }
  }

  @Test(arguments: GeometryGen.specialRects)
  func specialRectsAgreeWithFoundation(a: Rect) {
    for b in GeometryGen.specialRects {
      for p in [a.origin, Point(x: b.maxX, y: b.minY), Point(x: 5, y: 5), Point(x: 10, y: 10)] {
        for d in [-20.0, 0, 2.5, 5, 10, 1e9] {
          Self.compareEveryOperation(a, b, p, d)
        }
      }
    }
  }

  static func compareEveryOperation(
    _ a: Rect, _ b: Rect, _ p: Point, _ d: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ca = CGRect(a)
    let cb = CGRect(b)
    func same(_ ours: Rect, _ theirs: CGRect, _ what: String) {
      let t = Rect(theirs)
      let agree = (ours.isNull && t.isNull)
        || (ours.origin == t.origin && ours.size == t.size)
      #expect(agree, "\(what): ours \(ours), Foundation \(t) for a = \(a), b = \(b), d = \(d)", sourceLocation: sourceLocation)
    }
    func same(_ ours: Double, _ theirs: CGFloat, _ what: String) {
      #expect(ours == Double(theirs) || (ours.isNaN && Double(theirs).isNaN),
        "\(what): ours \(ours), Foundation \(theirs) for a = \(a)", sourceLocation: sourceLocation)
    }
    func same(_ ours: Bool, _ theirs: Bool, _ what: String) {
      #expect(ours == theirs, "\(what): ours \(ours), Foundation \(theirs) for a = \(a), b = \(b), p = \(p)", sourceLocation: sourceLocation)
    }
    same(a.minX, ca.minX, "minX"); same(a.midX, ca.midX, "midX"); same(a.maxX, ca.maxX, "maxX")
    same(a.minY, ca.minY, "minY"); same(a.midY, ca.midY, "midY"); same(a.maxY, ca.maxY, "maxY")
    same(a.width, ca.width, "width"); same(a.height, ca.height, "height")
    same(a.isEmpty, ca.isEmpty, "isEmpty"); same(a.isNull, ca.isNull, "isNull")
    same(a.isInfinite, ca.isInfinite, "isInfinite")
    same(a.standardized, ca.standardized, "standardized")
    same(a.integral, ca.integral, "integral")
    same(a.insetBy(dx: d, dy: d / 2), ca.insetBy(dx: d, dy: d / 2), "insetBy")
    same(a.offsetBy(dx: d, dy: -d), ca.offsetBy(dx: d, dy: -d), "offsetBy")
    same(a.union(b), ca.union(cb), "union")
    same(a.intersection(b), ca.intersection(cb), "intersection")
    same(a.intersects(b), ca.intersects(cb), "intersects")
    same(a.contains(p), ca.contains(CGPoint(p)), "contains(point)")
    same(a.contains(b), ca.contains(cb), "contains(rect)")
    same(a == b, ca == cb, "==")
    let edges: [(RectEdge, CGRectEdge)] = [(.minX, .minXEdge), (.minY, .minYEdge), (.maxX, .maxXEdge), (.maxY, .maxYEdge)]
    for (edge, cgEdge) in edges {
      let ours = a.divided(atDistance: d, from: edge)
      let theirs = ca.divided(atDistance: CGFloat(d), from: cgEdge)
      same(ours.slice, theirs.slice, "divided(\(edge)).slice")
      same(ours.remainder, theirs.remainder, "divided(\(edge)).remainder")
    }
  }
}
