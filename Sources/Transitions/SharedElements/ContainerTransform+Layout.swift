import Curves
import Geometry

extension ContainerTransform {
  /// Where the container transform draws at a progress (`updateProgress` in
  /// MaterialContainerTransform, lines 1386-1426 at ac7e18e): both views' current bounds hang
  /// from the motion path's point by their top centre, at their fitted sizes; the larger one is
  /// masked down towards the other over the scale-mask thresholds (its bottom raised when fitting
  /// the width, both sides trimmed when fitting the height); the container is the union of the
  /// two masked bounds.
  public struct Layout: Hashable, Sendable {
    /// The motion path's point: the top centre both bounds hang from.
    public var pathPoint: Point
    /// The start view's bounds at its fitted size.
    public var startBounds: Rect
    /// The end view's bounds at its fitted size.
    public var endBounds: Rect
    /// The container: the union of the masked bounds, which the drawable clips to.
    public var maskBounds: Rect
  }

  /// The motion path's point at progress `p`: the straight line between the top centres, or
  /// MaterialArcMotion's quadratic at arc-length fraction p (Android reads it with
  /// `PathMeasure.getPosTan(length·p)`; this measures exactly, where Skia's contour measure
  /// approximates within its chord tolerance). Outside [0, 1], extrapolated along the last
  /// hundredth, as MaterialContainerTransform does.
  public func pathPoint(at p: Float) -> Point { pathPoint(at: p, along: arcSampler) }

  /// MaterialArcMotion's quadratic, measured for paced reading; nil on a linear path (or when the
  /// quadratic has no length).
  var arcSampler: PacedSampler? {
    guard let control = arcControlPoint else { return nil }
    // A quadratic whose ends coincide has no length; the path point is then the start.
    return try? PacedSampler(Path([.move(to: pathStart), .quad(control: control, to: pathEnd)]))
  }

  func pathPoint(at p: Float, along arc: PacedSampler?) -> Point {
    let (a, b) = (pathStart, pathEnd)
    guard pathMotion == .arc else { return a + Double(p) * (b - a) }
    guard let arc else { return a }
    if p > 1 {
      let end = arc.point(atFraction: 1); return end + (Double(p) - 1) / 0.01 * (end - arc.point(atFraction: 0.99))
    }
    if p < 0 {
      let start = arc.point(atFraction: 0); return start + -Double(p) / 0.01 * (start - arc.point(atFraction: 0.01))
    }
    return arc.point(atFraction: Double(p))
  }

  /// The layout at progress `p`.
  public func layout(at p: Float) -> Layout { layout(at: p, along: arcSampler) }

  func layout(at p: Float, along arc: PacedSampler?) -> Layout {
    let fit = fit(at: p)
    let point = pathPoint(at: p, along: arc)
    func hanging(_ size: (width: Float, height: Float)) -> Rect {
      Rect(
        x: point.x - Double(size.width) / 2, y: point.y, width: Double(size.width), height: Double(size.height))
    }
    let start = hanging(fit.startSize), end = hanging(fit.endSize)
    let mask = thresholds.scaleMask
    let maskProgress = Self.lerpClamped(0, 1, mask, p)
    var maskedStart = start, maskedEnd = end
    if fitsWidth {
      let maskStart = fit.startSize.height > fit.endSize.height
      let multiplier = maskStart ? maskProgress : 1 - maskProgress
      let cut = Double(abs(fit.endSize.height - fit.startSize.height) * multiplier)
      if maskStart { maskedStart.size.height -= cut } else { maskedEnd.size.height -= cut }
    } else {
      let maskStart = fit.startSize.width > fit.endSize.width
      let multiplier = maskStart ? maskProgress : 1 - maskProgress
      let cut = Double(abs(fit.endSize.width - fit.startSize.width) / 2 * multiplier)
      func trim(_ r: inout Rect) { r = Rect(x: r.minX + cut, y: r.minY, width: r.width - 2 * cut, height: r.height) }
      if maskStart { trim(&maskedStart) } else { trim(&maskedEnd) }
    }
    let union = Rect(
      x: min(maskedStart.minX, maskedEnd.minX), y: min(maskedStart.minY, maskedEnd.minY),
      width: max(maskedStart.maxX, maskedEnd.maxX) - min(maskedStart.minX, maskedEnd.minX),
      height: max(maskedStart.maxY, maskedEnd.maxY) - min(maskedStart.minY, maskedEnd.minY))
    return Layout(pathPoint: point, startBounds: start, endBounds: end, maskBounds: union)
  }

  /// `TransitionUtils.lerp(float, float, float, float, float)` clamped: a below the range, b above.
  static func lerpClamped(_ a: Float, _ b: Float, _ range: Thresholds, _ p: Float) -> Float {
    if p < range.start { return a }
    if p > range.end { return b }
    return lerp(a, b, (p - range.start) / (range.end - range.start))
  }
}
