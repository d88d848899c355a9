import Curves
import Geometry
import PropertyBased

// Generators aimed at the edges where real bugs live: exact ends and their ulp neighbours,
// degenerate and nearly linear curves, singular and nearly singular transforms, deep layer
// trees, huge and tiny finite numbers. The uniform generators in Generators.swift stay for the
// laws whose tolerances assume moderate magnitudes; these are for the promises that must hold
// everywhere (typed errors instead of NaN, exact cases staying exact, solvers' stated bounds).

/// Edge-aimed numbers.
public enum EdgeGen {
  /// The finite doubles where arithmetic breaks first: ±0, the smallest subnormal, the smallest
  /// normal, 1 and its neighbours, 1e±300 and the largest finite, and (half the draws) a random
  /// finite value with a random binary exponent in [−1074, 1023], both signs.
  public static var extremeFinite: Generator<Double, some SendableSequenceType> {
    zip(Gen.int(in: 0...21), Gen.double(in: 1..<2), Gen.int(in: -1074...1023), Gen.bool).map {
      pick, mantissa, exponent, negative in
      let special: [Double] = [
        0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1, (1.0).nextUp, (1.0).nextDown, 1e-300, 1e300,
        .greatestFiniteMagnitude, (Double.greatestFiniteMagnitude).nextDown, 0x1p-537,
      ]
      let value =
        pick < special.count ? special[pick] : mantissa * Double(sign: .plus, exponent: exponent, significand: 1)
      return negative ? -value : value
    }
  }

  /// A value in [0, 1] at an end: exactly 0 or 1, one to four ulps inside, 2⁻⁵² or 1/4096 from
  /// it, or (one draw in four) uniform.
  public static var unitEdge: Generator<Double, some SendableSequenceType> {
    zip(Gen.int(in: 0...15), Gen.double(in: 0...1)).map { pick, u in
      let offsets: [Double] = [
        0, .leastNonzeroMagnitude, Double.ulpOfOne / 4, Double.ulpOfOne / 2, Double.ulpOfOne, 0x1p-40, 1.0 / 4096,
      ]
      if pick < offsets.count { return offsets[pick] }
      if pick < 2 * offsets.count { return offsets[pick - offsets.count] == 0 ? 1 : 1 - offsets[pick - offsets.count] }
      return u
    }
  }
}

extension CurveGen {
  /// Curves at the edges of the valid set: x1 and x2 exactly 0 or 1 or an ulp inside (where
  /// x′(t) → 0 at an end and Newton's step blows up), y1, y2 at 0, 1 or overshooting; one draw
  /// in six within 1/4096 of the diagonal (Skia's linear short-cut band), one in six degenerate
  /// (a control point on an end, both on one end, or x1 = x2), and one in six uniform.
  public static var edgeCurve: Generator<CubicTimingFunction, some SendableSequenceType> {
    // try? (each family below): a draw the initializer refuses is dropped; the generator yields valid curves only.
    zip(EdgeGen.unitEdge, EdgeGen.unitEdge, edgeY, edgeY, Gen.int(in: 0...5), Gen.double(in: -1...1)).compactMap {
      x1, x2, y1, y2, family, wobble in
      switch family {
      case 0:
        // Within 1/4096 of linear: control points on the diagonal, nudged.
        let d = wobble / 4096
        return try? CubicTimingFunction(x1: x1, y1: min(max(x1 + d, -2), 3), x2: x2, y2: min(max(x2 - d, -2), 3))
      case 1:
        // Degenerate: the first control point on (0, 0) or the second on (1, 1), or x1 = x2.
        return wobble < -0.3
          ? try? CubicTimingFunction(x1: 0, y1: 0, x2: x2, y2: y2)
          : wobble < 0.3
            ? try? CubicTimingFunction(x1: x1, y1: y1, x2: 1, y2: 1)
            : try? CubicTimingFunction(x1: x1, y1: y1, x2: x1, y2: y2)
      case 2:
        return try? CubicTimingFunction(x1: wobble.magnitude, y1: y1, x2: 1 - wobble.magnitude / 2, y2: y2)
      default:
        return try? CubicTimingFunction(x1: x1, y1: y1, x2: x2, y2: y2)
      }
    }
  }

  /// y1 or y2: 0, 1, the overshoot limits −2 and 3, or uniform in [−2, 3].
  static var edgeY: Generator<Double, some SendableSequenceType> {
    zip(Gen.int(in: 0...7), Gen.double(in: -2...3)).map { pick, u in [0, 1, -2, 3][safe: pick] ?? u }
  }
}

extension GeometryGen {
  /// A singular transform (determinant exactly 0): the zero matrix, a zero scale on one axis, or
  /// a second column that is a power-of-two multiple of the first (so a·d − b·c rounds to 0
  /// exactly); translation in [−1000, 1000]².
  public static var singularTransform: Generator<AffineTransform, some SendableSequenceType> {
    zip(
      Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.int(in: -3...3), Gen.int(in: 0...3), Gen.coordinate,
      Gen.coordinate
    )
    .map { a, b, power, family, tx, ty in
      let k = Double(sign: .plus, exponent: power, significand: 1)
      switch family {
      case 0: return AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: tx, ty: ty)
      case 1: return AffineTransform(a: 0, b: 0, c: a, d: b, tx: tx, ty: ty)
      default: return AffineTransform(a: a, b: b, c: k * a, d: k * b, tx: tx, ty: ty)
      }
    }
  }

  /// A nearly singular transform: a singular one's second column moved by δ ∈ ±[1e-12, 1e-6]
  /// in one entry, so the determinant is tiny but not 0 and the condition number is 1e6 to 1e13.
  public static var nearlySingularTransform: Generator<AffineTransform, some SendableSequenceType> {
    zip(
      Gen.double(in: 0.5...4), Gen.double(in: -4...4), Gen.int(in: -3...3), Gen.double(in: -12 ... -6), Gen.bool,
      Gen.coordinate, Gen.coordinate
    )
    .map { a, b, power, exponent, negative, tx, ty in
      let k = Double(sign: .plus, exponent: power, significand: 1)
      let delta = (negative ? -1 : 1) * Double.pow(10, exponent)
      return AffineTransform(a: a, b: b, c: k * a, d: k * b + delta, tx: tx, ty: ty)
    }
  }

  /// A transform whose six entries are ``EdgeGen/extremeFinite`` values: huge, tiny, subnormal,
  /// zero. For promises that must hold everywhere (a strict inverse is finite or a typed error).
  public static var extremeTransform: Generator<AffineTransform, some SendableSequenceType> {
    zip(
      EdgeGen.extremeFinite, EdgeGen.extremeFinite, EdgeGen.extremeFinite, EdgeGen.extremeFinite, EdgeGen.extremeFinite,
      EdgeGen.extremeFinite
    )
    .map { a, b, c, d, tx, ty in AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
  }

  /// A chain of `depth` nested layers (default 1 to 64 levels) whose every conversion is exact
  /// in `Double`: each layer's transform is a power-of-two scale (kept within 2^±6 along the
  /// chain) times a quarter turn, its position and bounds origin are integers in [−64, 64], its
  /// size an even integer and its anchor point 0, ½ or 1, and half the layers have such a
  /// sublayer transform. Every coordinate is then a dyadic rational of bounded size, so a point
  /// with integer coordinates converts between any two levels, and back, without rounding.
  public static func exactChain(depth: ClosedRange<Int> = 1...64) -> Generator<LayerTree, Shrink.None<LayerTree>> {
    Generator(run: { rng in
      var tree = LayerTree()
      var parent: LayerID?
      var level = 0
      func exactMap() -> AffineTransform {
        var step = Int.random(in: -1...1, using: &rng)
        if abs(level + step) > 6 { step = -step }
        level += step
        let scale = Double(sign: .plus, exponent: step, significand: 1)
        return AffineTransform(scaleX: scale, y: Bool.random(using: &rng) ? -scale : scale)
          .concatenating(AffineTransform(quarterTurns: Int.random(in: 0...3, using: &rng)))
          .concatenating(
            AffineTransform(
              translationX: Double(Int.random(in: -16...16, using: &rng)),
              y: Double(Int.random(in: -16...16, using: &rng))))
      }
      for _ in 0..<Int.random(in: depth, using: &rng) {
        let anchors: [Double] = [0, 0.5, 1]
        let layer = Layer(
          bounds: Rect(
            x: Double(Int.random(in: -64...64, using: &rng)), y: Double(Int.random(in: -64...64, using: &rng)),
            width: Double(2 * Int.random(in: 1...200, using: &rng)),
            height: Double(2 * Int.random(in: 1...200, using: &rng))),
          position: Point(
            x: Double(Int.random(in: -64...64, using: &rng)), y: Double(Int.random(in: -64...64, using: &rng))),
          anchorPoint: Point(
            x: anchors[Int.random(in: 0...2, using: &rng)], y: anchors[Int.random(in: 0...2, using: &rng)]),
          transform: exactMap(),
          sublayerTransform: Bool.random(using: &rng) ? exactMap() : .identity)
        parent = tree.add(layer, parent: parent)
      }
      return tree
    })
  }
}

extension Array {
  /// The element at `index`, or nil outside the array.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension CurveGen {
  /// Half ``curve`` (uniform), half ``edgeCurve``: the default draw for a promise that must hold
  /// on every valid curve.
  public static var anyCurve: Generator<CubicTimingFunction, some SendableSequenceType> {
    zip(curve, edgeCurve, Gen.bool).map { uniform, edge, pickEdge in pickEdge ? edge : uniform }
  }
}
