import Curves
import Geometry

/// One named element of a CSS View Transition (`document.startViewTransition()`, same document) as
/// Chromium builds it: the `::view-transition-group(name)` pseudo-element animating from the old
/// element's geometry to the new one's, and its two images cross-fading inside it.
///
/// What the specification (CSS View Transitions Level 1, w3c/csswg-drafts
/// css-view-transitions-1/Overview.bs at 86f20cc, "Setup transition pseudo-elements" and the user
/// agent style sheet) and Chromium (third_party/blink/renderer/core/view_transition/
/// view_transition_style_builder.cc at 0bc5104, and Chromium 156 run headless here) do:
///
/// - **A capture** (``Capture``) is an element's border box size and its `transform`: the matrix
///   that maps the border box into the snapshot containing block (the viewport, scroll already
///   subtracted), about the box's centre (the group's `transform-origin` is its initial 50 % 50 %).
///   For an element without a transform it is the translation to the border box's top-left.
/// - **The group** has one `from` keyframe (the old capture's `transform`, `width`, `height`); its
///   `to` is the new capture. `animation-duration: 0.25s`, `animation-fill-mode: both`, and
///   `animation-timing-function: ease` on the keyframes (so p = ease(t / 0.25 s), clamped to the
///   ends outside the run). Width and height are interpolated linearly in p; the `matrix()` values
///   by Chromium's decomposition (`TransformInterpolation.chromium`).
/// - **The images** (`::view-transition-old`, `::view-transition-new`) are as wide as the group,
///   as tall as their own aspect ratio makes them (`block-size: auto`), top-aligned; the old one's
///   opacity is 1 − p, the new one's p, both blended with `plus-lighter` in an isolated image pair,
///   so two identical pixels add up to exactly the pixel (the opacities sum to 1 exactly in
///   `Double`, ``opacity(of:at:)``).
/// - **Nested groups** (`view-transition-group: contain` on the parent, Level 2, Chromium 156): a
///   child's capture is re-expressed in its parent's `::view-transition-group-children` box (the
///   parent's padding box), the parent's transform divided out (``nested(in:oldBorder:newBorder:)``).
///
/// Numbers pinned in the tests are Chromium 156's, read back with `getComputedStyle` on the
/// pseudo-elements of a paused transition. Chromium reports `width` and `height` floored to
/// 1/64 px (LayoutUnit); the model keeps the exact values.
///
/// UIKit equivalent: none; the nearest is a snapshot animated from one frame to another in a
/// transition's container view, cross-dissolving into the destination's snapshot.
public struct ViewTransitionGroup: Hashable, Sendable {
  /// An element's captured geometry: its border box size and the group's `transform` for it.
  public struct Capture: Hashable, Sendable {
    /// The border box size (the group's `width` and `height`).
    public var size: Size
    /// The group's `transform`: it maps the border box into the viewport about the box's centre
    /// (a point x of the box, top-left origin, goes to transform(x − c) + c, c = size / 2, then
    /// divided by w).
    public var transform: Transform3D

    /// A capture of `size` whose group `transform` is `transform`.
    ///
    /// - Throws: ``SharedElementError`` when a number is not finite or the size is not positive
    ///   (the images' heights divide by the width).
    public init(size: Size, transform: Transform3D = .identity) throws(SharedElementError) {
      for (name, value) in [("width", size.width), ("height", size.height)] where !value.isFinite {
        throw .nonFinite(name, value)
      }
      guard size.width > 0, size.height > 0 else { throw .emptyBounds("the captured element", size) }
      for (index, value) in transform.values.enumerated() where !value.isFinite {
        throw .nonFinite("transform.m\(index / 4 + 1)\(index % 4 + 1)", value)
      }
      self.size = size
      self.transform = transform
    }

    /// The capture of an element without a transform whose border box is `frame` in the viewport.
    public init(frame: Rect) throws(SharedElementError) {
      for (name, value) in [("x", frame.origin.x), ("y", frame.origin.y)] where !value.isFinite {
        throw .nonFinite(name, value)
      }
      try self.init(size: frame.size, transform: Transform3D(translationX: frame.minX, y: frame.minY, z: 0))
    }

    /// The capture of an element of `size` whose border box (top-left origin) goes into the
    /// viewport by `mapping` (its own transform and its ancestors', as `convert` computes it):
    /// the group's transform is mapping re-expressed about the box's centre.
    public init(size: Size, mapping: Transform3D) throws(SharedElementError) {
      let c = Point(x: size.width / 2, y: size.height / 2)
      try self.init(size: size, transform: Self.aboutCentre(mapping, c))
    }

    /// The map from the border box (top-left origin) into the viewport: T(−c)·transform·T(c).
    public var mapping: Transform3D {
      let c = centre
      return Transform3D(translationX: -c.x, y: -c.y, z: 0).concatenating(transform)
        .concatenating(Transform3D(translationX: c.x, y: c.y, z: 0))
    }

    /// The box's centre in its own space, (width / 2, height / 2).
    public var centre: Point { Point(x: size.width / 2, y: size.height / 2) }

    static func aboutCentre(_ mapping: Transform3D, _ c: Point) -> Transform3D {
      Transform3D(translationX: c.x, y: c.y, z: 0).concatenating(mapping)
        .concatenating(Transform3D(translationX: -c.x, y: -c.y, z: 0))
    }
  }

  /// The group's two images.
  public enum Image: String, Hashable, Sendable, CaseIterable {
    /// `::view-transition-old(name)`: the old element's snapshot, fading out.
    case old
    /// `::view-transition-new(name)`: the new element's live image, fading in.
    case new
  }

  /// The old element's capture (the group's `from` keyframe).
  public var old: Capture
  /// The new element's capture (the group's `to`).
  public var new: Capture
  /// `animation-duration` in seconds: 0.25 by default.
  public var duration: Double
  /// `animation-timing-function`: `ease`, cubic-bezier(0.25, 0.1, 0.25, 1), by default.
  public var timingFunction: CubicTimingFunction

  /// The user agent's default duration, 0.25 s.
  public static let defaultDuration = 0.25

  /// A paired group from `old` to `new`.
  ///
  /// - Throws: ``SharedElementError/nonPositiveDuration(_:)`` when `duration` is not a positive
  ///   finite number of seconds.
  public init(
    old: Capture, new: Capture, duration: Double = ViewTransitionGroup.defaultDuration,
    timingFunction: CubicTimingFunction = .default
  ) throws(SharedElementError) {
    guard duration > 0, duration.isFinite else { throw .nonPositiveDuration(duration) }
    (self.old, self.new, self.duration, self.timingFunction) = (old, new, duration, timingFunction)
  }

  /// The eased progress at `time` seconds after the animations start: ease(t / duration), with
  /// `fill: both` holding 0 before the start and 1 after the end.
  public func progress(atTime time: Double) -> Double {
    timingFunction.progress(at: min(max(time / duration, 0), 1))
  }

  /// The group's `width`, `height` and `transform` at eased progress `p` (p outside [0, 1]
  /// extrapolates, as an overshooting author curve does).
  public func capture(at p: Double) -> Capture { capture(at: p, along: transformInterpolation) }

  /// The two captures' transforms prepared for Chromium's interpolation (decomposed once; a
  /// track that samples the group every frame keeps it).
  var transformInterpolation: PreparedTransformInterpolation {
    PreparedTransformInterpolation(from: old.transform, to: new.transform, using: .chromium)
  }

  /// ``capture(at:)`` with the transforms' interpolation already prepared (the same bits).
  func capture(at p: Double, along interpolation: PreparedTransformInterpolation) -> Capture {
    let size = Size(
      width: old.size.width + (new.size.width - old.size.width) * p,
      height: old.size.height + (new.size.height - old.size.height) * p)
    // Built member by member: an extrapolated size can reach 0 or below, which init refuses.
    var capture = old
    (capture.size, capture.transform) = (size, interpolation.transform(at: p))
    return capture
  }

  /// The group's opacity-free layer state at progress `p` in the viewport: centre, size and the
  /// transform about the centre (the translation moved into the centre when the matrix has no
  /// perspective, so ``ViewState/frame`` reads the box a page shows).
  public func groupState(at p: Double) -> ViewState { Self.groupState(of: capture(at: p)) }

  /// The layer state of the group `group` (a capture at some progress).
  static func groupState(of group: Capture) -> ViewState {
    ViewState(size: group.size, mapping: group.mapping)
  }

  /// An image's layer state at progress `p`: as wide as the group, its own aspect ratio's height,
  /// top-aligned in the group, with its opacity.
  public func imageState(_ image: Image, at p: Double) -> ViewState {
    imageState(image, in: capture(at: p), at: p)
  }

  /// An image's layer state in the group `group`, the group at progress `p`.
  func imageState(_ image: Image, in group: Capture, at p: Double) -> ViewState {
    let own = image == .old ? old.size : new.size
    let size = Size(width: group.size.width, height: group.size.width * own.height / own.width)
    var state = ViewState(size: size, mapping: group.mapping)
    state.alpha = opacity(of: image, at: p)
    return state
  }

  /// An image's opacity at progress `p`: 1 − p for the old one, p for the new one (their sum is
  /// exactly 1 for p in [0, 1], so `plus-lighter` over identical pixels gives the pixel).
  public func opacity(of image: Image, at p: Double) -> Double {
    image == .old ? 1 - p : p
  }
}
