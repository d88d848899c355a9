import Geometry
import SnapshotTesting
import TestSupport
import Testing
import TransitionTesting

/// Golden samples of the CSS decomposition and interpolation
/// (the Geometry article "Core Graphics semantics, exactly"), so that any change
/// to the rules (flip choice, short-way, un-flip, recomposition order) shows up as a diff.
/// Re-record only with `scripts/update-goldens`, and explain the change in the commit.
@Suite struct TransformDecompositionGoldenTests {
  /// Named inputs covering every rule: identity, rotations on both sides of ±π, flips on each
  /// axis, shear, non-uniform scale, translations, and one singular matrix.
  static let samples: [(String, AffineTransform)] = [
    ("identity", .identity),
    ("rotate 30°", AffineTransform(rotationAngle: .pi / 6)),
    ("rotate −150°", AffineTransform(rotationAngle: -5 * .pi / 6)),
    ("rotate 170°", AffineTransform(rotationAngle: 17 * .pi / 18)),
    ("rotate −170°", AffineTransform(rotationAngle: -17 * .pi / 18)),
    ("flip x", AffineTransform(scaleX: -1, y: 1)),
    ("flip y", AffineTransform(scaleX: 1, y: -1)),
    ("flip x, rotate 45°", AffineTransform(scaleX: -2, y: 0.5).concatenating(AffineTransform(rotationAngle: .pi / 4))),
    ("shear 0.5", AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)),
    ("scale 3 × 0.25, rotate 60°, move", AffineTransform(scaleX: 3, y: 0.25).rotated(by: .pi / 3).translatedBy(x: 40, y: -12)),
    ("card shrink (0.9) and lift", AffineTransform(scaleX: 0.9, y: 0.9).concatenating(AffineTransform(translationX: 0, y: -30))),
    ("singular (flattened x)", AffineTransform(a: 0, b: 0, c: 3, d: 4, tx: 1, ty: 2)),
  ]

  static func json(_ parts: DecomposedTransform) -> GoldenJSON {
    [
      "translation": .numbers([parts.translation.x, parts.translation.y]),
      "scale": .numbers([parts.scaleX, parts.scaleY]),
      "angle": .number(parts.angle),
      "remainder": .numbers([parts.m11, parts.m12, parts.m21, parts.m22]),
    ]
  }

  static func json(_ t: AffineTransform) -> GoldenJSON { .numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]) }

  @Test func decompositionSamples() {
    var entries: [String: GoldenJSON] = [:]
    for (name, t) in Self.samples {
      entries[name] = ["transform": Self.json(t), "decomposed": Self.json(t.decomposed())]
    }
    assertSnapshot(of: GoldenJSON.object(entries), as: .numericJSON(tolerance: .golden), named: "decomposition")
  }

  @Test func interpolationSamples() {
    // Every sample interpolated towards the next one (cyclically) at quarter fractions.
    var entries: [String: GoldenJSON] = [:]
    for (index, (name, from)) in Self.samples.enumerated() {
      let (toName, to) = Self.samples[(index + 1) % Self.samples.count]
      let fractions = [0.25, 0.5, 0.75]
      entries["\(name) → \(toName)"] = .object(Dictionary(uniqueKeysWithValues: fractions.map { f in
        ("\(f)", Self.json(from.interpolated(to: to, fraction: f)))
      }))
    }
    assertSnapshot(of: GoldenJSON.object(entries), as: .numericJSON(tolerance: .golden), named: "interpolation")
  }
}
