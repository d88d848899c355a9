import Geometry

extension ViewTransitionGroup {
  /// This group (captured in the viewport) re-expressed as a child nested in `parent`, as Chromium
  /// nests groups (`view-transition-group: contain` on the parent, or `nearest` on the child):
  /// each capture's map becomes the one into the parent's `::view-transition-group-children` box,
  /// the parent's padding box, with the parent's transform divided out (crrev.com/c/5749090: "the
  /// (inverse) parent transform is adjusted so that it's not applied twice"). For each state,
  /// relative = child · (T(border) · parent)⁻¹, maps applied left to right.
  ///
  /// Chromium 156, a parent moving from (50, 40) to (300, 100) holding a child at (20, 30) then
  /// (150, 90) in it, gives the child's group `matrix(1, 0, 0, 1, 20, 30)` → `matrix(1, 0, 0, 1,
  /// 150, 90)`; with an 8 px border and `rotate(10deg)` on the parent, the same.
  ///
  /// - Parameters:
  ///   - parent: The parent group, captured in the viewport.
  ///   - oldBorder: The parent's left and top border widths in the old state.
  ///   - newBorder: The parent's left and top border widths in the new state.
  /// - Throws: ``SharedElementError/singularTransform(_:)`` when the parent's map cannot be
  ///   inverted (a zero scale, a view turned edge-on).
  public func nested(in parent: ViewTransitionGroup, oldBorder: Point = .zero, newBorder: Point = .zero)
    throws(SharedElementError) -> ViewTransitionGroup
  {
    var child = self
    child.old = try Self.relative(old, to: parent.old, border: oldBorder, state: "old")
    child.new = try Self.relative(new, to: parent.new, border: newBorder, state: "new")
    return child
  }

  /// A nested child's map into the viewport at progress `p`: its own interpolated map into the
  /// parent's children box, then the box's border offset (interpolated linearly, as Chromium's
  /// `-ua-view-transition-group-children-anim` animates the border widths), then the parent's map.
  /// `self` is the child as ``nested(in:oldBorder:newBorder:)`` returned it.
  public func mapping(
    at p: Double, inside parent: ViewTransitionGroup, oldBorder: Point = .zero, newBorder: Point = .zero
  ) -> Transform3D {
    let border = oldBorder + p * (newBorder - oldBorder)
    return capture(at: p).mapping.concatenating(Transform3D(translationX: border.x, y: border.y, z: 0))
      .concatenating(parent.capture(at: p).mapping)
  }

  /// A nested child's group as a layer in the viewport at progress `p` (see
  /// ``mapping(at:inside:oldBorder:newBorder:)``).
  public func groupState(
    at p: Double, inside parent: ViewTransitionGroup, oldBorder: Point = .zero, newBorder: Point = .zero
  ) -> ViewState {
    ViewState(
      size: capture(at: p).size, mapping: mapping(at: p, inside: parent, oldBorder: oldBorder, newBorder: newBorder))
  }

  static func relative(_ child: Capture, to parent: Capture, border: Point, state: String) throws(SharedElementError)
    -> Capture
  {
    guard border.x.isFinite, border.y.isFinite else { throw .nonFinite("the parent's \(state) border", border.x) }
    let box = Transform3D(translationX: border.x, y: border.y, z: 0).concatenating(parent.mapping)
    let inverse: Transform3D
    do { inverse = try box.strictlyInverted() } catch { throw .singularTransform("the parent's \(state) capture") }
    return try Capture(size: child.size, mapping: child.mapping.concatenating(inverse))
  }
}
