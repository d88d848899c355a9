import Curves
import Geometry
import JSON

extension TransitionSpec {
  /// The transition this spec describes, validated: names resolve, numbers are finite and in
  /// range, every phase has a positive duration, every track's values have the property's shape.
  ///
  /// - Throws: ``SpecError`` naming the path of the value at fault and what is allowed.
  public func transition() throws(SpecError) -> Transition {
    try transition(at: .root)
  }

  func transition(at base: JSONPath) throws(SpecError) -> Transition {
    guard Self.readableVersions.contains(specVersion) else {
      throw SpecError(base.key("specVersion"), "specVersion \(specVersion); this tool reads 1 and 2 (2 is the current format)")
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
      throw SpecError(base.key("duration"), "duration \(duration) s is longer than a UI transition can be here (at most \(Self.longestDuration) s)")
    }
    guard duration >= end - 1e-12 else {
      throw SpecError(base.key("duration"), "duration \(duration) s ends before the last phase, which ends at \(end) s")
    }
    var tracks: [Track] = []
    for (i, spec) in (self.tracks ?? []).enumerated() {
      tracks += try spec.tracks(views: views, phases: phases, at: base.key("tracks").index(i))
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
    if let interactive { try interactive.validate(at: base.key("interactive"), duration: duration) }
    return Transition(
      kind: TransitionKind(rawValue: name), operation: operation, duration: duration, viewNames: views.names,
      initialViews: views.states, phases: phases.built, tracks: tracks, actions: actions, cancelActions: cancelActions,
      discontinuities: discontinuities, primaryCurve: phases.primaryCurve(duration: duration), endpointViews: endpoints)
  }
}

/// Range checks that name the path.
enum SpecCheck {
  static func finite(_ value: Double, _ path: JSONPath) throws(SpecError) {
    guard value.isFinite else { throw SpecError(path, "\(value) is not a finite number") }
  }

  static func positive(_ value: Double, _ path: JSONPath) throws(SpecError) {
    guard value.isFinite, value > 0 else { throw SpecError(path, "\(value): a finite number > 0 is needed") }
  }

  static func nonNegative(_ value: Double, _ path: JSONPath) throws(SpecError) {
    guard value.isFinite, value >= 0 else { throw SpecError(path, "\(value): a finite number ≥ 0 is needed") }
  }

  static func finite(_ point: Point, _ path: JSONPath) throws(SpecError) {
    try finite(point.x, path.index(0))
    try finite(point.y, path.index(1))
  }

  static func curve(_ text: String, _ path: JSONPath) throws(SpecError) -> CubicTimingFunction {
    do { return try CubicTimingFunction(parsing: text) } catch { throw SpecError(path, "\(error)") }
  }
}

extension ActionSpec {
  func action(views: ViewTable, duration: Double, needsTime: Bool, at path: JSONPath) throws(SpecError) -> TransitionAction {
    let id = try views.id(view, at: path.key("view"))
    var time = 0.0
    if needsTime {
      guard let at else { throw SpecError(path.key("at"), "an action needs a time \"at\" (seconds)") }
      guard at.isFinite, at >= 0, at <= duration else { throw SpecError(path.key("at"), "\(at) is outside [0, \(duration)] s") }
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
      let t = transform.transform
      for (k, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() where !value.isFinite {
        throw SpecError(path.key("transform"), "entry \(k) of the transform is \(value): all must be finite")
      }
      changes.append(.transform(t))
    }
    if let cornerRadius { try SpecCheck.nonNegative(cornerRadius, path.key("cornerRadius")); changes.append(.cornerRadius(cornerRadius)) }
    if let shadowOpacity { try SpecCheck.finite(shadowOpacity, path.key("shadowOpacity")); changes.append(.shadowOpacity(shadowOpacity)) }
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
    guard at.isFinite, at >= 0, at <= duration else { throw SpecError(path.key("at"), "\(at) is outside [0, \(duration)] s") }
    guard !reason.isEmpty else { throw SpecError(path.key("reason"), "a designed discontinuity needs its reason") }
    return DesignedDiscontinuity(view: id, property: property, time: at, reason: reason)
  }
}

extension InteractiveSpec {
  /// A completion curve and speed, where the spec gives them.
  static func validateCompletion(curve: String?, speed: Double?, at path: JSONPath, duration: Double) throws(SpecError) {
    if let curve { _ = try SpecCheck.curve(curve, path.key("completionCurve")) }
    if let speed {
      try SpecCheck.positive(speed, path.key("completionSpeed"))
      guard duration / speed <= TransitionSpec.longestDuration else {
        throw SpecError(path.key("completionSpeed"), "\(speed) makes a completion last up to \(duration / speed) s; at most \(TransitionSpec.longestDuration) s (completionSpeed ≥ \(duration / TransitionSpec.longestDuration))")
      }
    }
  }

  func validate(at path: JSONPath, duration: Double) throws(SpecError) {
    try Self.validateCompletion(curve: completionCurve, speed: completionSpeed, at: path, duration: duration)
    for (i, script) in (scripts ?? []).enumerated() {
      let scriptPath = path.key("scripts").index(i)
      try Self.validateCompletion(curve: script.completionCurve, speed: script.completionSpeed, at: scriptPath, duration: duration)
      guard !script.events.isEmpty else { throw SpecError(scriptPath.key("events"), "a script needs events") }
      var last = -Double.infinity
      for (j, event) in script.events.enumerated() {
        let eventPath = scriptPath.key("events").index(j)
        try SpecCheck.nonNegative(event.at, eventPath.key("at"))
        guard event.at >= last else { throw SpecError(eventPath.key("at"), "events must be in time order (\(event.at) s after \(last) s)") }
        last = event.at
        let kinds = [event.update != nil, event.finish != nil, event.cancel != nil, event.pause != nil].filter { $0 }.count
        guard kinds == 1 else { throw SpecError(eventPath, "an event is exactly one of update, finish, cancel, pause") }
        if let p = event.update, !(p >= 0 && p <= 1) { throw SpecError(eventPath.key("update"), "progress \(p) is outside [0, 1]") }
        if event.finish == false { throw SpecError(eventPath.key("finish"), "finish is true when present (omit it otherwise)") }
        if event.pause == false { throw SpecError(eventPath.key("pause"), "pause is true when present (omit it otherwise)") }
        let ends = event.finish != nil || event.cancel != nil
        guard ends == (j == script.events.count - 1) else {
          throw SpecError(eventPath, ends ? "finish or cancel ends a script: no event may follow it" : "a script ends with finish or cancel")
        }
      }
    }
  }
}
