import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

/// `Transform3D` follows `CATransform3D`: row vectors, concatenation a·b runs a first, prepending
/// operations, the 2D transforms embedded losslessly, `CATransform3DInvert`'s contract.
@Suite struct Transform3DProperties {
  @Test func affineTransformsEmbedLosslesslyAndConcatenateAsIn2D() async {
    await checkProperty(count: propertyCases, input: GeometryGen.transform, GeometryGen.transform) { a, b in
      let lifted = Transform3D(a)
      #expect(lifted.isAffine)
      #expect(lifted.affine == a)
      // Adding the embedding's exact zeros changes no rounding: the product is the 2D one, bit for bit.
      #expect(lifted.concatenating(Transform3D(b)) == Transform3D(a.concatenating(b)))
    }
  }

  @Test func aRotationAboutZIsTheTwoDimensionalRotation() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.angle) { theta in
      let r = Transform3D(rotationAngle: theta, x: 0, y: 0, z: 1)
      let flat = AffineTransform(rotationAngle: theta)
      #expect(r.affinePart == flat)
      // m33 = c + 1·(1 − c) rounds to within an ulp of 1; everything else is exact.
      var rest = r
      rest.m33 = 1
      #expect(rest == Transform3D(flat))
      expectApproximatelyEqual(r.m33, 1, tolerance: .rotation3D)
    }
  }

  @Test func rotationsAreOrthonormalWithTheirTransposeAsInverse() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.axis, Geometry3DGen.angle) { axis, theta in
      let r = Transform3D(rotationAngle: theta, x: axis.x, y: axis.y, z: axis.z)
      let back = Transform3D(rotationAngle: -theta, x: axis.x, y: axis.y, z: axis.z)
      expectApproximatelyEqual(r.concatenating(back), .identity, tolerance: .rotation3D)
      expectApproximatelyEqual(Transform3D(rotationAngle: theta, x: -axis.x, y: -axis.y, z: -axis.z), back, tolerance: .rotation3D)
      expectApproximatelyEqual(r.determinant, 1, tolerance: .rotation3D)
      var transpose = r
      (transpose.m12, transpose.m21) = (r.m21, r.m12)
      (transpose.m13, transpose.m31) = (r.m31, r.m13)
      (transpose.m23, transpose.m32) = (r.m32, r.m23)
      expectApproximatelyEqual(r.concatenating(transpose), .identity, tolerance: .rotation3D)
    }
  }

  @Test func theAxisIsKeptAndItsLengthDoesNotMatter() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.axis, Geometry3DGen.angle, Gen.double(in: 0.01...100)) { axis, theta, k in
      let r = Transform3D(rotationAngle: theta, x: axis.x, y: axis.y, z: axis.z)
      let onAxis = HomogeneousPoint(x: axis.x, y: axis.y, z: axis.z, w: 1).applying(r)
      expectApproximatelyEqual(onAxis, HomogeneousPoint(x: axis.x, y: axis.y, z: axis.z, w: 1), tolerance: .rotation3D)
      let scaledAxis = Transform3D(rotationAngle: theta, x: k * axis.x, y: k * axis.y, z: k * axis.z)
      expectApproximatelyEqual(scaledAxis, r, tolerance: .rotation3D)
    }
  }

  @Test func prependingOperationsRunFirst() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.wellConditioned, Geometry3DGen.axis, Geometry3DGen.angle, Gen.double(in: -4...4)) { t, axis, theta, s in
      #expect(t.translatedBy(x: s, y: 2 * s, z: -s) == Transform3D(translationX: s, y: 2 * s, z: -s).concatenating(t))
      #expect(t.scaledBy(x: s, y: 1, z: -s) == Transform3D(scaleX: s, y: 1, z: -s).concatenating(t))
      #expect(t.rotated(by: theta, x: axis.x, y: axis.y, z: axis.z)
        == Transform3D(rotationAngle: theta, x: axis.x, y: axis.y, z: axis.z).concatenating(t))
      // Row vectors: p·(a·b) = (p·a)·b, so the translation prepended moves the point before t does.
      let p = HomogeneousPoint(x: 3, y: -2, z: 5, w: 1)
      expectApproximatelyEqual(
        p.applying(t.translatedBy(x: s, y: 0, z: 0)),
        HomogeneousPoint(x: 3 + s, y: -2, z: 5, w: 1).applying(t), tolerance: .transform3DAlgebra)
    }
  }

  /// `Geometry3DGen.withPerspective` keeps the layer's origin in front of the eye: w = m44 in
  /// [200/700, 3.5], the conditioning the 3D tolerances' reasons assume. (Its eye once was drawn
  /// apart from the layer's depth: m44 = 8e-5 failed a decomposition round trip that was exact to
  /// rounding relative to the matrix's 6e6 entries.)
  @Test func thePerspectiveGeneratorKeepsTheOriginInFrontOfTheEye() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.withPerspective) { t in
      #expect(t.m44 >= 200.0 / 700 * (1 - 1e-12) && t.m44 <= 3.5 * (1 + 1e-12), "m44 = \(t.m44)")
    }
  }

  @Test func concatenationIsAssociative() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.withPerspective, Geometry3DGen.wellConditioned, Geometry3DGen.withPerspective) { a, b, c in
      expectApproximatelyEqual(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)), tolerance: .transform3DAlgebra)
    }
  }

  @Test func theInverseUndoesTheTransform() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.wellConditioned) { t in
      let inverse = try t.strictlyInverted()
      #expect(inverse == t.inverted())
      expectApproximatelyEqual(t.concatenating(inverse), .identity, tolerance: .inverse3D)
      expectApproximatelyEqual(inverse.concatenating(t), .identity, tolerance: .inverse3D)
    }
  }

  @Test func theDeterminantIsMultiplicative() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.wellConditioned, Geometry3DGen.wellConditioned) { a, b in
      let product = a.concatenating(b).determinant
      expectApproximatelyEqual(product, a.determinant * b.determinant, tolerance: .transform3DAlgebra)
    }
  }

  @Test func aSingularTransformIsReturnedByInvertAndThrownByStrictInvert() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.any) { t in
      guard t.m31 == 0, t.m32 == 0, t.m33 == 0, t.m34 == 0 else { return }
      #expect(t.determinant == 0)
      #expect(t.inverted() == t)
      #expect(throws: GeometryError.singularTransform3D(t)) { try t.strictlyInverted() }
    }
  }

  /// Pinned values: CSS Transforms Level 2's matrices for the named functions, in `matrix3d()`
  /// order, which is `CATransform3D`'s.
  @Test func theNamedFunctionsHaveCSSMatrices() throws {
    // rotateY(90deg): x goes to −z, z to x.
    let y90 = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    expectApproximatelyEqual(y90, Transform3D([0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1]), tolerance: .rotation3D)
    // rotateX(90deg): y goes to z, z to −y.
    let x90 = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    expectApproximatelyEqual(x90, Transform3D([1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1]), tolerance: .rotation3D)
    // perspective(100px): matrix3d(1,0,0,0, 0,1,0,0, 0,0,1,-0.01, 0,0,0,1).
    #expect(Transform3D(perspectiveDistance: 100).values == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.01, 0, 0, 0, 1])
    #expect(Transform3D(cssPerspective: 0) == Transform3D(perspectiveDistance: 1))
    #expect(Transform3D(cssPerspective: nil) == .identity)
    #expect(Transform3D(perspectiveDistance: .infinity).values == Transform3D.identity.values)
    // A zero axis is no rotation (CSS rotate3d(0, 0, 0, a)).
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  /// Under `m34 = −1/d` a point at depth z is drawn at scale d/(d − z) and has no image from z = d
  /// on: the eye.
  @Test(arguments: [(0.0, 1.0), (250.0, 4.0 / 3.0), (500.0, 2.0), (-1000.0, 0.5)])
  func perspectiveScalesByDistanceOverDepth(z: Double, scale: Double) throws {
    let eye = Transform3D(perspectiveDistance: 1000)
    let p = try Point(x: 30, y: -60).applying(Transform3D(translationX: 0, y: 0, z: z).concatenating(eye))
    expectApproximatelyEqual(p, Point(x: 30 * scale, y: -60 * scale), tolerance: .rotation3D)
  }

  @Test(arguments: [1000.0, 1500])
  func aPointAtOrBehindTheEyeHasNoImage(z: Double) {
    let t = Transform3D(translationX: 0, y: 0, z: z).concatenating(Transform3D(perspectiveDistance: 1000))
    let image = HomogeneousPoint(Point(x: 1, y: 1)).applying(t)
    #expect(throws: GeometryError.behindEye(image)) { try Point(x: 1, y: 1).applying(t) }
  }
}
