import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// The CSS transform text the project writes reads back to the same list, and the list's
/// interpolation keeps CSS's shared rules.
@Suite struct TransformListProperties {
  @Test func writtenTextReadsBackToTheSameList() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.transformFunction.array(of: 0...5)) { functions in
      let list = TransformList(functions)
      let text = list.cssText
      let read = try TransformList(parsing: text)
      #expect(read == list, "\(text)")
    }
  }

  /// An interpolated list is a list like any other: its text reads back to it, so a spec file can
  /// hold it (two `matrix()` functions interpolate to a `matrix()`, never to a 3D matrix labelled 2D).
  /// The one exception is documented: extrapolated past none (s > 1), a perspective has a
  /// negative distance, which CSS cannot carry, and its text is refused as such.
  @Test func anInterpolatedListsTextReadsBackToTheSameList() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.transformFunction.array(of: 1...4), Gen.double(in: -2...3)) { functions, s in
      for policy in TransformInterpolation.allCases {
        let list = TransformList(functions).interpolated(to: TransformList(functions.map(\.identity)), fraction: s, using: policy)
        let negative = list.functions.contains { if case .perspective(let d?) = $0 { d < 0 } else { false } }
        if negative {
          #expect(s > 1, "a negative perspective inside the interpolation: \(list.cssText)")
          #expect(throws: TransformSyntaxError.self, "\(list.cssText)") { try TransformList(parsing: list.cssText) }
        } else {
          let read = try TransformList(parsing: list.cssText)
          #expect(read == list, "\(list.cssText), \(policy)")
        }
      }
    }
  }

  @Test func theEndsAreTheListsAsTheyAre() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.transformFunction.array(of: 0...4), Geometry3DGen.transformFunction.array(of: 0...4)) { a, b in
      let (from, to) = (TransformList(a), TransformList(b))
      for policy in TransformInterpolation.allCases {
        #expect(from.interpolated(to: to, fraction: 0, using: policy) == from)
        #expect(from.interpolated(to: to, fraction: 1, using: policy) == to)
      }
    }
  }

  /// Prepared once, sampled many times: the same matrix as interpolating the lists and taking the
  /// result's matrix, bit for bit, whether the lists pair up, one is a prefix of the other, or
  /// their tails differ.
  @Test func thePreparedInterpolationIsTheInterpolatedListsMatrix() async {
    await checkProperty(
      count: propertyCases, input: Geometry3DGen.transformFunction.array(of: 0...4), Gen.double(in: -2...3),
      Geometry3DGen.transformFunction.array(of: 0...2), Gen.int(in: 0...2), Gen.double(in: -1...2)
    ) { a, s, extra, shape, t in
      let from = TransformList(a)
      // A list of the same primitives (the pairwise case), then a longer one (a prefix) or one
      // with a different tail.
      var to = from.interpolated(to: TransformList(a.map(\.identity)), fraction: s)
      if shape == 1 { to.functions += extra }
      if shape == 2 { to = TransformList(Array(to.functions.dropLast()) + extra) }
      for policy in TransformInterpolation.allCases {
        let prepared = PreparedTransformListInterpolation(from: from, to: to, using: policy)
        for fraction in [0, 1, 0.5, t] {
          let expected = from.interpolated(to: to, fraction: fraction, using: policy).matrix
          let actual = prepared.matrix(at: fraction)
          #expect(actual == expected || (!actual.isFinite && !expected.isFinite), "\(from.cssText) → \(to.cssText) at \(fraction), \(policy)")
        }
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
