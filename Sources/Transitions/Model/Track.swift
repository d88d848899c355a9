import Curves
import Geometry

/// One animated property of one view over one phase, from a value to a value.
public struct Track: Sendable {
  /// What is animated, with its end values.
  public enum Value: Sendable {
    /// The centre (`UIView.center`), from the first point to the second, in points.
    case center(Point, Point)
    /// The bounds size, from the first to the second, in points.
    case size(Size, Size)
    /// The transform, from the first to the second: decomposed, lerped and recomposed, as Core
    /// Animation interpolates transforms.
    case transform(AffineTransform, AffineTransform)
    /// The opacity, from the first value to the second (unclamped).
    case alpha(Double, Double)
    /// The corner radius, from the first value to the second, in points.
    case cornerRadius(Double, Double)
    /// The shadow opacity, from the first value to the second (unclamped).
    case shadowOpacity(Double, Double)
    /// A circular mask about a fixed centre.
    case maskRadius(center: Point, from: Double, to: Double)
    /// The tint (a colour mix in [0, 1]), from the first value to the second.
    case tint(Double, Double)
    /// The centre moved along a path at constant speed (paced), forwards or backwards.
    case path(PacedSampler, reversed: Bool)
    /// The centre moved along a path by its parameter, each segment an equal share of the time
    /// (`CAKeyframeAnimation.path` with `calculationMode = .linear`), forwards or backwards.
    case pathByParameter([PathSegment], reversed: Bool)
  }

  /// The property, for continuity reports and designed-discontinuity names.
  public enum Property: String, Hashable, Sendable, CaseIterable, Codable {
    /// The centre (written by centre and path tracks).
    case center
    /// The bounds size.
    case size
    /// The transform.
    case transform
    /// The opacity (written by tracks and actions).
    case alpha
    /// The corner radius.
    case cornerRadius
    /// The shadow opacity.
    case shadowOpacity
    /// The circular mask (written by mask-radius tracks).
    case mask
    /// The tint.
    case tint
    /// Visibility (written by actions only).
    case isHidden
    /// The stacking order (written by actions only).
    case zIndex
  }

  /// The view it animates.
  public var view: ViewID
  /// What it animates, with its end values.
  public var value: Value
  /// The phase (index into the transition's phases) that drives it.
  public var phase: Int
  /// A curve applied after the phase's progress (a child animation's timing function inside a
  /// group: the group's curve warps the child's time, then the child's curve applies).
  public var childCurve: CubicTimingFunction?
  /// ``childCurve``'s index in the transition's curve table (−1: none), set by `Transition`.
  @usableFromInline var childCurveIndex = -1

  /// A track of `view` driven by phase `phase`.
  public init(view: ViewID, _ value: Value, phase: Int, childCurve: CubicTimingFunction? = nil) {
    self.view = view
    self.value = value
    self.phase = phase
    self.childCurve = childCurve
  }

  /// A track of the view named by a ``TransitionViews`` case.
  public init<Views: TransitionViews>(view: Views, _ value: Value, phase: Int, childCurve: CubicTimingFunction? = nil) {
    self.init(view: view.id, value, phase: phase, childCurve: childCurve)
  }

  /// A frame animation (identity transform, as UIKit's `frame` assumes): a centre track and a
  /// size track, which interpolate the frame's components exactly as interpolating the rect does
  /// (the centre of the interpolated rect is the interpolated centre).
  public static func frame(_ view: ViewID, from a: Rect, to b: Rect, phase: Int, childCurve: CubicTimingFunction? = nil) -> [Track] {
    let (ra, rb) = (a.standardized, b.standardized)
    return [
      Track(view: view, .center(Point(x: ra.midX, y: ra.midY), Point(x: rb.midX, y: rb.midY)), phase: phase, childCurve: childCurve),
      Track(view: view, .size(ra.size, rb.size), phase: phase, childCurve: childCurve),
    ]
  }

  /// A frame animation of the view named by a ``TransitionViews`` case.
  public static func frame<Views: TransitionViews>(_ view: Views, from a: Rect, to b: Rect, phase: Int, childCurve: CubicTimingFunction? = nil) -> [Track] {
    frame(view.id, from: a, to: b, phase: phase, childCurve: childCurve)
  }

  /// The properties this track writes.
  public var properties: [Property] {
    switch value {
    case .center, .path, .pathByParameter: [.center]
    case .size: [.size]
    case .transform: [.transform]
    case .alpha: [.alpha]
    case .cornerRadius: [.cornerRadius]
    case .shadowOpacity: [.shadowOpacity]
    case .maskRadius: [.mask]
    case .tint: [.tint]
    }
  }

  /// Writes the value at progress q into `state`. q is the track's final progress: the
  /// transition has already applied ``childCurve`` to its phase's progress (mirrored inside a
  /// reversed phase), so this does not apply it again.
  @inlinable
  public func apply(progress q: Double, to state: inout ViewState) {
    switch value {
    case .center(let a, let b): state.center = a.interpolated(to: b, fraction: q)
    case .size(let a, let b): state.size = a.interpolated(to: b, fraction: q)
    case .transform(let a, let b): state.transform = a.interpolated(to: b, fraction: q)
    case .alpha(let a, let b): state.alpha = a.interpolated(to: b, fraction: q)
    case .cornerRadius(let a, let b): state.cornerRadius = a.interpolated(to: b, fraction: q)
    case .shadowOpacity(let a, let b): state.shadowOpacity = a.interpolated(to: b, fraction: q)
    case .maskRadius(let center, let a, let b): state.mask = CircleMask(center: center, radius: a.interpolated(to: b, fraction: q))
    case .tint(let a, let b): state.tint = a.interpolated(to: b, fraction: q)
    case .path(let sampler, let reversed): state.center = sampler.point(atFraction: reversed ? 1 - q : q)
    case .pathByParameter(let segments, let reversed): state.center = Self.point(on: segments, at: reversed ? 1 - q : q)
    }
  }
}

extension Track {
  /// The point at fraction f of a path travelled by parameter: segment ⌊f·n⌋ at its local
  /// parameter f·n − ⌊f·n⌋ (the last segment's end at f = 1).
  @inlinable
  static func point(on segments: [PathSegment], at fraction: Double) -> Point {
    let n = segments.count
    let scaled = min(max(fraction, 0), 1) * Double(n)
    let index = min(Int(scaled), n - 1)
    return segments[index].point(at: scaled - Double(index))
  }
}

/// A discrete change at a moment (inclusive: in effect at t ≥ time), such as restoring a view's
/// opacity or removing a snapshot at the end of a transition.
public struct TransitionAction: Sendable {
  /// What a discrete change sets.
  public enum Change: Sendable {
    /// Sets the opacity.
    case alpha(Double)
    /// Hides the view (`true`) or shows it (`false`).
    case hidden(Bool)
    /// Sets the stacking order.
    case zIndex(Int)
    /// Sets the centre (`view.center = p`).
    case center(Point)
    /// Sets the bounds size.
    case size(Size)
    /// Sets the transform, as a completion reset does (`fromView.transform = .identity`).
    case transform(AffineTransform)
    /// Sets the corner radius.
    case cornerRadius(Double)
    /// Sets the shadow opacity.
    case shadowOpacity(Double)
    /// Sets the tint mix.
    case tint(Double)
  }

  /// The view it changes.
  public var view: ViewID
  /// When it takes effect (seconds; in effect at t ≥ time).
  public var time: Double
  /// What it sets.
  public var change: Change

  /// A change of `view` at `time`.
  public init(view: ViewID, at time: Double, _ change: Change) {
    self.view = view
    self.time = time
    self.change = change
  }

  /// A change of the view named by a ``TransitionViews`` case.
  public init<Views: TransitionViews>(view: Views, at time: Double, _ change: Change) {
    self.init(view: view.id, at: time, change)
  }

  /// The property it changes.
  public var property: Track.Property {
    switch change {
    case .alpha: .alpha
    case .hidden: .isHidden
    case .zIndex: .zIndex
    case .center: .center
    case .size: .size
    case .transform: .transform
    case .cornerRadius: .cornerRadius
    case .shadowOpacity: .shadowOpacity
    case .tint: .tint
    }
  }

  func apply(to state: inout ViewState) {
    switch change {
    case .alpha(let a): state.alpha = a
    case .hidden(let h): state.isHidden = h
    case .zIndex(let z): state.zIndex = z
    case .center(let p): state.center = p
    case .size(let size): state.size = size
    case .transform(let t): state.transform = t
    case .cornerRadius(let r): state.cornerRadius = r
    case .shadowOpacity(let o): state.shadowOpacity = o
    case .tint(let x): state.tint = x
    }
  }
}

/// A jump the transition makes on purpose, excluded from the continuity check by name.
public struct DesignedDiscontinuity: Hashable, Sendable, Codable {
  /// The view that jumps.
  public var view: ViewID
  /// The property that jumps.
  public var property: Track.Property
  /// When (seconds).
  public var time: Double
  /// Why, in words (the seed or the project choice behind it).
  public var reason: String

  /// A jump of `view`'s `property` at `time`.
  public init(view: ViewID, property: Track.Property, time: Double, reason: String) {
    self.view = view
    self.property = property
    self.time = time
    self.reason = reason
  }

  /// A jump of the view named by a ``TransitionViews`` case.
  public init<Views: TransitionViews>(view: Views, property: Track.Property, time: Double, reason: String) {
    self.init(view: view.id, property: property, time: time, reason: reason)
  }
}
