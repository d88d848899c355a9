import Geometry
import PropertyBased
import TestSupport
import TransitionTesting
import Testing
import Transitions

/// Hero's rules for a matched pair (HeroTransitions/Hero d7a72e1, v1.6.4): the default duration
/// 0.208 + clamp(D, 0, 500)/3000 from the moved positions and mapped sizes, the fade, the arc.
/// Hero's repository pins none of these in tests, so the reference values are the formula's,
/// worked by hand.
@Suite struct HeroMatchProperties {
  static func side(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ t: AffineTransform = .identity, isOpaque: Bool = true,
    alpha: Double = 1, forceNonFade: Bool = false
  ) throws -> HeroMatch.Side {
    try HeroMatch.Side(
      position: Point(x: x, y: y), size: Size(width: w, height: h), transform: t, isOpaque: isOpaque, alpha: alpha,
      forceNonFade: forceNonFade)
  }

  /// One worked case: the two sides and the duration by hand.
  struct Worked: Sendable, CustomTestStringConvertible {
    var name: String
    var from: (Double, Double, Double, Double, AffineTransform)
    var to: (Double, Double, Double, Double, AffineTransform)
    var seconds: Double
    var testDescription: String { name }
  }

  static let worked: [Worked] = [
    Worked(name: "a 300 pt move at one size", from: (0, 0, 100, 100, .identity), to: (300, 0, 100, 100, .identity), seconds: 0.308),
    Worked(
      name: "100 × 100 to 300 × 300 in place", from: (50, 50, 100, 100, .identity), to: (50, 50, 300, 300, .identity),
      seconds: 0.208 + (200 * 2.0.squareRoot()) / 3000),
    Worked(name: "no change", from: (10, 20, 30, 40, .identity), to: (10, 20, 30, 40, .identity), seconds: 0.208),
    Worked(name: "a 900 pt move, clamped at 500", from: (0, 0, 10, 10, .identity), to: (0, 900, 10, 10, .identity), seconds: 0.208 + 500.0 / 3000),
    // (0, 0) translated by (30, 40) against (0, 0): a 50 pt move.
    Worked(
      name: "a translation moves the position", from: (0, 0, 10, 10, .identity),
      to: (0, 0, 10, 10, AffineTransform(translationX: 30, y: 40)), seconds: 0.208 + 50.0 / 3000),
    // 60 × 80 scaled by 2 is 120 × 160: its corner moves by (60, 80), 100 pt.
    Worked(
      name: "a scale maps the size", from: (5, 5, 60, 80, .identity), to: (5, 5, 60, 80, AffineTransform(scaleX: 2, y: 2)),
      seconds: 0.208 + 100.0 / 3000),
  ]

  @Test(arguments: worked)
  func theDefaultDurationIsHerosFormula(_ case: Worked) throws {
    let match = HeroMatch(
      from: try Self.side(`case`.from.0, `case`.from.1, `case`.from.2, `case`.from.3, `case`.from.4),
      to: try Self.side(`case`.to.0, `case`.to.1, `case`.to.2, `case`.to.3, `case`.to.4))
    #expect(abs(match.defaultDuration - `case`.seconds) <= 1e-15, "\(match.defaultDuration) against \(`case`.seconds)")
  }

  static let coordinate = Gen.oneOf(Gen.double(in: -2000...2000), Gen.always(0.0), Gen.double(in: -1...1))
  static let extent = Gen.oneOf(Gen.double(in: 0...2000), Gen.always(0.0), Gen.double(in: 0...1))

  /// Any pair: the duration lies in [0.208, 0.208 + 1/6] s, is the same with the sides swapped
  /// (both views of a pair compute one D), and never shortens as the to-view moves further along
  /// the same line.
  @Test func theDurationIsBoundedSymmetricAndGrowsWithTheMove() async {
    await checkProperty(
      count: propertyCases, input: Self.coordinate, Self.coordinate, Self.extent, Self.extent, Self.coordinate,
      Self.coordinate
    ) { x, y, w, h, dx, dy in
      let from = try Self.side(x, y, w, h), to = try Self.side(x + dx, y + dy, h, w)
      let match = HeroMatch(from: from, to: to)
      let seconds = match.defaultDuration
      #expect(seconds >= 0.208 && seconds <= 0.208 + 500.0 / 3000, "\(seconds)")
      #expect(HeroMatch(from: to, to: from).defaultDuration == seconds)
      let further = HeroMatch(from: from, to: try Self.side(x + 2 * dx, y + 2 * dy, h, w))
      #expect(further.defaultDuration >= seconds, "\(further.defaultDuration) < \(seconds)")
    }
  }

  /// Every combination of the fade's inputs (exhaustive): both fade exactly when neither view
  /// forces no fade and either is not opaque or below alpha 1; otherwise the view on top fades.
  @Test(arguments: [false, true], [false, true])
  func theFadeFollowsHerosRule(fromForceNonFade: Bool, toForceNonFade: Bool) throws {
    for fromOpaque in [false, true] {
      for toOpaque in [false, true] {
        for fromAlpha in [0.5, 1.0] {
          for toAlpha in [0.999, 1.0] {
            let match = HeroMatch(
              from: try Self.side(0, 0, 1, 1, isOpaque: fromOpaque, alpha: fromAlpha, forceNonFade: fromForceNonFade),
              to: try Self.side(9, 9, 1, 1, isOpaque: toOpaque, alpha: toAlpha, forceNonFade: toForceNonFade))
            let seeThrough = !fromOpaque || !toOpaque || fromAlpha < 1 || toAlpha < 1
            let cross = !fromForceNonFade && !toForceNonFade && seeThrough
            #expect(match.fade(order: .toViewsOnTop) == (cross ? .crossFade : .toViewFadesIn))
            #expect(match.fade(order: .fromViewsOnTop) == (cross ? .crossFade : .fromViewFadesOut))
          }
        }
      }
    }
  }

  /// The arc: Q = M + k(C − M), C the bounding box's lower corner; no arc below a 1 pt move on
  /// either axis; the path starts and ends at the two positions, and k = 0 is the straight line.
  @Test func theArcBendsTowardsTheLowerCorner() throws {
    let down = HeroMatch(from: try Self.side(0, 0, 10, 10), to: try Self.side(100, 200, 10, 10))
    #expect(down.arcControlPoint() == Point(x: 0, y: 200))  // y₀ < y₁: C = (x₀, y₁)
    #expect(down.arcControlPoint(intensity: 0.5) == Point(x: 25, y: 150))
    #expect(down.arcControlPoint(intensity: -1) == Point(x: 100, y: 0))  // mirrored through M = (50, 100)
    let up = HeroMatch(from: try Self.side(0, 200, 10, 10), to: try Self.side(100, 0, 10, 10))
    #expect(up.arcControlPoint() == Point(x: 100, y: 200))  // y₀ > y₁: C = (x₁, y₀)
    #expect(HeroMatch(from: try Self.side(0, 0, 1, 1), to: try Self.side(0.5, 300, 1, 1)).arcControlPoint() == nil)
    #expect(HeroMatch(from: try Self.side(0, 0, 1, 1), to: try Self.side(300, 0.99, 1, 1)).arcControlPoint() == nil)
    #expect(down.arcPoint(0) == Point(x: 0, y: 0) && down.arcPoint(1) == Point(x: 100, y: 200))
    // B(½) = ¼P₀ + ½Q + ¼P₁ = (25, 150) with Q = (0, 200).
    #expect(down.arcPoint(0.5) == Point(x: 25, y: 150))
    #expect(down.arcPoint(0.5, intensity: 0) == Point(x: 50, y: 100))
  }

  /// Bad input is refused with its name: a NaN or infinite number, a negative size, an alpha
  /// outside [0, 1].
  @Test func badSidesAreRefused() {
    #expect(throws: SharedElementError.nonFinite("position.x", .infinity)) { try Self.side(.infinity, 0, 1, 1) }
    #expect(throws: SharedElementError.self) { try Self.side(0, .nan, 1, 1) }
    #expect(throws: SharedElementError.nonFinite("transform.tx", .infinity)) {
      try Self.side(0, 0, 1, 1, AffineTransform(translationX: .infinity, y: 0))
    }
    #expect(throws: SharedElementError.negativeSize(Size(width: -1, height: 1))) { try Self.side(0, 0, -1, 1) }
    #expect(throws: SharedElementError.alphaOutOfRange(1.5)) { try Self.side(0, 0, 1, 1, alpha: 1.5) }
    #expect(throws: SharedElementError.self) { try Self.side(0, 0, 1, 1, alpha: .nan) }
  }
}
