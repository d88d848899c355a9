import Geometry

/// Material's container transform as material-components-android computes it
/// (`MaterialContainerTransform`, `FadeModeEvaluators`, `FitModeEvaluators`, `TransitionUtils`,
/// `MaterialArcMotion` in lib/java/com/google/android/material/transition/, at commit
/// ac7e18efeefb331850c561faf9ab8bf81d27ba68; the container transform last changed in 65e5f1a):
/// the progress thresholds, the fade and fit modes, the scrim and the arc, at a progress p, in
/// `Float` as Android computes them (Java's float arithmetic, unfused, and its truncating int casts).
///
/// - **Direction.** Automatic (the default): entering exactly when the end bounds' area is larger
///   than the start's (`isEntering`).
/// - **Thresholds** (`ProgressThresholds`): sub-ranges of p for the fade, the scale, the scale mask
///   and the shape mask, by direction and path motion (``ThresholdGroup``).
/// - **Fade** (``alphas(at:)``): alphas 0…255 by a clamped, truncating interpolation over the fade
///   thresholds; the fade-through point at 35 % of the fade range (`FADE_THROUGH_THRESHOLD`).
/// - **Fit** (``fit(at:)``): both views share one width (or height), interpolated over the scale
///   thresholds with overshoot, each keeping its aspect ratio.
/// - **Scrim** (``scrimAlpha(at:)``): the paint alpha of the scrim colour 0x52000000 over the whole
///   progress, no thresholds.
/// - **Path** (``arcControlPoint``): between the two bounds' top-centre points; Material's arc is the
///   quadratic through (end.x, start.y) when start.y > end.y, else (start.x, end.y).
///
/// Android equivalent: `com.google.android.material.transition.MaterialContainerTransform`.
/// UIKit has none; on iOS it is built from two snapshots.
public struct ContainerTransform: Hashable, Sendable {
  /// A sub-range [start, end] of the progress (`ProgressThresholds`).
  public struct Thresholds: Hashable, Sendable {
    public var start: Float
    public var end: Float

    public init(_ start: Float, _ end: Float) {
      self.start = start
      self.end = end
    }
  }

  /// The four thresholds one run uses.
  public struct ThresholdGroup: Hashable, Sendable {
    public var fade: Thresholds
    public var scale: Thresholds
    public var scaleMask: Thresholds
    public var shapeMask: Thresholds

    /// `DEFAULT_ENTER_THRESHOLDS`: fade 0–0.25, scale 0–1, scale mask 0–1, shape mask 0–0.75.
    public static let enter = ThresholdGroup(
      fade: Thresholds(0, 0.25), scale: Thresholds(0, 1), scaleMask: Thresholds(0, 1), shapeMask: Thresholds(0, 0.75))
    /// `DEFAULT_RETURN_THRESHOLDS`: fade 0.6–0.9, scale 0–1, scale mask 0–0.9, shape mask 0.3–0.9.
    public static let `return` = ThresholdGroup(
      fade: Thresholds(0.6, 0.9), scale: Thresholds(0, 1), scaleMask: Thresholds(0, 0.9),
      shapeMask: Thresholds(0.3, 0.9))
    /// `DEFAULT_ENTER_THRESHOLDS_ARC`: fade 0.1–0.4, scale 0.1–1, scale mask 0.1–1, shape mask 0.1–0.9.
    public static let enterArc = ThresholdGroup(
      fade: Thresholds(0.1, 0.4), scale: Thresholds(0.1, 1), scaleMask: Thresholds(0.1, 1),
      shapeMask: Thresholds(0.1, 0.9))
    /// `DEFAULT_RETURN_THRESHOLDS_ARC`: fade 0.6–0.9, scale 0–0.9, scale mask 0–0.9, shape mask 0.2–0.9.
    public static let returnArc = ThresholdGroup(
      fade: Thresholds(0.6, 0.9), scale: Thresholds(0, 0.9), scaleMask: Thresholds(0, 0.9),
      shapeMask: Thresholds(0.2, 0.9))
  }

  /// `FADE_MODE_*`: IN (the default) fades the end view in over the start; OUT the start out over
  /// the end; CROSS both; THROUGH the start out, then the end in. IN and OUT swap when returning.
  public enum FadeMode: String, Hashable, Sendable, CaseIterable { case `in`, out, cross, through }
  /// `FIT_MODE_*`: AUTO (the default) picks width or height by the bounds' shapes.
  public enum FitMode: String, Hashable, Sendable, CaseIterable { case auto, width, height }
  /// `TRANSITION_DIRECTION_*`.
  public enum Direction: String, Hashable, Sendable, CaseIterable { case auto, enter, `return` }
  /// The path motion: linear (the default) or `MaterialArcMotion` (androidx `ArcMotion` picks the
  /// same thresholds).
  public enum PathMotion: String, Hashable, Sendable, CaseIterable { case linear, arc }

  /// The start and end views' bounds, in one coordinate space.
  public let start: Rect
  public let end: Rect
  public var fadeMode: FadeMode
  public var fitMode: FitMode
  public var direction: Direction
  public var pathMotion: PathMotion

  /// A container transform between two bounds.
  ///
  /// - Throws: ``SharedElementError`` when a coordinate is not finite or a width or height is not
  ///   positive (the fit divides by them).
  public init(
    start: Rect, end: Rect, fadeMode: FadeMode = .in, fitMode: FitMode = .auto, direction: Direction = .auto,
    pathMotion: PathMotion = .linear
  ) throws(SharedElementError) {
    for (name, rect) in [("start", start), ("end", end)] {
      for (part, value) in [
        ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height),
      ] where !value.isFinite || !Float(value).isFinite {
        throw .nonFinite("\(name).\(part)", value)
      }
      guard rect.size.width > 0, rect.size.height > 0 else { throw .emptyBounds(name, rect.size) }
    }
    (self.start, self.end) = (start, end)
    (self.fadeMode, self.fitMode, self.direction, self.pathMotion) = (fadeMode, fitMode, direction, pathMotion)
  }

  /// Whether the run enters: the direction's, or on `auto` whether the end's area (in `Float`) is
  /// strictly larger than the start's.
  public var isEntering: Bool {
    switch direction {
    case .enter: true
    case .return: false
    case .auto: Float(end.size.width) * Float(end.size.height) > Float(start.size.width) * Float(start.size.height)
    }
  }

  /// The thresholds this run uses (`buildThresholdsGroup`).
  public var thresholds: ThresholdGroup {
    switch (isEntering, pathMotion) {
    case (true, .linear): .enter
    case (false, .linear): .return
    case (true, .arc): .enterArc
    case (false, .arc): .returnArc
    }
  }

  /// `TransitionUtils.lerp(float, float, float)`: a + f·(b − a).
  static func lerp(_ a: Float, _ b: Float, _ f: Float) -> Float { a + f * (b - a) }

  /// `TransitionUtils.lerp(int, int, …)`: a below the range, b above it, else the float
  /// interpolation truncated towards zero.
  static func lerp(_ a: Int, _ b: Int, _ range: Thresholds, _ p: Float) -> Int {
    if p < range.start { return a }
    if p > range.end { return b }
    return Int(lerp(Float(a), Float(b), (p - range.start) / (range.end - range.start)))
  }

  /// `TransitionUtils.lerp(…, allowOvershoot: true)`: outside [0, 1] the plain interpolation;
  /// inside, a below the range, b above it, else interpolated over it.
  static func lerpOvershooting(_ a: Float, _ b: Float, _ range: Thresholds, _ p: Float) -> Float {
    if p < 0 || p > 1 { return lerp(a, b, p) }
    if p < range.start { return a }
    if p > range.end { return b }
    return lerp(a, b, (p - range.start) / (range.end - range.start))
  }

  /// The fade-through point, as a fraction of the fade range (`FADE_THROUGH_THRESHOLD`).
  public static let fadeThroughThreshold: Float = 0.35

  /// The two views' alphas (0…255) at progress `p` and whether the end view is drawn on top.
  public func alphas(at p: Float) -> (start: Int, end: Int, endOnTop: Bool) {
    let fade = thresholds.fade
    var mode = fadeMode
    if !isEntering && (mode == .in || mode == .out) { mode = mode == .in ? .out : .in }
    switch mode {
    case .in: return (255, Self.lerp(0, 255, fade, p), true)
    case .out: return (Self.lerp(255, 0, fade, p), 255, false)
    case .cross: return (Self.lerp(255, 0, fade, p), Self.lerp(0, 255, fade, p), false)
    case .through:
      let split = fade.start + (fade.end - fade.start) * Self.fadeThroughThreshold
      return (
        Self.lerp(255, 0, Thresholds(fade.start, split), p), Self.lerp(0, 255, Thresholds(split, fade.end), p), false
      )
    }
  }

  /// The fit at a progress (`FitModeResult`): each view's scale and current size.
  public struct Fit: Hashable, Sendable {
    public var startScale: Float
    public var endScale: Float
    public var startSize: (width: Float, height: Float)
    public var endSize: (width: Float, height: Float)

    public static func == (a: Fit, b: Fit) -> Bool {
      a.startScale == b.startScale && a.endScale == b.endScale && a.startSize == b.startSize
        && a.endSize == b.endSize
    }

    public func hash(into hasher: inout Hasher) {
      for value in [startScale, endScale, startSize.width, startSize.height, endSize.width, endSize.height] {
        hasher.combine(value)
      }
    }
  }

  /// Whether the auto fit matches widths (else heights): entering, when the end's height scaled to
  /// the start's width is at least the start's height; returning, the mirror.
  public var fitsWidth: Bool {
    switch fitMode {
    case .width: return true
    case .height: return false
    case .auto:
      let (sw, sh) = (Float(start.size.width), Float(start.size.height))
      let (ew, eh) = (Float(end.size.width), Float(end.size.height))
      return isEntering ? eh * sw / ew >= sh : sh * ew / sw >= eh
    }
  }

  /// Both views' scale and size at progress `p` (overshooting outside [0, 1]): the shared width
  /// (or height) interpolated over the scale thresholds, each view scaled to it.
  public func fit(at p: Float) -> Fit {
    let (sw, sh) = (Float(start.size.width), Float(start.size.height))
    let (ew, eh) = (Float(end.size.width), Float(end.size.height))
    let scale = thresholds.scale
    if fitsWidth {
      let width = Self.lerpOvershooting(sw, ew, scale, p)
      let (startScale, endScale) = (width / sw, width / ew)
      return Fit(
        startScale: startScale, endScale: endScale, startSize: (width, sh * startScale),
        endSize: (width, eh * endScale))
    }
    let height = Self.lerpOvershooting(sh, eh, scale, p)
    let (startScale, endScale) = (height / sh, height / eh)
    return Fit(
      startScale: startScale, endScale: endScale, startSize: (sw * startScale, height),
      endSize: (ew * endScale, height))
  }

  /// The scrim's paint alpha (0…255) at progress `p`: 0 → 255 entering, 255 → 0 returning, over the
  /// whole progress, truncated (its colour, 0x52000000, is black at 82/255).
  public func scrimAlpha(at p: Float) -> Int {
    Int(isEntering ? Self.lerp(0, 255, p) : Self.lerp(255, 0, p))
  }

  /// The path's ends: each bounds' top-centre point.
  public var pathStart: Point { Point(x: start.midX, y: start.minY) }
  public var pathEnd: Point { Point(x: end.midX, y: end.minY) }

  /// `MaterialArcMotion`'s control point, nil on a linear path.
  public var arcControlPoint: Point? {
    guard pathMotion == .arc else { return nil }
    let (a, b) = (pathStart, pathEnd)
    return a.y > b.y ? Point(x: b.x, y: a.y) : Point(x: a.x, y: b.y)
  }
}
