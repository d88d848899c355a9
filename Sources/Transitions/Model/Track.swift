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
    /// The 2D transform (`UIView.transform`), from the first to the second: decomposed, lerped
    /// and recomposed, as Core Animation interpolates transforms (the `TransformInterpolation.coreAnimation`
    /// policy, for two 2D ends CSS Level 1's decomposition). An end without a decomposition (a
    /// zero scale) does not animate: the value is the second from the first frame on, as in
    /// Core Animation (see ``TransformAnimation``).
    case transform(AffineTransform, AffineTransform)
    /// The transform in 3D (`layer.transform`), between two matrices or function by function.
    case transform3D(TransformAnimation)
    /// `layer.zPosition`, from the first value to the second, in points.
    case zPosition(Double, Double)
    /// `layer.anchorPointZ`, from the first value to the second, in points.
    case anchorPointZ(Double, Double)
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
    /// The view carried along path data as CSS `offset-path` carries it: by distance, turned
    /// along the path or by an angle, placed by an anchor (``MotionPath``). Writes the centre, and
    /// the transform when the view turns.
    case motionPath(MotionPath)
    /// One view of a matched pair, placed and faded by a shared-element model
    /// (``SharedElementTrack``).
    case sharedElement(SharedElementTrack)
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
    /// `layer.zPosition`, the depth after the transform.
    case zPosition
    /// `layer.anchorPointZ`, the depth of the point the transform turns about.
    case anchorPointZ
    /// `layer.isDoubleSided` (written by actions only).
    case doubleSided
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
  public static func frame(_ view: ViewID, from a: Rect, to b: Rect, phase: Int, childCurve: CubicTimingFunction? = nil)
    -> [Track]
  {
    let (ra, rb) = (a.standardized, b.standardized)
    return [
      Track(
        view: view, .center(Point(x: ra.midX, y: ra.midY), Point(x: rb.midX, y: rb.midY)), phase: phase,
        childCurve: childCurve),
      Track(view: view, .size(ra.size, rb.size), phase: phase, childCurve: childCurve),
    ]
  }

  /// A frame animation of the view named by a ``TransitionViews`` case.
  public static func frame<Views: TransitionViews>(
    _ view: Views, from a: Rect, to b: Rect, phase: Int, childCurve: CubicTimingFunction? = nil
  ) -> [Track] {
    frame(view.id, from: a, to: b, phase: phase, childCurve: childCurve)
  }

  /// The properties this track writes.
  public var properties: [Property] {
    switch value {
    case .center, .path, .pathByParameter: [.center]
    case .motionPath(let motion): motion.writesTransform ? [.center, .transform] : [.center]
    case .size: [.size]
    case .transform, .transform3D: [.transform]
    case .zPosition: [.zPosition]
    case .anchorPointZ: [.anchorPointZ]
    case .alpha: [.alpha]
    case .cornerRadius: [.cornerRadius]
    case .shadowOpacity: [.shadowOpacity]
    case .maskRadius: [.mask]
    case .tint: [.tint]
    case .sharedElement(let track): track.properties
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
    case .transform(let a, let b): state.transform = Self.transform(a, b, q)
    case .transform3D(let animation): state.transform3D = animation.sample(q)
    case .zPosition(let a, let b): state.zPosition = a.interpolated(to: b, fraction: q)
    case .anchorPointZ(let a, let b): state.anchorPointZ = a.interpolated(to: b, fraction: q)
    case .alpha(let a, let b): state.alpha = a.interpolated(to: b, fraction: q)
    case .cornerRadius(let a, let b): state.cornerRadius = a.interpolated(to: b, fraction: q)
    case .shadowOpacity(let a, let b): state.shadowOpacity = a.interpolated(to: b, fraction: q)
    case .maskRadius(let center, let a, let b):
      state.mask = CircleMask(center: center, radius: a.interpolated(to: b, fraction: q))
    case .tint(let a, let b): state.tint = a.interpolated(to: b, fraction: q)
    case .path(let sampler, let reversed): state.center = sampler.point(atFraction: reversed ? 1 - q : q)
    case .pathByParameter(let segments, let reversed): state.center = Self.point(on: segments, at: reversed ? 1 - q : q)
    case .motionPath(let motion): motion.apply(progress: q, to: &state)
    case .sharedElement(let track): track.apply(progress: q, to: &state)
    }
  }
}

extension Track.Value {
  /// The same animation run backwards: the ends swapped, a path travelled the other way. A
  /// track with this value inside a time-reversed phase retraces the original.
  public var reversed: Track.Value {
    switch self {
    case .center(let a, let b): .center(b, a)
    case .size(let a, let b): .size(b, a)
    case .transform(let a, let b): .transform(b, a)
    case .transform3D(let animation): .transform3D(animation.reversed)
    case .zPosition(let a, let b): .zPosition(b, a)
    case .anchorPointZ(let a, let b): .anchorPointZ(b, a)
    case .alpha(let a, let b): .alpha(b, a)
    case .cornerRadius(let a, let b): .cornerRadius(b, a)
    case .shadowOpacity(let a, let b): .shadowOpacity(b, a)
    case .maskRadius(let c, let a, let b): .maskRadius(center: c, from: b, to: a)
    case .tint(let a, let b): .tint(b, a)
    case .path(let s, let reversed): .path(s, reversed: !reversed)
    case .pathByParameter(let s, let reversed): .pathByParameter(s, reversed: !reversed)
    case .motionPath(let motion): .motionPath(motion.reversed)
    case .sharedElement(let track): .sharedElement(track.reversed)
    }
  }
}

extension Track {
  /// Core Animation's interpolation of two 2D transforms: CSS Level 1's decomposition (WebKit's
  /// `blend2`, the `TransformInterpolation.coreAnimation` policy for 2D ends), except that an
  /// end without a decomposition (determinant 0, or not finite) does not animate: the second
  /// value from the first frame on.
  @usableFromInline
  package static func transform(_ a: AffineTransform, _ b: AffineTransform, _ q: Double) -> AffineTransform {
    if q == 0 { return a }
    func decomposable(_ t: AffineTransform) -> Bool {
      let d = t.determinant
      return d != 0 && d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
    guard decomposable(a), decomposable(b) else { return b }
    return a.interpolated(to: b, fraction: q)
  }

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
