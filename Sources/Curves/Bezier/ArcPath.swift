import Geometry
import RealModule

/// The arc paths two transition libraries move a view's centre along, so that a spec can state
/// "Hero's arc" or "Android's ArcMotion" and get the same curve. Both bend towards the same corner,
/// K = (x of the upper point, y of the lower point) (y points down), and give the same curve
/// whichever way they are travelled.
public enum ArcPath {
  /// Hero's `.arc(intensity:)`: one quadratic from `from` to `to` whose control point is
  /// `mid + (K − mid)·intensity` (mid the chord's midpoint; intensity 1 puts it at the corner, 0
  /// gives a straight line, −1 the mirrored "╮" curve). Hero draws no arc when the points share an
  /// x or a y within 1 pt; neither does this (a straight line).
  ///
  /// Source: HeroTransitions/Hero, `Sources/Animator/HeroCoreAnimationViewContext.swift`,
  /// `getAnimation(key:…)`, read at commit f4dab9ed2ab88ae065605199d5aca7706b07c2ad. Hero animates
  /// the path with `CAKeyframeAnimation.path` in the default `.linear` calculation mode (by the
  /// curve's parameter, not paced) and its default timing function (0.4, 0, 0.2, 1).
  public static func hero(from: Point, to: Point, intensity: Double = 1) -> [PathElement] {
    guard abs(from.x - to.x) >= 1, abs(from.y - to.y) >= 1 else { return [.move(to: from), .line(to: to)] }
    let corner = from.y > to.y ? Point(x: to.x, y: from.y) : Point(x: from.x, y: to.y)
    let mid = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
    let control = Point(x: mid.x + (corner.x - mid.x) * intensity, y: mid.y + (corner.y - mid.y) * intensity)
    return [.move(to: from), .quad(control: control, to: to)]
  }

  /// Android's `ArcMotion`: a cubic through the apex e of an arc on the chord's perpendicular
  /// bisector, with controls (from + e)/2 and (e + to)/2. e lies on the vertical line through the
  /// upper point (a mostly vertical move, |Δx| < |Δy|) or the horizontal line through the lower
  /// point, then its distance from the midpoint is clamped to (h/2)·tan(angle/2) between the
  /// minimum angle for that direction and `maximumAngle` (degrees, each in [0, 90]).
  ///
  /// Source: AOSP platform_frameworks_base, `core/java/android/transition/ArcMotion.java`, read at
  /// commit 02857a72198613a0583cdf6863edb2df59beee04 (defaults 0°, 0°, 70°; its Δx = 0 and Δy = 0
  /// cases, which androidx's copy lacks and turns into NaN). Android moves along it by arc length
  /// (`PathKeyframes`): a paced track.
  ///
  /// - Throws: ``CurveError/outOfRange(parameter:value:allowed:)`` for an angle outside [0, 90].
  public static func android(
    from: Point, to: Point, minimumHorizontalAngle: Double = 0, minimumVerticalAngle: Double = 0,
    maximumAngle: Double = 70
  ) throws(CurveError) -> [PathElement] {
    for (name, angle) in [
      ("minimumHorizontalAngle", minimumHorizontalAngle), ("minimumVerticalAngle", minimumVerticalAngle),
      ("maximumAngle", maximumAngle),
    ]
    where !(angle >= 0 && angle <= 90) {
      throw .outOfRange(parameter: name, value: angle, allowed: "an ArcMotion angle is in [0, 90] degrees")
    }
    func tangent(_ degrees: Double) -> Double { Double.tan(degrees / 2 * .pi / 180) }
    let (dx, dy) = (to.x - from.x, to.y - from.y)
    let h2 = dx * dx + dy * dy
    let mid = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
    let midDist2 = h2 / 4
    let upwards = from.y > to.y
    var e: Point
    var minArcDist2: Double
    if dy == 0 {
      e = Point(x: mid.x, y: mid.y + abs(dx) * 0.5 * tangent(minimumHorizontalAngle))
      minArcDist2 = 0
    } else if dx == 0 {
      e = Point(x: mid.x + abs(dy) * 0.5 * tangent(minimumVerticalAngle), y: mid.y)
      minArcDist2 = 0
    } else if abs(dx) < abs(dy) {
      let eDistY = abs(h2 / (2 * dy))
      e = upwards ? Point(x: to.x, y: to.y + eDistY) : Point(x: from.x, y: from.y + eDistY)
      minArcDist2 = midDist2 * tangent(minimumVerticalAngle) * tangent(minimumVerticalAngle)
    } else {
      let eDistX = h2 / (2 * dx)
      e = upwards ? Point(x: from.x + eDistX, y: from.y) : Point(x: to.x - eDistX, y: to.y)
      minArcDist2 = midDist2 * tangent(minimumHorizontalAngle) * tangent(minimumHorizontalAngle)
    }
    let arcDist2 = (mid.x - e.x) * (mid.x - e.x) + (mid.y - e.y) * (mid.y - e.y)
    let maxArcDist2 = midDist2 * tangent(maximumAngle) * tangent(maximumAngle)
    var newArcDist2 = 0.0
    if arcDist2 != 0 && arcDist2 < minArcDist2 {
      newArcDist2 = minArcDist2
    } else if arcDist2 > maxArcDist2 {
      newArcDist2 = maxArcDist2
    }
    if newArcDist2 != 0 {
      let ratio = (newArcDist2 / arcDist2).squareRoot()
      e = Point(x: mid.x + ratio * (e.x - mid.x), y: mid.y + ratio * (e.y - mid.y))
    }
    let c1 = Point(x: (from.x + e.x) / 2, y: (from.y + e.y) / 2)
    let c2 = Point(x: (e.x + to.x) / 2, y: (e.y + to.y) / 2)
    return [.move(to: from), .cubic(control1: c1, control2: c2, to: to)]
  }
}
