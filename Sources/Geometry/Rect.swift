/// A rectangle: an origin and a size, with Core Graphics' `CGRect` semantics exactly.
///
/// Sizes may be negative; every edge accessor (`minX`, `maxY`, …) and every operation works on
/// the ``standardized`` rect, as Core Graphics does. Two special values exist:
/// - ``null``: "no rectangle" (origin at +∞), the result of intersecting disjoint rects.
///   Operations on null give null, and `union` ignores it.
/// - ``infinite``: the rectangle that contains every point, which transforms leave unchanged.
///
/// Equality is Core Graphics' `CGRectEqualToRect`: two rects are equal when their standardized
/// forms are equal, and all null rects are equal. `hash(into:)` agrees with it.
///
/// Foundation's `CGRect` on Linux reproduces Core Graphics for every operation here and is this
/// type's oracle: `Tests/Golden/RectFoundationOracleTests.swift` compares them on random and
/// special inputs.
@frozen
public struct Rect: Sendable {
  /// The corner from which `size` extends (the top-left corner when the size is positive).
  public var origin: Point
  /// The extent from `origin`; either component may be negative.
  public var size: Size

  /// Creates a rect from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rect from its four components.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rect at (0, 0) with zero size, like `CGRect.zero`.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rect, like `CGRect.null`: origin (+∞, +∞), size zero. Test with ``isNull``.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// The infinite rect, like `CGRect.infinite`: origin (−M/2, −M/2) and size (M, M) with
  /// M = `Double.greatestFiniteMagnitude`. Test with ``isInfinite``.
  public static let infinite = Rect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
}

extension Rect: Hashable {
  /// `CGRectEqualToRect`: equal standardized forms, and every null rect equals every other.
  @inlinable
  public static func == (lhs: Rect, rhs: Rect) -> Bool {
    if lhs.isNull && rhs.isNull { return true }
    let l = lhs.standardized
    let r = rhs.standardized
    return l.origin == r.origin && l.size == r.size
  }

  /// Hashes the standardized form (one value for all null rects), consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    if isNull {
      hasher.combine(0 as UInt8)
      return
    }
    let s = standardized
    hasher.combine(1 as UInt8)
    hasher.combine(s.origin)
    hasher.combine(s.size)
  }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width, height)`, or `null` / `infinite` for the special rects.
  public var description: String {
    if isNull { return "null" }
    if isInfinite { return "infinite" }
    return "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
