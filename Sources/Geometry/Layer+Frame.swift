extension Layer {
  /// The frame, as `UIView.frame` / `CALayer.frame` report it: the bounding box of the bounds
  /// rect mapped by `transform` about the anchor, placed at `position`.
  ///
  /// ```
  /// frame = Rect(origin: −anchorPoint ⊙ size, size: size).applying(transform)
  ///           .offsetBy(position)
  /// ```
  /// `bounds.origin` does not move the frame. Example (Apple's documentation): bounds 100 × 50
  /// at position (200, 300) with the default anchor gives frame (150, 275, 100, 50); under
  /// scale (2, 4) it gives (100, 200, 200, 200).
  public var frame: Rect {
    let size = bounds.size
    let local = Rect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
      width: size.width, height: size.height)
    return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
  }

  /// Sets `bounds.size` and `position` so that ``frame`` reads back `newFrame` (up to
  /// rounding), keeping `bounds.origin`, `anchorPoint` and `transform`.
  ///
  /// UIKit calls the frame "undefined" under a non-identity transform; here it is defined
  /// whenever the transform's 2×2 part maps axes to axes, exactly: scales and flips
  /// (b = c = 0) or quarter turns (a = d = 0), non-singular. Build quarter turns with
  /// ``AffineTransform/init(quarterTurns:)``: `init(rotationAngle: .pi / 2)` is off-axis by
  /// 6e-17 and is rejected. The new bounds size is positive: flips are the transform's job.
  ///
  /// - Throws: ``GeometryError/frameNotDefined(transform:)`` for any other transform;
  ///   ``GeometryError/nonFiniteRect(_:)`` for the null or infinite rect, or a frame with a
  ///   non-finite component.
  public mutating func setFrame(_ newFrame: Rect) throws(GeometryError) {
    let t = transform
    let target = newFrame.standardized
    guard !newFrame.isNull, !newFrame.isInfinite, target.origin.x.isFinite, target.origin.y.isFinite,
      target.size.width.isFinite, target.size.height.isFinite
    else { throw .nonFiniteRect(newFrame) }
    let size: Size
    if t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0 {
      size = Size(width: target.width / abs(t.a), height: target.height / abs(t.d))
    } else if t.a == 0 && t.d == 0 && t.b != 0 && t.c != 0 {
      // x′ = c·h and y′ = b·w: the frame's width comes from the bounds' height.
      size = Size(width: target.height / abs(t.b), height: target.width / abs(t.c))
    } else {
      throw .frameNotDefined(transform: t)
    }
    bounds.size = size
    position = .zero
    let placed = frame
    position = Point(x: target.minX - placed.minX, y: target.minY - placed.minY)
  }
}
