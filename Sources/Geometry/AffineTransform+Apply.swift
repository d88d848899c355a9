extension Point {
  /// The point mapped by `t` (`CGPointApplyAffineTransform`):
  /// `(a·x + c·y + tx, b·x + d·y + ty)`.
  @inlinable
  public func applying(_ t: AffineTransform) -> Point {
    Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension Size {
  /// The size mapped by the 2×2 part of `t`, translation ignored (`CGSizeApplyAffineTransform`):
  /// `(a·w + c·h, b·w + d·h)`. Flips and rotations can make it negative.
  @inlinable
  public func applying(_ t: AffineTransform) -> Size {
    Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension Rect {
  /// The bounding box of the rect's four corners mapped by `t` (`CGRectApplyAffineTransform`).
  ///
  /// The result is standardized and tight: every mapped corner lies in it and each of its sides
  /// touches one. ``Rect/null`` and ``Rect/infinite`` come back unchanged.
  @inlinable
  public func applying(_ t: AffineTransform) -> Rect {
    if isNull || isInfinite { return self }
    let p0 = Point(x: minX, y: minY).applying(t)
    let p1 = Point(x: maxX, y: minY).applying(t)
    let p2 = Point(x: minX, y: maxY).applying(t)
    let p3 = Point(x: maxX, y: maxY).applying(t)
    let lo = Point(x: min(min(p0.x, p1.x), min(p2.x, p3.x)), y: min(min(p0.y, p1.y), min(p2.y, p3.y)))
    let hi = Point(x: max(max(p0.x, p1.x), max(p2.x, p3.x)), y: max(max(p0.y, p1.y), max(p2.y, p3.y)))
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}
