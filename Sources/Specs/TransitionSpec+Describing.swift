import Curves
import Geometry
import JSON
import Transitions

extension TransitionSpec {
  /// The spec of a built transition: the file that builds it again, frame for frame (what
  /// `transition-bench spec NAME` prints, and how `examples/` is made from the catalogue).
  ///
  /// Views are written with `bounds` and `center` (and a transform matrix when not identity), in
  /// the container's space; curves by preset name when they are one, else as `cubic-bezier`;
  /// springs as `{mass, stiffness, damping, initialVelocity}` (shortest round-trip numbers, so
  /// the rebuilt spring is bit-identical); frames as their centre and size tracks; paths as the
  /// single quadratic or cubic Bézier they are.
  ///
  /// - Throws: ``SpecError`` for what the format cannot state: a path of several segments,
  ///   keyframe phases in a cubic mode (their tension, continuity and bias are not kept), or a
  ///   spring that does not start from rest at 0 progress.
  public init(describing t: Transition, container: Size = TransitionSpec.defaultContainer) throws(SpecError) {
    specVersion = Self.version
    name = t.kind.rawValue
    operation = t.operation
    duration = t.duration
    self.container = container == Self.defaultContainer ? nil : container
    if let c = t.container {
      guard c.bounds == Rect(origin: .zero, size: container) else {
        throw SpecError(
          JSONPath.root.key("container"),
          "the transition's container bounds \(c.bounds) are not [0, 0] and the spec's container \(container)")
      }
      sublayerTransform = c.sublayerTransform.isIdentity ? nil : .matrix3D(c.sublayerTransform)
    }
    views = t.initialViews.enumerated().map { i, v in
      ViewSpec(
        name: t.viewNames[i], parent: nil, frame: nil, bounds: Rect(origin: .zero, size: v.size), center: v.center,
        transform: v.transform3D == .identity
          ? nil : v.transform3D.affine.map { .matrix($0) } ?? .matrix3D(v.transform3D),
        alpha: v.alpha == 1 ? nil : v.alpha,
        cornerRadius: v.cornerRadius == 0 ? nil : v.cornerRadius,
        mask: v.mask.map { MaskSpec(center: $0.center, radius: $0.radius) },
        shadowOpacity: v.shadowOpacity == 0 ? nil : v.shadowOpacity, hidden: v.isHidden ? true : nil, zIndex: v.zIndex,
        tint: v.tint == 0 ? nil : v.tint,
        zPosition: v.zPosition == 0 ? nil : v.zPosition, anchorPointZ: v.anchorPointZ == 0 ? nil : v.anchorPointZ,
        doubleSided: v.isDoubleSided ? nil : false)
    }
    phases = try t.phases.enumerated().map { i, p throws(SpecError) in
      PhaseSpec(
        name: p.name, start: p.start == 0 ? nil : p.start, duration: p.duration,
        timing: try Self.timing(p.curve, at: JSONPath.root.key("phases").index(i)), reversed: p.isReversed ? true : nil)
    }
    let matches = try Self.matches(of: t)
    self.matches = matches
    tracks = try t.tracks.indices.filter { !Self.isRedundant($0, in: t) && !t.tracks[$0].isSharedElement }
      .enumerated().map {
        i, index throws(SpecError) in
        try Self.track(t.tracks[index], in: t, at: JSONPath.root.key("tracks").index(i))
      }
    if matches != nil, tracks?.isEmpty == true { tracks = nil }
    func action(_ a: TransitionAction, time: Bool) -> ActionSpec {
      var spec = ActionSpec(view: t.viewNames[a.view.index], at: time ? a.time : nil)
      switch a.change {
      case .alpha(let x): spec.alpha = x
      case .hidden(let h): spec.hidden = h
      case .zIndex(let z): spec.zIndex = z
      case .center(let p): spec.center = p
      case .size(let size): spec.size = size
      case .transform(let transform): spec.transform = .matrix(transform)
      case .cornerRadius(let r): spec.cornerRadius = r
      case .shadowOpacity(let o): spec.shadowOpacity = o
      case .tint(let x): spec.tint = x
      case .transform3D(let transform): spec.transform = .matrix3D(transform)
      case .zPosition(let z): spec.zPosition = z
      case .anchorPointZ(let z): spec.anchorPointZ = z
      case .doubleSided(let d): spec.doubleSided = d
      }
      return spec
    }
    actions = t.actions.isEmpty ? nil : t.actions.map { action($0, time: true) }
    cancelActions = t.cancelActions.isEmpty ? nil : t.cancelActions.map { action($0, time: false) }
    discontinuities =
      t.discontinuities.isEmpty
      ? nil
      : t.discontinuities.map {
        DiscontinuitySpec(view: t.viewNames[$0.view.index], property: $0.property, at: $0.time, reason: $0.reason)
      }
    let all = t.initialViews.indices.map(ViewID.init(index:))
    endpoints = t.endpointViews == all ? nil : t.endpointViews.map { t.viewNames[$0.index] }
  }

  /// Whether the track at `index` (in governing order) changes nothing at any time, so the spec
  /// need not state it: its value is constant (a frame whose size does not change leaves such a
  /// size track), and without it the property shows that value all the same — as the first
  /// track on its (view, property) it shows its value from t = 0 until the next one takes over,
  /// so the next one's `from` (or, with none, the view's start state) must be it; after another
  /// track, that track must have finished by its start and ended on it.
  static func isRedundant(_ index: Int, in t: Transition) -> Bool {
    let track = t.tracks[index]
    // A 3D transform between equal ends still recomposes its decomposition in between, which can
    // differ from the end by rounding: such a track is kept, so that the spec rebuilds exactly.
    if case .transform3D = track.value { return false }
    guard track.isConstant, let value = track.endValue else { return false }
    let same = t.tracks.indices.filter {
      t.tracks[$0].view == track.view && t.tracks[$0].properties == track.properties
    }
    guard let position = same.firstIndex(of: index) else { return false }
    if position == same.startIndex {
      guard position + 1 < same.endIndex else { return track.keepsState(t.initialViews[track.view.index]) }
      return t.tracks[same[position + 1]].startValue == value
    }
    let previous = t.tracks[same[position - 1]]
    return t.phases[previous.phase].end <= t.phases[track.phase].start && previous.endValue == value
  }

  static func curveText(_ curve: CubicTimingFunction) -> String {
    CubicTimingFunction.presets.first { $0.curve == curve }?.name ?? curve.description
  }

  /// An easing as a spec writes it: a cubic by its preset name where it has one.
  static func easingText(_ easing: EasingFunction) -> String {
    easing.cubic.map(curveText) ?? "\(easing)"
  }

  static func timing(_ curve: TransitionPhase.Curve, at path: JSONPath) throws(SpecError) -> TimingSpec {
    switch curve {
    case .easing(let easing): return .cubic(easingText(easing))
    case .spring(let motion):
      guard motion.initialDisplacement == -1 else {
        throw SpecError(path, "a spring phase must run progress from 0 to 1")
      }
      let s = motion.spring
      return .spring(
        SpringSpec(
          mass: s.mass, stiffness: s.stiffness, damping: s.damping,
          initialVelocity: motion.initialVelocity == 0 ? nil : motion.initialVelocity))
    case .keyframes(let track):
      guard track.mode != .cubic && track.mode != .cubicPaced else {
        throw SpecError(
          path, "keyframes in a cubic mode cannot be written back (their tension, continuity and bias are not kept)")
      }
      return .keyframes(
        KeyframesSpec(
          values: track.values, keyTimes: track.mode == .paced ? nil : track.keyTimes, mode: track.mode,
          timingFunctions: track.easings?.map(easingText), timingFunction: track.easing.map(easingText)))
    case .decay(let decay):
      guard let notation = decay.notation else {
        throw SpecError(path, "a decay phase built from a motion without its law's name cannot be written back")
      }
      let motion = decay.motion
      return .decay(
        DecaySpec(
          law: notation.law, velocity: motion.initialVelocity, from: motion.origin == 0 ? nil : motion.origin,
          parameters: notation.parameters))
    }
  }

  static func track(_ track: Track, in t: Transition, at path: JSONPath) throws(SpecError) -> TrackSpec {
    var spec = TrackSpec(
      view: t.viewNames[track.view.index], phase: .index(track.phase), childTiming: track.childCurve.map(curveText))
    func set(_ property: SpecProperty, _ a: SpecValue, _ b: SpecValue) {
      spec.property = property
      spec.from = a
      spec.to = b
    }
    switch track.value {
    case .center(let a, let b): set(.center, .numbers([a.x, a.y]), .numbers([b.x, b.y]))
    case .size(let a, let b): set(.size, .numbers([a.width, a.height]), .numbers([b.width, b.height]))
    case .transform(let a, let b):
      set(.transform, .numbers([a.a, a.b, a.c, a.d, a.tx, a.ty]), .numbers([b.a, b.b, b.c, b.d, b.tx, b.ty]))
    case .alpha(let a, let b): set(.alpha, .number(a), .number(b))
    case .cornerRadius(let a, let b): set(.cornerRadius, .number(a), .number(b))
    case .shadowOpacity(let a, let b): set(.shadowOpacity, .number(a), .number(b))
    case .tint(let a, let b): set(.tint, .number(a), .number(b))
    case .transform3D(let animation):
      if let lists = animation.lists {
        set(.transform, .transform(.css(lists.from.cssText)), .transform(.css(lists.to.cssText)))
      } else {
        set(.transform, .numbers(animation.from.values), .numbers(animation.to.values))
      }
      if animation.policy != .coreAnimation { spec.interpolation = animation.policy.rawValue }
    case .zPosition(let a, let b): set(.zPosition, .number(a), .number(b))
    case .anchorPointZ(let a, let b): set(.anchorPointZ, .number(a), .number(b))
    case .maskRadius(let center, let a, let b):
      guard t.initialViews[track.view.index].mask?.center == center else {
        throw SpecError(path, "a mask track's centre must be the view's declared mask centre")
      }
      set(.maskRadius, .number(a), .number(b))
    case .path(let sampler, let reversed):
      spec.path = try Self.path(sampler.segments, at: path)
      spec.reversed = reversed ? true : nil
    case .pathByParameter(let segments, let reversed):
      spec.path = try Self.path(segments, at: path)
      spec.paced = false
      spec.reversed = reversed ? true : nil
    case .motionPath(let motion):
      spec.path = .data(Self.motionSpec(motion))
    case .sharedElement:
      throw SpecError(path, "a shared-element track is written as one of the spec's matches")
    }
    return spec
  }

  /// A motion path as its spec: the data as written, the distances in points, the rotation in
  /// radians (`auto`, `reverse`, or the angle in `rad`, so that it reads back to the same bits),
  /// the anchor when it is not the centre.
  static func motionSpec(_ motion: MotionPath) -> MotionPathSpec {
    let r = motion.rotation
    let rotate: String? =
      switch (r.followsPath, r.angle) {
      case (false, 0): nil
      case (true, 0): "auto"
      case (true, .pi): "reverse"
      case (true, _): "auto \(r.angle)rad"
      case (false, _): "\(r.angle)rad"
      }
    return MotionPathSpec(
      data: motion.data.description, offsetDistance: [.points(motion.from), .points(motion.to)], offsetRotate: rotate,
      offsetAnchor: motion.anchor == Point(x: 0.5, y: 0.5) ? nil : motion.anchor)
  }

  static func path(_ segments: [PathSegment], at path: JSONPath) throws(SpecError) -> PathSpec {
    guard segments.count == 1, let segment = segments.first else {
      throw SpecError(path, "only a path of one Bézier segment can be written as a spec")
    }
    switch segment {
    case .quad(let q): return .quad(from: q.p0, control: q.p1, to: q.p2)
    case .cubic(let c): return .cubic(from: c.p0, control1: c.p1, control2: c.p2, to: c.p3)
    case .line(let l):
      return .quad(from: l.p0, control: Point(x: (l.p0.x + l.p1.x) / 2, y: (l.p0.y + l.p1.y) / 2), to: l.p1)
    case .arc:
      throw SpecError(path, "only a path of one Bézier segment can be written as a spec, not an arc")
    }
  }
}
