import Curves
import Geometry
import JSON
import Transitions

extension TransitionSpec {
  /// The transition this spec describes, validated: names resolve, numbers are finite and in
  /// range, every phase has a positive duration, every track's values have the property's shape.
  ///
  /// - Throws: ``SpecError`` naming the path of the value at fault and what is allowed.
  public func transition() throws(SpecError) -> Transition {
    try transition(at: .root)
  }

  func transition(at base: JSONPath) throws(SpecError) -> Transition {
    SpecBuildCounter.current?.increment()
    guard Self.readableVersions.contains(specVersion) else {
      throw SpecError(
        base.key("specVersion"), "specVersion \(specVersion); this tool reads 1 and 2 (2 is the current format)")
    }
    guard !name.isEmpty else { throw SpecError(base.key("name"), "a transition needs a name") }
    let container = self.container ?? Self.defaultContainer
    try SpecCheck.positive(container.width, base.key("container").index(0))
    try SpecCheck.positive(container.height, base.key("container").index(1))
    let views = try ViewTable(views, specVersion: specVersion, at: base.key("views"))
    let phases = try SpecPhases(self.phases, at: base.key("phases"))
    let end = phases.built.map(\.end).max() ?? 0
    let duration = self.duration ?? end
    try SpecCheck.positive(duration, base.key("duration"))
    guard duration <= Self.longestDuration else {
      throw SpecError(
        base.key("duration"),
        "duration \(duration) s is longer than a UI transition can be here (at most \(Self.longestDuration) s)")
    }
    guard duration >= end - 1e-12 else {
      throw SpecError(base.key("duration"), "duration \(duration) s ends before the last phase, which ends at \(end) s")
    }
    var tracks: [Track] = []
    for (i, spec) in (self.tracks ?? []).enumerated() {
      tracks += try spec.tracks(views: views, phases: phases, at: base.key("tracks").index(i))
    }
    for (i, match) in (self.matches ?? []).enumerated() {
      tracks += try match.tracks(views: views, phases: phases, at: base.key("matches").index(i))
    }
    let actions = try (self.actions ?? []).enumerated().map { i, action throws(SpecError) in
      try action.action(views: views, duration: duration, needsTime: true, at: base.key("actions").index(i))
    }
    let cancelActions = try (self.cancelActions ?? []).enumerated().map { i, action throws(SpecError) in
      try action.action(views: views, duration: duration, needsTime: false, at: base.key("cancelActions").index(i))
    }
    let discontinuities = try (self.discontinuities ?? []).enumerated().map { i, jump throws(SpecError) in
      try jump.discontinuity(views: views, duration: duration, at: base.key("discontinuities").index(i))
    }
    let endpoints = try self.endpoints.map { names throws(SpecError) in
      try names.enumerated().map { i, name throws(SpecError) in try views.id(name, at: base.key("endpoints").index(i)) }
    }
    if let interactive {
      try interactive.validate(at: base.key("interactive"), duration: duration, container: container)
    }
    let bounds = Rect(origin: .zero, size: container)
    let sublayer = try sublayerTransform.map { spec throws(SpecError) in
      try SpecCheck.transform(spec, referenceBox: container, at: base.key("sublayerTransform")).transform3D
    }
    return Transition(
      kind: TransitionKind(rawValue: name), operation: operation, duration: duration, viewNames: views.names,
      initialViews: views.states, phases: phases.built, tracks: tracks, actions: actions, cancelActions: cancelActions,
      discontinuities: discontinuities, primaryCurve: phases.primaryCurve(duration: duration), endpointViews: endpoints,
      container: sublayer.map { TransitionContainer(bounds: bounds, sublayerTransform: $0) })
  }
}

extension ActionSpec {
  func action(views: ViewTable, duration: Double, needsTime: Bool, at path: JSONPath) throws(SpecError)
    -> TransitionAction
  {
    let id = try views.id(view, at: path.key("view"))
    var time = 0.0
    if needsTime {
      guard let at else { throw SpecError(path.key("at"), "an action needs a time \"at\" (seconds)") }
      guard at.isFinite, at >= 0, at <= duration else {
        throw SpecError(path.key("at"), "\(at) is outside [0, \(duration)] s")
      }
      time = at
    }
    var changes: [TransitionAction.Change] = []
    if let alpha { try SpecCheck.finite(alpha, path.key("alpha")); changes.append(.alpha(alpha)) }
    if let hidden { changes.append(.hidden(hidden)) }
    if let zIndex { changes.append(.zIndex(zIndex)) }
    if let center { try SpecCheck.finite(center, path.key("center")); changes.append(.center(center)) }
    if let size {
      try SpecCheck.nonNegative(size.width, path.key("size").index(0))
      try SpecCheck.nonNegative(size.height, path.key("size").index(1))
      changes.append(.size(size))
    }
    if let transform {
      let size = views.states[id.index].size
      switch try SpecCheck.transform(transform, referenceBox: size, at: path.key("transform")) {
      case .affine(let t): changes.append(.transform(t))
      case let resolved: changes.append(.transform3D(resolved.transform3D))
      }
    }
    if let zPosition { try SpecCheck.finite(zPosition, path.key("zPosition")); changes.append(.zPosition(zPosition)) }
    if let anchorPointZ {
      try SpecCheck.finite(anchorPointZ, path.key("anchorPointZ")); changes.append(.anchorPointZ(anchorPointZ))
    }
    if let doubleSided { changes.append(.doubleSided(doubleSided)) }
    if let cornerRadius {
      try SpecCheck.nonNegative(cornerRadius, path.key("cornerRadius")); changes.append(.cornerRadius(cornerRadius))
    }
    if let shadowOpacity {
      try SpecCheck.finite(shadowOpacity, path.key("shadowOpacity")); changes.append(.shadowOpacity(shadowOpacity))
    }
    if let tint { try SpecCheck.finite(tint, path.key("tint")); changes.append(.tint(tint)) }
    guard changes.count == 1, let change = changes.first else {
      throw SpecError(path, "an action sets exactly one of \(ActionSpec.valueKeys); this one sets \(changes.count)")
    }
    return TransitionAction(view: id, at: time, change)
  }
}

extension DiscontinuitySpec {
  func discontinuity(views: ViewTable, duration: Double, at path: JSONPath) throws(SpecError) -> DesignedDiscontinuity {
    let id = try views.id(view, at: path.key("view"))
    guard at.isFinite, at >= 0, at <= duration else {
      throw SpecError(path.key("at"), "\(at) is outside [0, \(duration)] s")
    }
    guard !reason.isEmpty else { throw SpecError(path.key("reason"), "a designed discontinuity needs its reason") }
    return DesignedDiscontinuity(view: id, property: property, time: at, reason: reason)
  }
}
