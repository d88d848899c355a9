import Foundation
import Geometry
import GeometryFoundation
import PropertyBased
import TestSupport
import Testing

@Suite struct CoreGraphicsBridgeProperties {
  @Test func conversionsRoundTripBitForBit() async {
    await propertyCheck(count: propertyCases, input: GeometryGen.rect) { r in
      let cg = CGRect(r)
      #expect(Double(cg.origin.x).bitPattern == r.origin.x.bitPattern)
      #expect(Double(cg.size.height).bitPattern == r.size.height.bitPattern)
      let back = Rect(cg)
      #expect(back.origin == r.origin && back.size == r.size)
      #expect(Point(CGPoint(r.origin)) == r.origin)
      #expect(Size(CGSize(r.size)) == r.size)
    }
  }

  @Test func specialRectsMapToTheirFoundationCounterparts() {
    #expect(CGRect(Rect.null).isNull)
    #expect(CGRect(Rect.infinite).isInfinite)
    #expect(Rect(CGRect.null).isNull)
    #expect(Rect(CGRect.infinite).isInfinite)
    #expect(Rect(CGRect.zero) == .zero)
  }
}
