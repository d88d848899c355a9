import Foundation
import Geometry

// Lossless conversions between Geometry's types and Foundation's Core Graphics types, so that
// values taken from UIKit code (or from Foundation on Linux) can be handed in and compared.
// `CGFloat` is a `Double` on every 64-bit platform, so every conversion is exact, special values
// (null and infinite rects, ±0, NaN payloads aside) included.

extension Point {
  /// The same point as a Geometry value.
  @inlinable
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension Size {
  /// The same size as a Geometry value.
  @inlinable
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension Rect {
  /// The same rect as a Geometry value (`CGRect.null` becomes ``Rect/null``, `.infinite`
  /// becomes ``Rect/infinite``, since their components are the same).
  @inlinable
  public init(_ rect: CGRect) {
    self.init(origin: Point(rect.origin), size: Size(rect.size))
  }
}

extension CGPoint {
  /// The same point as a Foundation value.
  @inlinable
  public init(_ point: Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

extension CGSize {
  /// The same size as a Foundation value.
  @inlinable
  public init(_ size: Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension CGRect {
  /// The same rect as a Foundation value.
  @inlinable
  public init(_ rect: Rect) {
    self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
  }
}
