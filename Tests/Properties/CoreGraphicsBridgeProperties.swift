import Foundation
import Geometry
import GeometryFoundation
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

@Suite struct CoreGraphicsBridgeProperties {
  @Test func conversionsRoundTripBitForBit() async {
    await checkProperty(count: propertyCases, input: GeometryGen.rect) { r in
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

@Suite struct GeometryCodableProperties {
  @Test func jsonShapesRoundTrip() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.rect, GeometryGen.transform) { rect, t in
      let encoder = JSONEncoder()
      let decoder = JSONDecoder()
      let rectBack = try decoder.decode(Rect.self, from: encoder.encode(rect))
      let transformBack = try decoder.decode(Geometry.AffineTransform.self, from: encoder.encode(t))
      let pointBack = try decoder.decode(Point.self, from: encoder.encode(rect.origin))
      #expect(rectBack == rect)
      #expect(transformBack == t)
      #expect(pointBack == rect.origin)
    }
    #expect(String(decoding: try JSONEncoder().encode(Rect.null), as: UTF8.self) == "\"null\"")
    #expect(try JSONDecoder().decode(Rect.self, from: Data("\"infinite\"".utf8)).isInfinite)
    #expect(try JSONDecoder().decode(Geometry.AffineTransform.self, from: Data("[1,0,0,1,5,6]".utf8)) == Geometry.AffineTransform(translationX: 5, y: 6))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Rect.self, from: Data("\"empty\"".utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Geometry.AffineTransform.self, from: Data("[1,0,0]".utf8)) }
    // Exactly the right count: a stray number never passes silently.
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Point.self, from: Data("[1,2,3]".utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Size.self, from: Data("[1]".utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Rect.self, from: Data("[1,2,3,4,5]".utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Geometry.AffineTransform.self, from: Data("[1,0,0,1,0,0,0]".utf8)) }
  }
}
