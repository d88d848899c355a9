import Geometry
import PropertyBased

/// Generators for 3D transforms, aimed at the edges where 3D code breaks: coordinate axes (whose
/// rotations must equal the 2D ones), the zero axis, quarter and half turns (the 180° tie of
/// interpolation), flips (det < 0), perspective, and singular matrices.
public enum Geometry3DGen {
  /// A rotation axis: a coordinate axis or its negation (one draw in four), the zero axis (one
  /// in sixteen), otherwise uniform in [−1, 1]³ (not normalised: the initialiser normalises).
  public static var axis: Generator<(x: Double, y: Double, z: Double), some SendableSequenceType> {
    zip(Gen.double(in: -1...1), Gen.double(in: -1...1), Gen.double(in: -1...1), Gen.int(in: 0...15)).map {
      x, y, z, pick in
      switch pick {
      case 0: return (x: 0, y: 0, z: 0)
      case 1: return (x: 1, y: 0, z: 0)
      case 2: return (x: 0, y: 1, z: 0)
      case 3: return (x: 0, y: 0, z: 1)
      case 4: return (x: 0, y: 0, z: -1)
      default: return (x: x, y: y, z: z)
      }
    }
  }

  /// An angle in [−π, π], exactly 0, ±π/2 or ±π one draw in four (the quarter and half turns).
  public static var angle: Generator<Double, some SendableSequenceType> {
    zip(Gen.double(in: -Double.pi...Double.pi), Gen.int(in: 0...19)).map { theta, pick in
      switch pick {
      case 0: return 0
      case 1: return Double.pi / 2
      case 2: return -Double.pi / 2
      case 3: return Double.pi
      case 4: return -Double.pi
      default: return theta
      }
    }
  }

  /// A rotation about any axis by any angle (``axis``, ``angle``).
  public static var rotation: Generator<Transform3D, some SendableSequenceType> {
    zip(axis, angle).map { axis, theta in Transform3D(rotationAngle: theta, x: axis.x, y: axis.y, z: axis.z) }
  }

  /// A well-conditioned 3D transform: scale(±[0.25, 2.5] on each axis) · skew (xy, xz, yz in
  /// [−0.5, 0.5]) · rotation (any axis) · translation in [−1000, 1000]² × [−500, 500]. Entries
  /// ≤ 2.5·1.5 < 4, condition number below 10 · 3 ≈ 30: inverses and decompositions stay within
  /// the geometry tolerances' reasons.
  public static var wellConditioned: Generator<Transform3D, some SendableSequenceType> {
    zip(
      zip(GeometryGen.scaleFactor, GeometryGen.scaleFactor, GeometryGen.scaleFactor),
      zip(Gen.double(in: -0.5...0.5), Gen.double(in: -0.5...0.5), Gen.double(in: -0.5...0.5)),
      rotation,
      zip(Gen.coordinate, Gen.coordinate, Gen.double(in: -500...500))
    ).map { scale, skew, rotation, translation in
      Transform3D(scaleX: scale.0, y: scale.1, z: scale.2)
        .concatenating(skewMatrix(xy: skew.0, xz: skew.1, yz: skew.2))
        .concatenating(rotation)
        .concatenating(Transform3D(translationX: translation.0, y: translation.1, z: translation.2))
    }
  }

  /// As ``wellConditioned`` but with the rotation drawn uniformly (axis in [−1, 1]³, angle in
  /// [−π, π]): no exact quarter or half turns, where CSS Level 2's sign tests tie.
  public static var wellConditionedGeneric: Generator<Transform3D, some SendableSequenceType> {
    zip(
      zip(GeometryGen.scaleFactor, GeometryGen.scaleFactor, GeometryGen.scaleFactor),
      zip(Gen.double(in: -0.5...0.5), Gen.double(in: -0.5...0.5), Gen.double(in: -0.5...0.5)),
      zip(Gen.double(in: -1...1), Gen.double(in: -1...1), Gen.double(in: 0.1...1), Gen.angle),
      zip(Gen.coordinate, Gen.coordinate, Gen.double(in: -500...500))
    ).map { scale, skew, r, translation in
      Transform3D(scaleX: scale.0, y: scale.1, z: scale.2)
        .concatenating(skewMatrix(xy: skew.0, xz: skew.1, yz: skew.2))
        .concatenating(Transform3D(rotationAngle: r.3, x: r.0, y: r.1, z: r.2))
        .concatenating(Transform3D(translationX: translation.0, y: translation.1, z: translation.2))
    }
  }

  /// ``wellConditioned``, with a perspective composed after it one draw in two (what a layer
  /// under `m34 = −1/d` carries), its eye 200 to 2000 points beyond the layer's origin:
  /// d = max(tz, 0) + [200, 2000]. The origin's w = m44 = 1 − tz/d then stays in
  /// [200/700, 3.5], as for a layer in front of the eye. (An eye drawn independently of tz can
  /// sit on the origin: m44 → 0, the matrix divided by it is arbitrarily ill-conditioned, and no
  /// tolerance stated for conditioned matrices holds; a draw with m44 = 8e-5 did so.)
  public static var withPerspective: Generator<Transform3D, some SendableSequenceType> {
    zip(wellConditioned, Gen.double(in: 200...2000), Gen.bool).map { t, beyond, perspective in
      perspective ? t.concatenating(Transform3D(perspectiveDistance: max(t.m43, 0) + beyond)) : t
    }
  }

  /// Any 4×4 matrix with entries in [−4, 4] (possibly ill-conditioned, possibly with a
  /// perspective row), or, one draw in eight, the same with a zero row (singular).
  public static var any: Generator<Transform3D, some SendableSequenceType> {
    zip(
      zip(Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4)),
      zip(Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4)),
      zip(Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4)),
      zip(Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.double(in: -4...4), Gen.int(in: 0...7))
    ).map { r1, r2, r3, r4 in
      let zero = r4.3 == 0
      return Transform3D(
        m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
        m31: zero ? 0 : r3.0, m32: zero ? 0 : r3.1, m33: zero ? 0 : r3.2, m34: zero ? 0 : r3.3,
        m41: r4.0, m42: r4.1, m43: r4.2, m44: 1)
    }
  }

  /// The skew matrix CSS Transforms Level 2 recomposes with: y gains xy·x, z gains xz·x + yz·y
  /// (for row vectors: m21 = xy, m31 = xz, m32 = yz).
  public static func skewMatrix(xy: Double, xz: Double, yz: Double) -> Transform3D {
    var t = Transform3D.identity
    t.m21 = xy
    t.m31 = xz
    t.m32 = yz
    return t
  }
}

extension Geometry3DGen {
  /// A random 3D layer tree of 6 to 12 layers, the first five a chain: each layer with a random
  /// bounds (origin in [−50, 50]², size [10, 400]²), position in [−200, 200]², zPosition in
  /// [−50, 50], anchor point in [0, 1]², anchorPointZ in [−20, 20], and a mild 3D transform
  /// (scales in [0.5, 2], a rotation by at most 50° about any axis, a translation with z);
  /// a third of them have a perspective sublayer transform (eye 800–2000 points away), a fifth
  /// preserve depth. Most points stay in front of every eye; deep chains can take some behind one.
  ///
  /// A failing tree shrinks (`Shrinking.simpler(_:)`): layers dropped, transforms
  /// set to identity, depth preservation off, numbers rounded toward Core Animation's defaults.
  public static var layerTree: Generator<LayerTree3D, [LayerTree3D]> {
    Generator(
      run: { rng in
        var tree = LayerTree3D()
        let count = Int.random(in: 6...12, using: &rng)
        for index in 0..<count {
          let parent: LayerID?
          if index == 0 {
            parent = nil
          } else if index < 5 {
            parent = LayerID(index: index - 1)
          } else {
            let pick = Int.random(in: -1..<index, using: &rng)
            parent = pick < 0 ? nil : LayerID(index: pick)
          }
          func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
          let transform = Transform3D(scaleX: r(0.5...2), y: r(0.5...2), z: r(0.5...2))
            .concatenating(Transform3D(rotationAngle: r(-0.87...0.87), x: r(-1...1), y: r(-1...1), z: r(0.2...1)))
            .concatenating(Transform3D(translationX: r(-20...20), y: r(-20...20), z: r(-20...20)))
          let perspective = Int.random(in: 0..<3, using: &rng) == 0
          let layer = Layer3D(
            bounds: Rect(x: r(-50...50), y: r(-50...50), width: r(10...400), height: r(10...400)),
            position: Point(x: r(-200...200), y: r(-200...200)), zPosition: r(-50...50),
            anchorPoint: Point(x: r(0...1), y: r(0...1)), anchorPointZ: r(-20...20),
            transform: transform,
            sublayerTransform: perspective ? Transform3D(perspectiveDistance: r(800...2000)) : .identity,
            preservesDepth: index > 0 && Int.random(in: 0..<5, using: &rng) == 0)
          tree.add(layer, parent: parent)
        }
        return tree
      }, shrink: { Shrinking.simpler($0) })
  }
}

extension Geometry3DGen {
  /// One CSS transform function of any primitive, with numbers aimed at the edges (0, ±1, ulp
  /// neighbours, small and large magnitudes) as well as uniform ones.
  public static var transformFunction: Generator<TransformFunction, some SendableSequenceType> {
    let number = zip(Gen.double(in: -1000...1000), Gen.int(in: 0...9)).map { value, pick -> Double in
      switch pick {
      case 0: return 0
      case 1: return 1
      case 2: return -1
      case 3: return (1.0).nextUp
      case 4: return value * 1e-9
      case 5: return value * 1e9
      default: return value
      }
    }
    return zip(Gen.int(in: 0...6), number, number, number, number, wellConditioned).map {
      kind, a, b, c, d, m -> TransformFunction in
      switch kind {
      case 0: return .translate(Vector3D(x: a, y: b, z: c))
      case 1: return .scale(Vector3D(x: a, y: b, z: c))
      case 2: return .rotate(axis: Vector3D(x: a, y: b, z: c), angle: d)
      case 3: return .skew(x: a, y: b)
      case 4: return .perspective(d < 0 ? nil : d)
      case 5: return .matrix(Transform3D(AffineTransform(a: a, b: b, c: c, d: d, tx: a, ty: b)), is3D: false)
      default: return .matrix(m, is3D: true)
      }
    }
  }
}
