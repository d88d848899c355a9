import RealModule

/// A location in a two-dimensional coordinate space: the counterpart of Core Graphics' `CGPoint`.
///
/// Coordinates are UIKit's: the origin is at the top left and y grows downwards. Scalars are
/// `Double` (`CGFloat` is a `Double` on every 64-bit Apple platform).
///
/// `Point` doubles as a 2D vector for the curve code: `+`, `-` and scalar `*` are component-wise,
/// exactly as written, with one rounding per component.
@frozen
public struct Point: Hashable, Sendable {
  /// The x-coordinate.
  public var x: Double
  /// The y-coordinate.
  public var y: Double

  /// Creates a point from its two coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point (0, 0), like `CGPoint.zero`.
  public static let zero = Point(x: 0, y: 0)
}

extension Point {
  /// Component-wise sum.
  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Component-wise negation.
  @inlinable
  public static prefix func - (point: Point) -> Point {
    Point(x: -point.x, y: -point.y)
  }

  /// Scales both coordinates by `scalar`.
  @inlinable
  public static func * (point: Point, scalar: Double) -> Point {
    Point(x: point.x * scalar, y: point.y * scalar)
  }

  /// Scales both coordinates by `scalar`.
  @inlinable
  public static func * (scalar: Double, point: Point) -> Point {
    Point(x: scalar * point.x, y: scalar * point.y)
  }

  /// The Euclidean length of the vector from the origin to this point, `√(x² + y²)`, computed
  /// without intermediate overflow or underflow (`hypot`).
  @inlinable
  public var length: Double {
    Double.hypot(x, y)
  }

  /// The Euclidean distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double {
    (other - self).length
  }
}

extension Point: CustomStringConvertible {
  /// `(x, y)`, each coordinate in Swift's shortest round-trip form.
  public var description: String { "(\(x), \(y))" }
}
