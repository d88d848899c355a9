extension Rect {
  /// The absolute width, `|size.width|`, like `CGRect.width`.
  @inlinable public var width: Double { abs(size.width) }
  /// The absolute height, `|size.height|`, like `CGRect.height`.
  @inlinable public var height: Double { abs(size.height) }

  /// The smallest x of the rect: `origin.x + min(size.width, 0)`. +∞ for ``null``.
  @inlinable public var minX: Double { origin.x + min(size.width, 0) }
  /// The middle x: `(minX + maxX) / 2`.
  @inlinable public var midX: Double { (minX + maxX) * 0.5 }
  /// The largest x of the rect: `origin.x + max(size.width, 0)`.
  @inlinable public var maxX: Double { origin.x + max(size.width, 0) }
  /// The smallest y of the rect: `origin.y + min(size.height, 0)`. +∞ for ``null``.
  @inlinable public var minY: Double { origin.y + min(size.height, 0) }
  /// The middle y: `(minY + maxY) / 2`.
  @inlinable public var midY: Double { (minY + maxY) * 0.5 }
  /// The largest y of the rect: `origin.y + max(size.height, 0)`.
  @inlinable public var maxY: Double { origin.y + max(size.height, 0) }

  /// The centre point, (`midX`, `midY`).
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether this is the null rect: either origin coordinate is +∞ (`CGRectIsNull`).
  @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether this rect equals ``infinite`` (`CGRectIsInfinite`; compared standardized, as `==`).
  @inlinable public var isInfinite: Bool { self == Rect.infinite }

  /// Whether the rect is null or has zero width or zero height (`CGRectIsEmpty`).
  @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The same rect with a non-negative size: origin (minX, minY), size (width, height).
  /// Null stays null. Idempotent.
  @inlinable public var standardized: Rect {
    if isNull { return .null }
    return Rect(x: minX, y: minY, width: width, height: height)
  }
}
