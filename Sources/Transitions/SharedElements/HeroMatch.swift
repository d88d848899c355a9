import Geometry

/// A pair of views matched by Hero's `heroID`, as Hero times and fades it: the port of the rules
/// of HeroTransitions/Hero at commit d7a72e13b034599ff694e6907f770e6bcb83f59d (v1.6.4) that decide
/// a match's default duration, which side fades and the arc its position takes.
///
/// - **A match is two-way.** Hero's `MatchPreprocessor.swift` (lines 35-43) gives both views the
///   other as their source and overwrites the from-view's arc, duration, timing function, delay and
///   spring with the to-view's (even where the to-view has none): both snapshots travel from the
///   from-view's geometry to the to-view's on the to-view's timing. So one ``Side`` of timing
///   matters, the to-view's; this type takes the geometry of both.
/// - **Geometry.** Hero animates a snapshot's layer position (its anchor point, converted into the
///   transition's container), its bounds size and the transform from the container down to the
///   view (`flatTransformTo`, the product of the ancestors' layer transforms), not a frame
///   (`HeroContext.swift`, lines 239-244; `SourcePreprocessor.swift`, lines 41-58).
/// - **Duration** (`HeroDefaultAnimator.swift`, lines 28-47, `optimizedDurationTo`): with A(T) the
///   affine part of each transform, p′ = p + (t_x, t_y) and s′ = (a·w + c·h, b·w + d·h) (the size
///   mapped by A(T), translation ignored, `CGSizeApplyAffineTransform`),
///   D = ‖p′_to − p′_from‖ + ‖s′_to − s′_from‖ in points, and the duration is
///   0.208 + clamp(D, 0, 500) / 3000 s: 0.208 s for no move, about 0.375 s from 500 pt on. Both
///   views of a pair compute the same D. An explicit duration, or a spring (which runs for its own
///   settling time), replaces it.
/// - **Timing.** Matched views ease with Hero's `.standard`, cubic-bezier(0.4, 0, 0.2, 1)
///   (`CAMediaTimingFunction+Hero.swift`, line 34), unless a timing function is set.
/// - **Fade** (`MatchPreprocessor.swift`, lines 45-72): see ``fade(order:)``.
/// - **Arc** (`HeroCoreAnimationViewContext.swift`, lines 121-138): see
///   ``arcControlPoint(intensity:)``.
///
/// UIKit equivalent: none; Hero builds it on `UIViewControllerAnimatedTransitioning` from
/// snapshots (`snapshotView(afterScreenUpdates:)`) in the transition's container view.
public struct HeroMatch: Hashable, Sendable {
  /// One view of the pair, measured as Hero measures it, in the transition container's space.
  public struct Side: Hashable, Sendable {
    /// The layer's position (its anchor point) converted into the container.
    public var position: Point
    /// The layer's bounds size.
    public var size: Size
    /// The transform from the container to the view (its ancestors' layer transforms and its
    /// own, multiplied), its 2D affine part.
    public var transform: AffineTransform
    /// `UIView.isOpaque` of the view itself.
    public var isOpaque: Bool
    /// `UIView.alpha` of the view itself, in [0, 1].
    public var alpha: Double
    /// Whether the view carries Hero's `.forceNonFade` modifier.
    public var forceNonFade: Bool

    /// A side; `isOpaque` true, alpha 1 and no `.forceNonFade` by default (an opaque view, as a
    /// view whose `isOpaque` UIKit left at its default is).
    ///
    /// - Throws: ``SharedElementError`` when a coordinate, size or transform entry is not finite,
    ///   a size is negative, or alpha is outside [0, 1] or not a number.
    public init(
      position: Point, size: Size, transform: AffineTransform = .identity, isOpaque: Bool = true,
      alpha: Double = 1, forceNonFade: Bool = false
    ) throws(SharedElementError) {
      let numbers = [
        ("position.x", position.x), ("position.y", position.y), ("size.width", size.width),
        ("size.height", size.height), ("transform.a", transform.a), ("transform.b", transform.b),
        ("transform.c", transform.c), ("transform.d", transform.d), ("transform.tx", transform.tx),
        ("transform.ty", transform.ty),
      ]
      for (name, value) in numbers where !value.isFinite { throw .nonFinite(name, value) }
      guard size.width >= 0, size.height >= 0 else { throw .negativeSize(size) }
      guard alpha >= 0, alpha <= 1 else { throw .alphaOutOfRange(alpha) }
      (self.position, self.size, self.transform) = (position, size, transform)
      (self.isOpaque, self.alpha, self.forceNonFade) = (isOpaque, alpha, forceNonFade)
    }

    /// p′: the position moved by the transform's translation (Hero transforms `CGPoint.zero`
    /// and adds the position).
    public var movedPosition: Point { position + Point(x: transform.tx, y: transform.ty) }
    /// s′: the size mapped by the transform's 2×2 part (`CGSizeApplyAffineTransform`; negative
    /// under a flip or a rotation past 90°).
    public var mappedSize: Size { size.applying(transform) }
    /// Whether Hero reads the view as see-through: not opaque, or alpha below 1.
    public var isNonOpaque: Bool { !isOpaque || alpha < 1 }
  }

  /// The view of the screen being left.
  public var from: Side
  /// The view of the screen arriving, whose timing both follow.
  public var to: Side

  public init(from: Side, to: Side) {
    self.from = from
    self.to = to
  }

  /// Hero's default duration in seconds: 0.208 + clamp(``moveDistance``, 0, 500) / 3000.
  public static func defaultDuration(moveDistance: Double) -> Double {
    0.208 + min(max(moveDistance, 0), 500) / 3000
  }

  /// D, in points: how far the moved position travels plus how far the mapped size's corner
  /// travels (the two sizes read as points, `CGSize.point`, and their Euclidean distance). The
  /// same from either side.
  public var moveDistance: Double {
    let (a, b) = (from.mappedSize, to.mappedSize)
    return from.movedPosition.distance(to: to.movedPosition)
      + Point(x: a.width, y: a.height).distance(to: Point(x: b.width, y: b.height))
  }

  /// The duration both views animate for when neither sets one: ``defaultDuration(moveDistance:)``
  /// of ``moveDistance``.
  public var defaultDuration: Double { Self.defaultDuration(moveDistance: moveDistance) }

  /// Which snapshots Hero puts on top (`HeroContext.insertToViewFirst`).
  public enum ViewOrder: String, Hashable, Sendable, CaseIterable {
    /// The to-views' snapshots above the from-views' (Hero's default, and its push, cover,
    /// pageIn and zoomOut animations).
    case toViewsOnTop
    /// The from-views' above (a dismissal with the default `.auto` ordering outside a tab bar
    /// controller, `.sourceViewOnTop`, and the pull, uncover, pageOut and zoom animations).
    case fromViewsOnTop
  }

  /// How the pair fades.
  public enum Fade: String, Hashable, Sendable, CaseIterable {
    /// Both fade: the from-view's opacity 1 → 0 while the to-view's goes 0 → 1.
    case crossFade
    /// Only the to-view fades in, over the from-view, which stays fully visible.
    case toViewFadesIn
    /// Only the from-view fades out, over the to-view, which stays fully visible.
    case fromViewFadesOut
  }

  /// Hero's rule: both views fade when neither carries `.forceNonFade` and either is see-through
  /// (``Side/isNonOpaque``); otherwise only the view on top fades, the other staying fully
  /// visible: the to-view fades in over the from-view when the to-views are on top, the from-view
  /// fades out over the to-view when the from-views are.
  public func fade(order: ViewOrder) -> Fade {
    let forceNonFade = from.forceNonFade || to.forceNonFade
    if !forceNonFade && (from.isNonOpaque || to.isNonOpaque) { return .crossFade }
    return order == .toViewsOnTop ? .toViewFadesIn : .fromViewFadesOut
  }

  /// The control point of Hero's arc (the `.arc(intensity:)` modifier, intensity 1 by default) for
  /// the position: with M the midpoint of the two positions and C the corner of their bounding box
  /// with the larger y (lower on screen: (x₁, y₀) where y₀ > y₁, else (x₀, y₁)),
  /// Q = M + intensity · (C − M); the position then follows the quadratic Bézier
  /// P₀ → Q → P₁ (``arcPoint(_:intensity:)``). nil where Hero draws no arc: the position moves less than
  /// 1 pt along x or along y (Hero then animates it in a straight line). Intensity 1 bends the
  /// path downwards (╰), −1 upwards, 0 is the straight line.
  ///
  /// - Precondition: `intensity` is finite.
  public func arcControlPoint(intensity: Double = 1) -> Point? {
    precondition(intensity.isFinite, "an arc's intensity is finite, got \(intensity)")
    let (p0, p1) = (from.position, to.position)
    guard abs(p1.x - p0.x) >= 1, abs(p1.y - p0.y) >= 1 else { return nil }
    let middle = Point(x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2)
    let corner = p0.y > p1.y ? Point(x: p1.x, y: p0.y) : Point(x: p0.x, y: p1.y)
    return middle + intensity * (corner - middle)
  }

  /// The position at path fraction `t` ∈ [0, 1] along Hero's arc with `intensity`:
  /// (1 − t)²·P₀ + 2t(1 − t)·Q + t²·P₁; the straight line where there is no arc. (Hero eases the
  /// time along the path with the pair's timing function; `t` here is that eased fraction.)
  public func arcPoint(_ t: Double, intensity: Double = 1) -> Point {
    let (p0, p1) = (from.position, to.position)
    guard let q = arcControlPoint(intensity: intensity) else { return p0 + t * (p1 - p0) }
    let u = 1 - t
    return (u * u) * p0 + (2 * t * u) * q + (t * t) * p1
  }
}
