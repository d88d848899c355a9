import Curves
import Geometry

/// The geometry and GSL-bridge rows of the default run: the cost of the primitives every
/// transition frame is built from, each against a floor (one multiply-add per coordinate).
struct GeometryBench {
  struct Row {
    var name: String
    var timing: Timing
  }

  var harness: Harness

  func run() throws -> [Row] {
    var generator = SplitMix64(seed: 0x5EED)
    let points = (0..<1024).map { _ in
      Point(x: generator.nextDouble(in: -500...500), y: generator.nextDouble(in: -500...500))
    }
    let transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75).translatedBy(x: 12, y: -7)
    let rects = points.map { Rect(origin: $0, size: Size(width: 40, height: 25)) }
    let tree = Self.deepTree(depth: 6)
    let leaf = LayerID(index: 5)
    let brent = try GSLBracketingSolver(.brent)

    var rows: [Row] = []
    rows.append(Row(name: "floor (x·k + c per point)", timing: harness.measure { n in
      var sum = 0.0
      for i in 0..<n { let p = points[i & 1023]; sum += p.x * 1.0001 + p.y }
      return sum
    }))
    rows.append(Row(name: "Point.applying", timing: harness.measure { n in
      var sum = 0.0
      for i in 0..<n { sum += points[i & 1023].applying(transform).x }
      return sum
    }))
    rows.append(Row(name: "Rect.applying", timing: harness.measure { n in
      var sum = 0.0
      for i in 0..<n { sum += rects[i & 1023].applying(transform).width }
      return sum
    }))
    rows.append(Row(name: "AffineTransform.decomposed", timing: harness.measure { n in
      var sum = 0.0
      for i in 0..<n { sum += transform.translatedBy(x: points[i & 1023].x, y: 0).decomposed().angle }
      return sum
    }))
    rows.append(Row(name: "LayerTree.convert (6 deep → root)", timing: harness.measure { n in
      var sum = 0.0
      for i in 0..<n { sum += (try? tree.convert(points[i & 1023], from: leaf, to: nil))?.x ?? 0 }
      return sum
    }))
    rows.append(Row(name: "GSL Brent root (x³ − a)", timing: harness.measure { n in
      var sum = 0.0
      for i in 0..<n {
        let a = 0.5 + points[i & 1023].x / 2000
        sum += (try? brent.root(of: { $0 * $0 * $0 - a }, lower: 0, upper: 2,
          search: RootSearch(absoluteTolerance: 1e-12)))?.root ?? 0
      }
      return sum
    }))
    return rows
  }

  /// A chain of `depth` layers, each rotated, scaled and offset from its parent.
  static func deepTree(depth: Int) -> LayerTree {
    var tree = LayerTree()
    var parent: LayerID?
    for level in 0..<depth {
      let layer = Layer(
        bounds: Rect(x: Double(level), y: 0, width: 300, height: 200),
        position: Point(x: 150 + Double(level) * 3, y: 100),
        transform: AffineTransform(rotationAngle: 0.1 * Double(level)).scaledBy(x: 1.1, y: 0.9))
      parent = tree.add(layer, parent: parent)
    }
    return tree
  }
}

/// A small, fixed-seed generator so that every run measures identical inputs.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}
