import Curves
import Geometry

/// A value whose numbers can be compared one by one with a ``Tolerance``.
public protocol ApproximatelyComparable {
  /// The numbers that make up the value, in a fixed order.
  var comparisonComponents: [Double] { get }
}

extension Double: ApproximatelyComparable {
  /// The number itself.
  public var comparisonComponents: [Double] { [self] }
}

extension Point: ApproximatelyComparable {
  /// x, y.
  public var comparisonComponents: [Double] { [x, y] }
}

extension Size: ApproximatelyComparable {
  /// width, height.
  public var comparisonComponents: [Double] { [width, height] }
}

extension Rect: ApproximatelyComparable {
  /// The standardized components; a null rect compares as four +∞ (equal only to null).
  public var comparisonComponents: [Double] {
    if isNull { return [.infinity, .infinity, .infinity, .infinity] }
    let s = standardized
    return [s.origin.x, s.origin.y, s.size.width, s.size.height]
  }
}

extension AffineTransform: ApproximatelyComparable {
  /// a, b, c, d, tx, ty.
  public var comparisonComponents: [Double] { [a, b, c, d, tx, ty] }
}

extension Transform3D: ApproximatelyComparable {
  /// The sixteen components, row by row.
  public var comparisonComponents: [Double] { values }
}

extension HomogeneousPoint: ApproximatelyComparable {
  /// x, y, z, w.
  public var comparisonComponents: [Double] { [x, y, z, w] }
}

extension DecomposedTransform: ApproximatelyComparable {
  /// Translation, scales, angle and the remaining 2×2 matrix.
  public var comparisonComponents: [Double] {
    [translation.x, translation.y, scaleX, scaleY, angle, m11, m12, m21, m22]
  }
}

/// Whether every component of `actual` is within `tolerance` of `expected`'s.
public func isApproximatelyEqual<T: ApproximatelyComparable>(
  _ actual: T, _ expected: T, tolerance: Tolerance
) -> Bool {
  let a = actual.comparisonComponents
  let e = expected.comparisonComponents
  return a.count == e.count && zip(a, e).allSatisfy { tolerance.accepts($0, $1) }
}

/// Records a failure (a Swift Testing issue, or an `XCTFail`), at the caller's location, unless
/// `actual` is within `tolerance` of `expected`; the message names each component that differs
/// and by how much.
public func expectApproximatelyEqual<T: ApproximatelyComparable>(
  _ actual: T, _ expected: T, tolerance: Tolerance, _ comment: @autoclosure () -> String = "",
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  if isApproximatelyEqual(actual, expected, tolerance: tolerance) { return }
  let a = actual.comparisonComponents
  let e = expected.comparisonComponents
  var lines = ["\(actual) is not within \(tolerance) of \(expected)"]
  for (index, (x, y)) in zip(a, e).enumerated() where !tolerance.accepts(x, y) {
    lines.append("  component \(index): \(x) vs \(y), |Δ| = \(abs(x - y))")
  }
  let note = comment()
  if !note.isEmpty { lines.append("  \(note)") }
  recordFailure(
    lines.joined(separator: "\n"),
    at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
