import Geometry

extension ViewState {
  /// A view whose bounds (0, 0, `size`) go into its parent by `mapping` (a point x of the bounds,
  /// top-left origin, to x·mapping): its centre and its transform about the centre. Without
  /// perspective the mapping's translation becomes the centre (and zPosition), so a view that only
  /// moves is an untransformed frame; with perspective the centre is the bounds' centre and the
  /// whole mapping, re-expressed about it, is the transform. Opaque, visible, no corner radius.
  public init(size: Size, mapping: Transform3D) {
    let c = Point(x: size.width / 2, y: size.height / 2)
    var linear = Transform3D(translationX: c.x, y: c.y, z: 0).concatenating(mapping)
      .concatenating(Transform3D(translationX: -c.x, y: -c.y, z: 0))
    self.init(frame: Rect(origin: .zero, size: size))
    if linear.m14 == 0, linear.m24 == 0, linear.m34 == 0, linear.m44 == 1 {
      center = Point(x: c.x + linear.m41, y: c.y + linear.m42)
      zPosition = linear.m43
      (linear.m41, linear.m42, linear.m43) = (0, 0, 0)
    }
    transform3D = linear
  }
}
