// Every operation follows Core Graphics (and Foundation's CGRect on Linux, this type's oracle):
// it works on the standardized rect, and a null receiver gives null (or is ignored by `union`).

extension Rect {
  /// The rect moved by (dx, dy), standardized (`CGRectOffset`). Null stays null.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    var r = standardized
    r.origin.x += dx
    r.origin.y += dy
    return r
  }

  /// The rect shrunk by `dx` on the left and right and by `dy` on the top and bottom (grown when
  /// negative), standardized (`CGRectInset`).
  ///
  /// Insetting past zero size gives ``null``; insetting to exactly zero size gives an empty
  /// (not null) rect. Null stays null.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    var r = standardized
    r.origin.x += dx
    r.origin.y += dy
    r.size.width -= 2 * dx
    r.size.height -= 2 * dy
    if r.size.width < 0 || r.size.height < 0 { return .null }
    return r
  }

  /// The smallest rect that contains both rects (`CGRectUnion`).
  ///
  /// A null operand is ignored (the union of null and null is null); an empty but non-null
  /// rect is not: its origin still counts.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    // The edges of the standardized rects, as Core Graphics reads them: for a negative size,
    // minY + |h| can differ from origin.y by rounding.
    let a = standardized
    let b = other.standardized
    let lo = Point(x: min(a.minX, b.minX), y: min(a.minY, b.minY))
    let hi = Point(x: max(a.maxX, b.maxX), y: max(a.maxY, b.maxY))
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }

  /// The overlap of the two rects (`CGRectIntersection`), or ``null`` when they do not meet.
  ///
  /// The spans are closed intervals: rects that share only an edge intersect in a rect of zero
  /// width or height. When one rect's span lies inside the other's, the result keeps that rect's
  /// own width (or height) rather than recomputing it as `max − min`, which could round.
  @inlinable
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let a = standardized
    let b = other.standardized
    guard let x = Rect.overlap(a.minX, a.maxX, a.width, b.minX, b.maxX, b.width),
      let y = Rect.overlap(a.minY, a.maxY, a.height, b.minY, b.maxY, b.height)
    else { return .null }
    return Rect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  /// The overlap of the closed intervals [lo1, hi1] and [lo2, hi2], or nil when disjoint.
  @inlinable
  static func overlap(
    _ lo1: Double, _ hi1: Double, _ len1: Double,
    _ lo2: Double, _ hi2: Double, _ len2: Double
  ) -> (start: Double, length: Double)? {
    guard lo1 <= hi2 && lo2 <= hi1 else { return nil }
    let start = max(lo1, lo2)
    let end = min(hi1, hi2)
    if start == lo1 && end == hi1 { return (start, len1) }
    if start == lo2 && end == hi2 { return (start, len2) }
    return (start, end - start)
  }

  /// Whether the rects overlap, edges included (`CGRectIntersectsRect`): true exactly when
  /// ``intersection(_:)`` is not null.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isNull
  }

  /// Whether `point` lies in the rect (`CGRectContainsPoint`). The min edges are inside and the
  /// max edges outside (half-open), so an empty or null rect contains no point.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    if isEmpty { return false }
    return minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// Whether `other` lies entirely in the rect (`CGRectContainsRect`): the union of the two is
  /// the receiver. A null `other` is contained in every rect.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    union(other) == self
  }

  /// The smallest rect with integer edges that contains the rect (`CGRectIntegral`): minX and
  /// minY rounded down, maxX and maxY rounded up. Null stays null.
  @inlinable
  public var integral: Rect {
    if isNull { return self }
    let s = standardized
    let x = s.origin.x.rounded(.down)
    let y = s.origin.y.rounded(.down)
    let width = (s.origin.x + s.size.width).rounded(.up) - x
    let height = (s.origin.y + s.size.height).rounded(.up) - y
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Splits the rect in two along a line parallel to `edge` at `distance` from it
  /// (`CGRectDivide`).
  ///
  /// `slice` is the part next to `edge` (its extent is `distance` clamped to [0, extent]) and
  /// `remainder` the rest; both are standardized. Null gives (null, null).
  @inlinable
  public func divided(atDistance distance: Double, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
    if isNull { return (.null, .null) }
    let r = standardized
    var first = r
    var second = r
    switch edge {
    case .minX, .maxX:
      let cut =
        edge == .minX
        ? min(max(distance, 0), r.width) : min(max(r.width - distance, 0), r.width)
      first.size.width = cut
      second.origin.x = first.maxX
      second.size.width = r.width - cut
    case .minY, .maxY:
      let cut =
        edge == .minY
        ? min(max(distance, 0), r.height) : min(max(r.height - distance, 0), r.height)
      first.size.height = cut
      second.origin.y = first.maxY
      second.size.height = r.height - cut
    }
    return edge == .minX || edge == .minY ? (first, second) : (second, first)
  }
}
