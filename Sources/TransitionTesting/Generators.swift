import Geometry
import PropertyBased
import RealModule
import Curves

// Generators for the geometry types. Their bounds are what Tolerances.swift relies on:
// coordinates and translations ≤ 1000, 2×2 entries ≤ 4, condition numbers ≤ 64.

extension Gen where Value == Double {
  /// A coordinate in [−1000, 1000]: a few screens in every direction.
  public static var coordinate: Generator<Double, Shrink.Floating<Double>> { Gen.double(in: -1000...1000) }

  /// An angle in [−π, π].
  public static var angle: Generator<Double, Shrink.Floating<Double>> { Gen.double(in: -Double.pi...Double.pi) }
}

/// Generators for the Geometry module's types.
public enum GeometryGen {
  /// A point with coordinates in [−1000, 1000].
  public static var point: Generator<Point, some SendableSequenceType> {
    zip(Gen.coordinate, Gen.coordinate).map { Point(x: $0, y: $1) }
  }

  /// A rect with origin in [−1000, 1000]² and each extent in [−500, 500] (negative sizes
  /// included, as Core Graphics allows), zero extents with probability ≈ 1/8 each.
  public static var rect: Generator<Rect, some SendableSequenceType> {
    zip(Gen.coordinate, Gen.coordinate, extent, extent).map { x, y, w, h in
      Rect(x: x, y: y, width: w, height: h)
    }
  }

  /// An extent in [−500, 500], exactly 0 about one time in eight.
  static var extent: Generator<Double, some SendableSequenceType> {
    zip(Gen.double(in: -500...500), Gen.int(in: 0...7)).map { value, pick in pick == 0 ? 0 : value }
  }

  /// Any transform with 2×2 entries in [−4, 4] and translation in [−1000, 1000]² (possibly
  /// ill-conditioned).
  public static var transform: Generator<AffineTransform, some SendableSequenceType> {
    zip(
      Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4),
      Gen.coordinate, Gen.coordinate
    ).map { a, b, c, d, tx, ty in AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
  }

  /// A well-conditioned transform: scale(±[0.25, 2.5]) · shear(k ∈ [−1, 1]) · rotation(θ),
  /// then a translation in [−1000, 1000]². Entries ≤ 2.5·√2 < 4; condition number ≤ 10 · 2.62
  /// < 64.
  public static var wellConditionedTransform: Generator<AffineTransform, some SendableSequenceType> {
    zip(scaleFactor, scaleFactor, Gen.double(in: -1...1), Gen.angle, Gen.coordinate, Gen.coordinate)
      .map { sx, sy, k, theta, tx, ty in
        wellConditioned(sx: sx, sy: sy, shear: k, angle: theta, tx: tx, ty: ty)
      }
  }

  /// ±[0.25, 2.5].
  static var scaleFactor: Generator<Double, some SendableSequenceType> {
    zip(Gen.double(in: 0.25...2.5), Gen.bool).map { value, negative in negative ? -value : value }
  }

  /// scale(sx, sy) · shear · rotation(angle), then translate.
  public static func wellConditioned(
    sx: Double, sy: Double, shear k: Double, angle: Double, tx: Double, ty: Double
  ) -> AffineTransform {
    AffineTransform(scaleX: sx, y: sy)
      .concatenating(AffineTransform(a: 1, b: 0, c: k, d: 1, tx: 0, ty: 0))
      .concatenating(AffineTransform(rotationAngle: angle))
      .concatenating(AffineTransform(translationX: tx, y: ty))
  }

  /// A transform whose 2×2 part maps axes to axes exactly: a scale by ±[0.25, 4] on each axis,
  /// optionally followed by an exact quarter turn; translation in [−1000, 1000]².
  public static var axisAlignedTransform: Generator<AffineTransform, some SendableSequenceType> {
    zip(Gen.double(in: 0.25...4), Gen.double(in: 0.25...4), Gen.int(in: 0...15), Gen.coordinate, Gen.coordinate)
      .map { sx, sy, pick, tx, ty in
        AffineTransform(scaleX: pick & 1 == 0 ? sx : -sx, y: pick & 2 == 0 ? sy : -sy)
          .concatenating(AffineTransform(quarterTurns: pick >> 2))
          .concatenating(AffineTransform(translationX: tx, y: ty))
      }
  }

  /// A random layer tree of 8 to 14 layers whose first six form a chain (so some paths are at
  /// least 6 deep), the rest hanging from random earlier layers or from the root space. Each
  /// layer has a random bounds origin (scroll offset), size, position, anchor point and a mild
  /// transform (scales in [0.5, 2], shear ≤ 0.5, any rotation; condition number ≤ 6.5); half of
  /// them also have a mild sublayer transform.
  ///
  /// A failing tree shrinks (`Shrinking.simpler(_:)`): layers dropped, transforms
  /// set to identity, numbers rounded toward Core Animation's defaults. A property that relies on
  /// the six-deep chain draws from `layerTree.withoutShrink()`.
  public static var layerTree: Generator<LayerTree, [LayerTree]> {
    Generator(
      run: { rng in
        var tree = LayerTree()
        let count = Int.random(in: 8...14, using: &rng)
        for index in 0..<count {
          let parent: LayerID?
          if index == 0 {
            parent = nil
          } else if index < 6 {
            parent = LayerID(index: index - 1)
          } else {
            let pick = Int.random(in: -1..<index, using: &rng)
            parent = pick < 0 ? nil : LayerID(index: pick)
          }
          func mild() -> AffineTransform {
            AffineTransform(
              scaleX: Double.random(in: 0.5...2, using: &rng), y: Double.random(in: 0.5...2, using: &rng)
            )
            .concatenating(
              AffineTransform(a: 1, b: 0, c: Double.random(in: -0.5...0.5, using: &rng), d: 1, tx: 0, ty: 0)
            )
            .concatenating(AffineTransform(rotationAngle: Double.random(in: -Double.pi...Double.pi, using: &rng)))
            .concatenating(
              AffineTransform(
                translationX: Double.random(in: -20...20, using: &rng), y: Double.random(in: -20...20, using: &rng)))
          }
          let layer = Layer(
            bounds: Rect(
              x: Double.random(in: -50...50, using: &rng), y: Double.random(in: -50...50, using: &rng),
              width: Double.random(in: 10...400, using: &rng), height: Double.random(in: 10...400, using: &rng)),
            position: Point(
              x: Double.random(in: -200...200, using: &rng), y: Double.random(in: -200...200, using: &rng)),
            anchorPoint: Point(x: Double.random(in: 0...1, using: &rng), y: Double.random(in: 0...1, using: &rng)),
            transform: mild(),
            sublayerTransform: Bool.random(using: &rng) ? mild() : .identity)
          tree.add(layer, parent: parent)
        }
        return tree
      }, shrink: { Shrinking.simpler($0) })
  }
}

extension GeometryGen {
  /// A rect with integer components in [−1000, 1000] and extents in [−300, 300]: every edge
  /// and every sum is exact in `Double`, so laws that Core Graphics' rounding would blur can be
  /// tested exactly.
  public static var integralRect: Generator<Rect, some SendableSequenceType> {
    zip(Gen.int(in: -1000...1000), Gen.int(in: -1000...1000), Gen.int(in: -300...300), Gen.int(in: -300...300))
      .map { x, y, w, h in Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)) }
  }

  /// Rects that exercise every edge rule: zero, null, infinite, negative sizes, zero-width and
  /// zero-height lines, edge-sharing neighbours, nested, identical and disjoint rects.
  public static let specialRects: [Rect] = [
    .zero, .null, .infinite,
    Rect(x: 0, y: 0, width: 10, height: 10),
    Rect(x: 10, y: 0, width: 10, height: 10),  // shares the x = 10 edge
    Rect(x: 0, y: 10, width: 10, height: 10),  // shares the y = 10 edge
    Rect(x: 10, y: 10, width: 5, height: 5),  // shares only the corner (10, 10)
    Rect(x: 10, y: 10, width: -10, height: -10),  // the first rect, written backwards
    Rect(x: 2, y: 2, width: 6, height: 6),  // nested
    Rect(x: 5, y: -5, width: 0, height: 30),  // a vertical line through the first
    Rect(x: -5, y: 5, width: 30, height: 0),  // a horizontal line through the first
    Rect(x: 100, y: 100, width: 1, height: 1),  // disjoint
    Rect(x: 0.25, y: -0.75, width: 9.5, height: 3.125),  // fractional, for integral
    Rect(x: -3.5, y: 4.5, width: -2.25, height: 0.5),
  ]
}

/// Generators for timing curves.
public enum CurveGen {
  /// Any valid curve drawn uniformly: x1, x2 ∈ [0, 1], y1, y2 ∈ [−2, 3] (overshooting curves
  /// included). Uniform draws almost never land on an edge; ``anyCurve`` mixes in
  /// ``edgeCurve``, and is what a promise about every curve should be tested with.
  public static var curve: Generator<CubicTimingFunction, some SendableSequenceType> {
    zip(Gen.double(in: 0...1), Gen.double(in: -2...3), Gen.double(in: 0...1), Gen.double(in: -2...3))
      // try?: a draw the initializer refuses is dropped: the generator yields valid curves only.
      .compactMap { x1, y1, x2, y2 in try? CubicTimingFunction(x1: x1, y1: y1, x2: x2, y2: y2) }
  }

  /// A curve whose progress never decreases: y1, y2 ∈ [0, 1] as well.
  public static var monotoneCurve: Generator<CubicTimingFunction, some SendableSequenceType> {
    zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
      // try?: a draw the initializer refuses is dropped: the generator yields valid curves only.
      .compactMap { x1, y1, x2, y2 in try? CubicTimingFunction(x1: x1, y1: y1, x2: x2, y2: y2) }
  }

  /// x in [0, 1], with both ends favoured: a uniform value, 10^−k from either end (k ∈ [1, 12]),
  /// exactly 0, 1 and their ulp neighbours, or a table boundary: a multiple of 1/1024 (so of
  /// 1/256, 1/128, …), or an ulp either side of one, where a table-driven solver changes interval
  /// (and where `fastest` once read another interval's rows).
  public static var x: Generator<Double, some SendableSequenceType> {
    zip(Gen.double(in: 0...1), Gen.double(in: 1...12), Gen.int(in: 0...6)).map { u, k, pick in
      let tiny = Double.pow(10, -k)
      switch pick {
      case 0: return tiny
      case 1: return 1 - tiny
      case 2:
        return [0, Double.leastNonzeroMagnitude, (0.0).nextUp.nextUp, 1, (1.0).nextDown, (1.0).nextDown.nextDown][
          Int(u * 5.999)]
      case 3:
        let boundary = (u * 1024).rounded(.down) / 1024
        return [boundary, boundary.nextUp, max(boundary.nextDown, 0)][Int(k * 1000) % 3]
      default: return u
      }
    }
  }
}

/// Generators for springs.
public enum SpringGen {
  /// A spring with mass in [0.2, 5], stiffness in [5, 1000] and damping ratio in [0.05, 3]
  /// (the range UI springs use, all three regimes), one draw in four with ζ = 1 or within a few
  /// ulps of it (where the closed form switches between its three forms).
  public static var spring: Generator<Spring, some SendableSequenceType> {
    zip(Gen.double(in: 0.2...5), Gen.double(in: 5...1000), Gen.double(in: 0.05...3), Gen.int(in: -16...47)).compactMap {
      m, k, zeta, ulps in
      let ratio = ulps <= 16 ? 1 + Double(ulps) * Double.ulpOfOne : zeta
      // try?: a draw the initializer refuses is dropped: the generator yields valid springs only.
      return try? Spring(mass: m, stiffness: k, damping: 2 * ratio * (k * m).squareRoot())
    }
  }

  /// A progress motion (q₀ = −1) with an initial velocity in [−10, 10] progress per second.
  public static var motion: Generator<SpringMotion, some SendableSequenceType> {
    // try?: a draw the initializer refuses is dropped: the generator yields valid motions only.
    zip(spring, Gen.double(in: -10...10)).compactMap { s, v in try? SpringMotion(spring: s, progressVelocity: v) }
  }
}
