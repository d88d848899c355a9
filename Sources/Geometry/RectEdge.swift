/// An edge of a rectangle, for ``Rect/divided(atDistance:from:)``: the counterpart of
/// `CGRectEdge`.
@frozen
public enum RectEdge: String, Hashable, Sendable, CaseIterable, Codable {
  /// The left edge (smallest x).
  case minX
  /// The top edge in UIKit coordinates (smallest y).
  case minY
  /// The right edge (largest x).
  case maxX
  /// The bottom edge in UIKit coordinates (largest y).
  case maxY
}
