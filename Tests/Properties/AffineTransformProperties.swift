import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

@Suite struct AffineTransformProperties {
  @Test func concatenationIsAssociative() async {
    await checkProperty(count: propertyCases, input: GeometryGen.transform, GeometryGen.transform, GeometryGen.transform) { t1, t2, t3 in
      expectApproximatelyEqual(
        t1.concatenating(t2).concatenating(t3), t1.concatenating(t2.concatenating(t3)), tolerance: .transformAlgebra)
    }
  }

  @Test func identityIsNeutralOnBothSides() async {
    await checkProperty(count: propertyCases, input: GeometryGen.transform) { t in
      #expect(t.concatenating(.identity) == t)
      #expect(AffineTransform.identity.concatenating(t) == t)
      #expect(!t.isIdentity || t == .identity)
    }
  }

  @Test func concatenationAppliesTheReceiverFirst() async {
    await checkProperty(count: propertyCases, input: GeometryGen.point, GeometryGen.transform, GeometryGen.transform) { p, t1, t2 in
      expectApproximatelyEqual(p.applying(t1.concatenating(t2)), p.applying(t1).applying(t2), tolerance: .transformAlgebra)
    }
  }

  @Test func translateScaleAndRotatePrepend() async {
    await checkProperty(
      count: propertyCases, input: GeometryGen.transform, Gen.coordinate, Gen.coordinate, Gen.double(in: -4...4), Gen.angle
    ) { t, x, y, s, angle in
      // Same operations in the same order on both sides: exact.
      #expect(t.translatedBy(x: x, y: y) == AffineTransform(translationX: x, y: y).concatenating(t))
      #expect(t.scaledBy(x: s, y: -s) == AffineTransform(scaleX: s, y: -s).concatenating(t))
      #expect(t.rotated(by: angle) == AffineTransform(rotationAngle: angle).concatenating(t))
    }
  }

  @Test func translationRunsInTheLocalSpace() {
    // Scale by 2, then prepend a translation by 10: the translation is scaled, 10 → 20.
    let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(Point.zero.applying(t) == Point(x: 20, y: 0))
  }

  @Test func inverseComposesToIdentity() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.wellConditionedTransform) { t in
      let inverse = try t.strictlyInverted()
      expectApproximatelyEqual(t.concatenating(inverse), .identity, tolerance: .inverse)
      expectApproximatelyEqual(inverse.concatenating(t), .identity, tolerance: .inverse)
      #expect(inverse == t.inverted())
    }
  }

  @Test(arguments: [
    AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 6),
    AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: -3, ty: 1),
    AffineTransform(scaleX: 0, y: 3),
    AffineTransform(a: 0, b: 1, c: 0, d: 7, tx: 0, ty: 0),
  ])
  func singularTransformsInvertLikeCoreGraphics(t: AffineTransform) {
    #expect(t.inverted() == t)
    #expect(throws: GeometryError.singularTransform(t)) { try t.strictlyInverted() }
  }

  @Test(arguments: [Double.nan, .infinity, 1e-170])
  func strictInverseRejectsNonFiniteResults(value: Double) {
    // NaN and ∞ make the determinant non-finite; 1e-170² underflows the determinant to 0.
    let t = AffineTransform(a: value, b: 0, c: 0, d: value, tx: 1, ty: 1)
    #expect(throws: GeometryError.self) { try t.strictlyInverted() }
  }

  @Test(arguments: -8...8)
  func quarterTurnsMatchRotationAngles(turns: Int) {
    let exact = AffineTransform(quarterTurns: turns)
    let rounded = AffineTransform(rotationAngle: Double(turns) * Double.pi / 2)
    expectApproximatelyEqual(exact, rounded, tolerance: .quarterTurnRotation)
    for entry in [exact.a, exact.b, exact.c, exact.d] { #expect(entry == 0 || abs(entry) == 1) }
  }

  @Test func positiveAnglesTurnClockwiseOnScreen() {
    // y points down: +x rotated by +90° lands on +y, which is below the origin on screen.
    let p = Point(x: 1, y: 0).applying(AffineTransform(quarterTurns: 1))
    #expect(p == Point(x: 0, y: 1))
  }

  @Test func sizeApplyingIgnoresTranslation() async {
    await checkProperty(count: propertyCases, input: GeometryGen.transform, Gen.coordinate, Gen.coordinate) { t, w, h in
      var moved = t
      moved.tx += 123
      moved.ty -= 45
      let size = Size(width: w, height: h)
      #expect(size.applying(t) == size.applying(moved))
      #expect(size.applying(t) == Size(width: t.a * w + t.c * h, height: t.b * w + t.d * h))
    }
  }

  @Test func rectApplyingIsTheTightBoundingBox() async {
    await checkProperty(count: propertyCases, input: GeometryGen.rect, GeometryGen.transform) { rect, t in
      let box = rect.applying(t)
      let corners = [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(t) }
      let tol = Tolerance.transformAlgebra
      for corner in corners {
        #expect(corner.x >= box.minX && corner.y >= box.minY)
        #expect(corner.x <= box.maxX || tol.accepts(corner.x, box.maxX))
        #expect(corner.y <= box.maxY || tol.accepts(corner.y, box.maxY))
      }
      // Each side touches a corner: min sides exactly, max sides up to the rounding of w = max − min.
      #expect(corners.map(\.x).min() == box.minX)
      #expect(corners.map(\.y).min() == box.minY)
      #expect(tol.accepts(corners.map(\.x).max()!, box.maxX))
      #expect(tol.accepts(corners.map(\.y).max()!, box.maxY))
      #expect(box.size.width >= 0 && box.size.height >= 0)
    }
  }

  @Test(arguments: [Rect.null, Rect.infinite])
  func specialRectsPassThroughTransforms(rect: Rect) {
    let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: -2).translatedBy(x: 5, y: 9)
    let result = rect.applying(t)
    #expect(result.isNull == rect.isNull)
    #expect(result.isInfinite == rect.isInfinite)
  }
}

extension AffineTransformProperties {
  /// A determinant of exactly 0 (zero matrix, a zero axis, proportional columns): the strict
  /// inverse is the typed error naming the transform, and `inverted()` returns it unchanged, as
  /// `CGAffineTransformInvert` does.
  @Test func singularTransformsAreRefusedByName() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.singularTransform) { t in
      #expect(t.a * t.d - t.b * t.c == 0)
      #expect(throws: GeometryError.singularTransform(t)) { try t.strictlyInverted() }
      #expect(t.inverted() == t)
    }
  }

  /// Nearly singular (condition number 1e6 to 1e13): the inverse exists, is finite, and
  /// t · t⁻¹ = I to within the condition number's amplification of rounding
  /// (``Tolerance/nearlySingularInverse``); a cancelling formula (one that subtracts the
  /// products in another order, or divides before it multiplies) errs by κ²·u or worse.
  @Test func nearlySingularTransformsInvertWithinTheirConditionNumber() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.nearlySingularTransform) { t in
      let inverse = try t.strictlyInverted()
      let finite = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy { $0.isFinite }
      #expect(finite)
      let kappa = Self.conditionNumber(t)
      let product = t.concatenating(inverse)
      let bound = Tolerance.nearlySingularInverse * kappa
      for (value, expected) in [(product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1)] {
        #expect(abs(value - expected) <= bound, "κ = \(kappa): \(product)")
      }
    }
  }

  /// Every entry huge, tiny, subnormal or zero: the strict inverse is finite in every entry or
  /// a typed error, never a NaN or an infinity.
  @Test func extremeTransformsInvertToFiniteValuesOrATypedError() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.extremeTransform) { t in
      do {
        let inverse = try t.strictlyInverted()
        let finite = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy { $0.isFinite }
        #expect(finite, "\(t) → \(inverse)")
      } catch {
        // Refused by name: singular, or an inverse that would not be finite.
      }
    }
  }

  /// The 2×2 part's condition number σmax/σmin, from the singular values of [[a, c], [b, d]].
  static func conditionNumber(_ t: AffineTransform) -> Double {
    let s = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
    let det = abs(t.a * t.d - t.b * t.c)
    let root = ((s - 2 * det) * (s + 2 * det)).squareRoot()
    return ((s + root) / 2).squareRoot() / (det / ((s + root) / 2).squareRoot())
  }
}
