import Geometry
import RealModule

extension EllipticalArc {
  /// What SVG draws for `A rx ry φ large-arc sweep x y` from the current point `from`: the
  /// endpoint parameterisation converted to centre form (SVG 2's implementation notes, "Conversion
  /// from endpoint to center parameterization", F.6.5 in SVG 1.1), with the out-of-range rules
  /// first ("Correction of out-of-range radii", F.6.6): an arc to the current point is omitted
  /// (nil), a zero radius draws a straight line, negative radii count as their magnitude, and radii
  /// too small for the chord grow by √Λ, Λ = x₁′²/rx² + y₁′²/ry², to the half-ellipse that just
  /// fits.
  ///
  /// With (x₁′, y₁′) = R(−φ)·(from − to)/2 and (a, b) = (x₁′/rx, y₁′/ry) on the unit circle's
  /// scale, the centre is c′ = ±√((1 − Λ)/Λ)·(rx·b, −ry·a) (− when large-arc = sweep), c = R(φ)c′ +
  /// (from + to)/2, θ₁ = angle of (a − c′ₓ/rx, b − c′ᵧ/ry), and Δθ the signed angle to the
  /// opposite point, moved by 2π to the sweep's sign. Chromium omits nothing (a zero-length
  /// line); a browser and this type agree on every drawn point.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a non-finite input;
  ///   ``CurveError/outOfRange(parameter:value:allowed:)`` for radii so much larger than the
  ///   chord (by 1e150) that Λ underflows, or whose ratio is so large that growing them to span
  ///   the chord overflows.
  public static func svg(
    from: Point, to: Point, radiusX rx: Double, radiusY ry: Double, rotationDegrees: Double, largeArc: Bool,
    sweep: Bool
  ) throws(CurveError) -> PathSegment? {
    for (name, value) in [
      ("from x", from.x), ("from y", from.y), ("to x", to.x), ("to y", to.y), ("rx", rx), ("ry", ry),
      ("rotation", rotationDegrees),
    ]
    where !value.isFinite {
      throw .nonFinite(parameter: name, value: value)
    }
    if from == to { return nil }
    if rx == 0 || ry == 0 { return .line(LineSegment(from, to)) }
    var (rx, ry) = (abs(rx), abs(ry))
    let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    let (c, s) = (Double.cos(phi), Double.sin(phi))
    let (hx, hy) = ((from.x - to.x) / 2, (from.y - to.y) / 2)
    let (x1, y1) = (c * hx + s * hy, -s * hx + c * hy)
    var (a, b) = (x1 / rx, y1 / ry)
    let lambda = a * a + b * b
    guard lambda > 0, lambda.isFinite else {
      throw .outOfRange(
        parameter: "arc radii", value: max(rx, ry),
        allowed: "radii within 1e150 of the chord between the arc's end points")
    }
    if lambda > 1 {
      let grow = lambda.squareRoot()
      (rx, ry, a, b) = (rx * grow, ry * grow, a / grow, b / grow)
    }
    let scale = (max(0, 1 - lambda) / min(lambda, 1)).squareRoot() * (largeArc == sweep ? -1 : 1)
    let (ux, uy) = (scale * b, -scale * a)  // c′ on the unit circle's scale: (c′ₓ/rx, c′ᵧ/ry)
    let center = Point(
      x: c * ux * rx - s * uy * ry + (from.x + to.x) / 2, y: s * ux * rx + c * uy * ry + (from.y + to.y) / 2)
    let (px, py) = (a - ux, b - uy)
    let (qx, qy) = (-a - ux, -b - uy)
    let theta1 = Double.atan2(y: py, x: px)
    var delta = Double.atan2(y: px * qy - py * qx, x: px * qx + py * qy)
    if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
    guard rx.isFinite, ry.isFinite, center.x.isFinite, center.y.isFinite, theta1.isFinite, delta.isFinite else {
      throw .outOfRange(
        parameter: "arc radii", value: max(rx, ry),
        allowed: "radii that, grown to span the chord, stay finite (their ratio within Double's range)")
    }
    return .arc(
      EllipticalArc(
        center: center, radiusX: rx, radiusY: ry, rotation: phi, angles: (theta1, delta), ends: (from, to)))
  }
}
