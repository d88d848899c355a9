import Geometry
import Testing

/// The Geometry articles' snippets, as written there, and the values their comments print.
@Suite struct GeometrySnippets {
  @Test func threeDimensionsAndPerspective() throws {
    // snippet: ThreeDAndPerspective.md
    // A card turned 60° about y under a 500-point perspective, as Core Animation builds it.
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let turned = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
    let corner = try Point(x: 100, y: -50).applying(turned)  // (42.6183…, −42.6183…): w = 1.1732

    // Halfway from flat to a half turn given as a matrix: the policies disagree on the direction.
    let halfTurn = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
    let ca = Transform3D.identity.interpolated(to: halfTurn, fraction: 0.5, using: .coreAnimation)
    // ca.m12 == −1: −90°, anticlockwise on screen
    let chrome = Transform3D.identity.interpolated(to: halfTurn, fraction: 0.5, using: .chromium)
    // chrome.m12 == 1: +90°, clockwise
    // end snippet
    #expect(isPrinted(corner.x, as: "42.6183") && isPrinted(corner.y, as: "-42.6183"))
    #expect(isPrinted(HomogeneousPoint(Point(x: 100, y: -50)).applying(turned).w, as: "1.1732"))
    #expect(isPrinted(ca.m12, as: "-1") && isPrinted(chrome.m12, as: "1"))
  }

  @Test func geometryLandingPage() throws {
    // snippet: Geometry.md
    // Core Graphics order: translatedBy prepends, so the translation is scaled too.
    let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 1)  // [2.0, 0.0, 0.0, 2.0, 10.0, 2.0]
    let moved = Point(x: 1, y: 1).applying(t)                          // (12.0, 4.0)

    // A rect turned a quarter turn: the bounding box of its four corners.
    let turned = Rect(x: 0, y: 0, width: 10, height: 20).applying(AffineTransform(quarterTurns: 1))
    // (-20.0, 0.0, 20.0, 10.0)

    // A rotated badge inside a full-screen view, converted to the window's space (nil).
    var tree = LayerTree()
    let screen = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 390, height: 844), position: Point(x: 195, y: 422)))
    let badge = tree.add(
      Layer(
        bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 100, y: 100),
        transform: AffineTransform(quarterTurns: 1)),
      parent: screen)
    let origin = try tree.convert(Point.zero, from: badge, to: nil)    // (150.0, 50.0)
    // end snippet
    #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 2))
    #expect(moved == Point(x: 12, y: 4))
    #expect(turned == Rect(x: -20, y: 0, width: 20, height: 10))
    #expect(origin == Point(x: 150, y: 50))
  }

  @Test func concatenationOrder() {
    // snippet: CoreGraphicsSemantics.md
    let scale = AffineTransform(scaleX: 2, y: 2)
    let prepended = scale.translatedBy(x: 5, y: 1)                           // [2.0, 0.0, 0.0, 2.0, 10.0, 2.0]
    let same = AffineTransform(translationX: 5, y: 1).concatenating(scale)    // the same
    let after = AffineTransform(translationX: 10, y: 0).concatenating(scale)  // [2.0, 0.0, 0.0, 2.0, 20.0, 0.0]
    // end snippet
    #expect(prepended == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 2))
    #expect(same == prepended)
    #expect(after == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
  }

  @Test func singularTransforms() throws {
    // snippet: CoreGraphicsSemantics.md
    let singular = AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
    let unchanged = singular.inverted() == singular                              // true, as Core Graphics
    let inverse = try AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 0).strictlyInverted()
    // [0.5, -0.0, -0.0, 0.25, -5.0, 0.0]
    let refused = Result { try singular.strictlyInverted() }                      // throws .singularTransform
    // end snippet
    #expect(unchanged)
    switch refused {
    case .failure(let error as GeometryError):
      guard case .singularTransform(let transform) = error, transform == singular else {
        Issue.record("\(error)")
        return
      }
    default: Issue.record("\(refused)")
    }
    #expect(inverse == AffineTransform(a: 0.5, b: -0.0, c: -0.0, d: 0.25, tx: -5, ty: 0))
    #expect(inverse.b.sign == .minus && inverse.c.sign == .minus)
  }

  @Test func rectangleEdges() {
    // snippet: CoreGraphicsSemantics.md
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let onEdge = a.contains(Point(x: 10, y: 5))                        // false: the max edge is outside
    let touching = a.intersects(Rect(x: 10, y: 0, width: 5, height: 5))  // true: they share an edge
    let inset = a.insetBy(dx: 2, dy: 6)                                // null: inset past zero height
    let standard = Rect(x: 10, y: 10, width: -4, height: -6).standardized  // (6.0, 4.0, 4.0, 6.0)
    let union = Rect.null.union(Rect(x: 1, y: 2, width: 3, height: 4))     // (1.0, 2.0, 3.0, 4.0)
    let (slice, remainder) = Rect(x: 0, y: 0, width: 100, height: 50).divided(atDistance: 30, from: .minX)
    // slice (0.0, 0.0, 30.0, 50.0), remainder (30.0, 0.0, 70.0, 50.0)
    // end snippet
    #expect(!onEdge && touching && inset.isNull)
    #expect(standard == Rect(x: 6, y: 4, width: 4, height: 6))
    #expect(union == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(slice == Rect(x: 0, y: 0, width: 30, height: 50) && remainder == Rect(x: 30, y: 0, width: 70, height: 50))
  }

  @Test func interpolatingTransforms() {
    // snippet: CoreGraphicsSemantics.md
    let quarter = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)
    let halfway = AffineTransform.identity.interpolated(to: quarter, fraction: 0.5)
    // [0.7071067811865476, 0.7071067811865475, -0.7071067811865475, 0.7071067811865476, 5.0, 0.0]: 45°, halfway
    // end snippet
    #expect(
      halfway
        == AffineTransform(
          a: 0.7071067811865476, b: 0.7071067811865475, c: -0.7071067811865475, d: 0.7071067811865476, tx: 5, ty: 0))
  }

  @Test func sublayerTransformInConversion() throws {
    // snippet: CoreGraphicsSemantics.md
    var tree = LayerTree()
    let parent = tree.add(Layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
      sublayerTransform: AffineTransform(scaleX: 2, y: 2)))
    let child = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 50, y: 50)), parent: parent)
    let converted = try tree.convert(Rect(x: 0, y: 0, width: 10, height: 10), from: child, to: parent)
    // (40.0, 40.0, 20.0, 20.0): scaled by 2 about the parent's centre
    // end snippet
    #expect(converted == Rect(x: 40, y: 40, width: 20, height: 20))
  }
}
