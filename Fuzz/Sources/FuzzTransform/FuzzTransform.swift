import Geometry

/// Two CSS transform values, one per line (a third line, if any, is ignored): each parses to a
/// list or throws a TransformSyntaxError; when both parse and their matrices are finite, every
/// policy interpolates them at seven fractions (inside [0, 1], at its ends and beyond them) to a
/// finite matrix (a discrete switch included), and a layer carrying the pairwise result under a
/// 500-point perspective projects and tests its back face without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransform(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let a = try? TransformList(parsing: lines.first ?? "") else { return 0 }
  guard let b = try? TransformList(parsing: lines.count > 1 ? lines[1] : "none") else { return 0 }
  guard a.matrix.isFinite, b.matrix.isFinite else { return 0 }
  var tree = LayerTree3D()
  let stage = tree.add(Layer3D(
    bounds: Rect(x: 0, y: 0, width: 400, height: 400), position: Point(x: 200, y: 200),
    sublayerTransform: Transform3D(perspectiveDistance: 500)))
  let card = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 200)), parent: stage)
  for policy in TransformInterpolation.allCases {
    for t in [-1, 0, 0.25, 0.5, 0.75, 1, 2.0] {
      let m = a.interpolated(to: b, fraction: t, using: policy).matrix
      let direct = a.matrix.interpolated(to: b.matrix, fraction: t, using: policy)
      precondition(direct.isFinite, "\(lines.prefix(2)) under \(policy) at \(t): \(direct)")
      guard m.isFinite else { continue }  // pairwise numbers can overflow on their own (scale(1e200) → scale(-1e200))
      tree[card].transform = m
      _ = try? tree.frame(of: card, in: nil)
      _ = try? tree.projectedQuad(of: card, in: stage)
      _ = tree.isHidden(card)
    }
  }
  return 0
}
