import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// The CSS transform text the project writes reads back to the same list, and the list's
/// interpolation keeps CSS's shared rules.
@Suite struct TransformListProperties {
  @Test func writtenTextReadsBackToTheSameList() async {
    await propertyCheck(count: propertyCases, input: Geometry3DGen.transformFunction.array(of: 0...5)) { functions in
      let list = TransformList(functions)
      let text = list.cssText
      let read = try TransformList(parsing: text)
      #expect(read == list, "\(text)")
    }
  }

  @Test func theEndsAreTheListsAsTheyAre() async {
    await propertyCheck(count: propertyCases, input: Geometry3DGen.transformFunction.array(of: 0...4), Geometry3DGen.transformFunction.array(of: 0...4)) { a, b in
      let (from, to) = (TransformList(a), TransformList(b))
      for policy in TransformInterpolation.allCases {
        #expect(from.interpolated(to: to, fraction: 0, using: policy) == from)
        #expect(from.interpolated(to: to, fraction: 1, using: policy) == to)
      }
    }
  }

  @Test(arguments: [
    ("none", "none"),
    ("translateX(10px) rotate(90deg)", "translate3d(10.0px, 0.0px, 0.0px) rotate3d(0.0, 0.0, 1.0, 1.5707963267948966rad)"),
    ("matrix(1, 0, 0, 1, 5, 6) perspective(none)", "matrix(1.0, 0.0, 0.0, 1.0, 5.0, 6.0) perspective(none)"),
  ])
  func textIsWrittenAsPrimitives(text: String, written: String) throws {
    let list = try TransformList(parsing: text)
    #expect(list.cssText == written)
  }
}
