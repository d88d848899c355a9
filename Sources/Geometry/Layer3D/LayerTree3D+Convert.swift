extension LayerTree3D {
  /// The map from the plane of `source` to the plane of `destination` (nil: the root space), as a
  /// flat 4×4 matrix (``Transform3D/flattened``): a point p of the source's plane appears at
  /// `try p.applying(map)` in the destination's plane, when every step keeps it in front of the
  /// eye (``convert(_:from:to:)-(Point,_,_)`` checks each step; the matrix alone cannot).
  ///
  /// It lifts from `source` to the nearest common ancestor that flattens, flattening at every
  /// flattening layer on the way, and descends to `destination` through the inverse of the same
  /// map from `destination` up.
  ///
  /// - Throws: ``GeometryError/noPlane(index:)`` for a transform layer (it has no 2D space);
  ///   ``GeometryError/singularTransform3D(_:)`` when the way down has no inverse (the destination
  ///   is seen edge on, or has a zero scale).
  public func transform(from source: LayerID?, to destination: LayerID?) throws(GeometryError) -> Transform3D {
    let (s, d) = (try planeIndex(source), try planeIndex(destination))
    if s == d { return .identity }
    let common = plane(at: LayerHierarchy.commonAncestor(s, d, in: parents))
    let up = planeMap(from: s, to: common)
    if d == common { return up }
    return up.concatenating(try planeMap(from: d, to: common).strictlyInverted())
  }

  /// A point of `source`'s plane expressed in `destination`'s plane (Core Animation's
  /// `convertPoint:fromLayer:` through 3D transforms); nil is the root space.
  ///
  /// Up to the common flattening ancestor the point is mapped step by step and must stay in
  /// front of the eye at every flattening layer. Down, the point of the destination's plane that
  /// is drawn there is found through the inverse homography (a ray along z, as Chromium's
  /// `MathUtil::ProjectPoint` and Core Animation's `CA_CGPointUnapplyInverseTransform` cast it),
  /// and must itself be in front of the eye.
  ///
  /// - Throws: ``GeometryError/behindEye(_:)`` when the point has no image (w ≤ 0 at some step, or
  ///   the destination's point that would be drawn there is behind the eye);
  ///   ``GeometryError/singularTransform3D(_:)`` when the destination is seen edge on;
  ///   ``GeometryError/noPlane(index:)`` for a transform layer.
  public func convert(_ point: Point, from source: LayerID?, to destination: LayerID?) throws(GeometryError) -> Point {
    let (s, d) = (try planeIndex(source), try planeIndex(destination))
    if s == d { return point }
    let common = plane(at: LayerHierarchy.commonAncestor(s, d, in: parents))
    let lifted = try lift(point, from: s, to: common)
    guard d != common else { return lifted }
    let down = try planeMap(from: d, to: common).strictlyInverted()
    let candidate = try HomogeneousPoint(lifted).applying(down).projected()
    // The inverse homography ignores the sign of w at intermediate flattening steps: the point
    // found must itself reach the common plane in front of the eye.
    _ = try lift(candidate, from: d, to: common)
    return candidate
  }

  /// A rect of `source`'s plane in `destination`'s plane: the bounding box of its four converted
  /// corners (``Rect/null`` and ``Rect/infinite`` come back unchanged). For the part of a layer
  /// that stays in front of the eye, use ``frame(of:in:)``, which clips.
  ///
  /// - Throws: as ``convert(_:from:to:)-(Point,_,_)``, when a corner has no image.
  public func convert(_ rect: Rect, from source: LayerID?, to destination: LayerID?) throws(GeometryError) -> Rect {
    if rect.isNull || rect.isInfinite { return rect }
    var lo = Point(x: Double.infinity, y: Double.infinity)
    var hi = Point(x: -Double.infinity, y: -Double.infinity)
    for corner in [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
      Point(x: rect.maxX, y: rect.maxY),
    ] {
      let p = try convert(corner, from: source, to: destination)
      lo = Point(x: Swift.min(lo.x, p.x), y: Swift.min(lo.y, p.y))
      hi = Point(x: Swift.max(hi.x, p.x), y: Swift.max(hi.y, p.y))
    }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }

  /// The flat map from the plane of `start` up to the plane of `target` (an ancestor that
  /// flattens, or nil), flattening at every flattening layer on the way.
  func planeMap(from start: Int?, to target: Int?) -> Transform3D {
    var map = Transform3D.identity
    var current = start
    while let node = current, node != target {
      map = map.concatenating(step(node))
      current = parents[node]
      if flattens(current) { map = map.flattened }
    }
    return map
  }

  /// A point of the plane of `start` mapped step by step up to the plane of `target`, divided by
  /// w at every flattening layer.
  ///
  /// - Throws: ``GeometryError/behindEye(_:)`` when w ≤ 0 at a flattening layer.
  func lift(_ point: Point, from start: Int?, to target: Int?) throws(GeometryError) -> Point {
    var h = HomogeneousPoint(point)
    var current = start
    while let node = current, node != target {
      h = h.applying(step(node))
      current = parents[node]
      if flattens(current) { h = HomogeneousPoint(try h.projected()) }
    }
    return Point(x: h.x, y: h.y)
  }
}
