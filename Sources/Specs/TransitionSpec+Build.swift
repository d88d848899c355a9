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
    if let interactive { try interactive.validate(at: base.key("interactive"), duration: duration, container: container) }
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

  /// A cubic timing function (where only a cubic is accepted: completion curves, child timings,
  /// keyframe timing functions); a step or linear() function there is named as such.
  static func curve(_ text: String, _ path: JSONPath) throws(SpecError) -> CubicTimingFunction {
    do { return try CubicTimingFunction(parsing: text) } catch {
      // try?: only to name a steps() or linear() function in the error; the cubic reader's error is thrown otherwise.
      if let easing = try? EasingFunction(parsing: text), easing.cubic == nil {
        throw SpecError(path, "\(easing) is a CSS step or linear() function; here a cubic timing function is needed (a preset or cubic-bezier(x1, y1, x2, y2)): steps() and linear() time phases")
      }
      throw SpecError(path, "\(error)")
    }
  }

  /// Any timing function a phase accepts: a cubic, `steps(…)`, `step-start`, `step-end` or
  /// `linear(…)`.
  static func easing(_ text: String, _ path: JSONPath) throws(SpecError) -> EasingFunction {
    do { return try EasingFunction(parsing: text) } catch { throw SpecError(path, "\(error)") }
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
      let size = views.states[id.index].size
      switch try SpecCheck.transform(transform, referenceBox: size, at: path.key("transform")) {
      case .affine(let t): changes.append(.transform(t))
      case let resolved: changes.append(.transform3D(resolved.transform3D))
      }
    }
    if let zPosition { try SpecCheck.finite(zPosition, path.key("zPosition")); changes.append(.zPosition(zPosition)) }
    if let anchorPointZ { try SpecCheck.finite(anchorPointZ, path.key("anchorPointZ")); changes.append(.anchorPointZ(anchorPointZ)) }
    if let doubleSided { changes.append(.doubleSided(doubleSided)) }
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
  /// A completion curve and speed, where the spec gives them, for `model`.
  static func validateCompletion(curve: String?, speed: Double?, model: CompletionModel, at path: JSONPath, duration: Double) throws(SpecError) {
    if curve != nil || speed != nil, !model.takesCompletionCurveAndSpeed {
      let key = curve != nil ? "completionCurve" : "completionSpeed"
      throw SpecError(path.key(key), "\(model.rawValue) completes with its own curve and length (see CompletionModel): \(key) applies to uikit and androidPredictiveBack")
    }
    if let curve { _ = try SpecCheck.curve(curve, path.key("completionCurve")) }
    if let speed {
      try SpecCheck.positive(speed, path.key("completionSpeed"))
      guard duration / speed <= TransitionSpec.longestDuration else {
        throw SpecError(path.key("completionSpeed"), "\(speed) makes a completion last up to \(duration / speed) s; at most \(TransitionSpec.longestDuration) s (completionSpeed ≥ \(duration / TransitionSpec.longestDuration))")
      }
    }
  }

  /// A script's gesture fields: each its own, else the section's.
  func mergedGesture(for script: ScriptSpec) -> GestureSpec? {
    guard let own = script.gesture else { return gesture }
    guard let section = gesture else { return own }
    return GestureSpec(
      direction: own.direction ?? section.direction, distance: own.distance ?? section.distance,
      pinchEndScale: own.pinchEndScale ?? section.pinchEndScale, releaseThreshold: own.releaseThreshold ?? section.releaseThreshold,
      flingVelocity: own.flingVelocity ?? section.flingVelocity)
  }

  /// The gesture reading of a script: its own, else the section's, else a pan to the right over
  /// the container (each field falls back on its own).
  func gesture(for script: ScriptSpec, container: Size) -> GestureSpecification {
    let merged = mergedGesture(for: script)
    let direction = merged?.direction ?? .right
    let release = ReleaseRule(threshold: merged?.releaseThreshold ?? 0.5, flingVelocity: merged?.flingVelocity)
    var reading = GestureSpecification(direction: direction, container: container, pinchEndScale: merged?.pinchEndScale ?? 0, release: release)
    if let distance = merged?.distance { reading.distance = distance }
    return reading
  }

  /// A gesture reading's values, for `model`.
  static func validateGesture(_ gesture: GestureSpec?, model: CompletionModel, at path: JSONPath) throws(SpecError) {
    guard let gesture else { return }
    if let distance = gesture.distance { try SpecCheck.positive(distance, path.key("distance")) }
    if let scale = gesture.pinchEndScale {
      try SpecCheck.finite(scale, path.key("pinchEndScale"))
      guard scale != 1 else { throw SpecError(path.key("pinchEndScale"), "a pinch ending at scale 1 never moves: give another scale") }
    }
    if let threshold = gesture.releaseThreshold {
      guard threshold >= 0, threshold <= 1 else { throw SpecError(path.key("releaseThreshold"), "\(threshold) is outside [0, 1]") }
    }
    if let fling = gesture.flingVelocity { try SpecCheck.positive(fling, path.key("flingVelocity")) }
    if model == .flutterCupertino || model == .androidPredictiveBack {
      if let direction = gesture.direction, !direction.isHorizontal {
        throw SpecError(path.key("direction"), "\(model.rawValue) is a horizontal swipe: direction right or left, not \(direction.rawValue)")
      }
      for key in ["releaseThreshold", "flingVelocity"] where (key == "releaseThreshold" ? gesture.releaseThreshold != nil : gesture.flingVelocity != nil) {
        throw SpecError(path.key(key), "\(model.rawValue) decides a release by its own rule (see CompletionModel): \(key) applies to uikit and hero")
      }
    }
  }

  func validate(at path: JSONPath, duration: Double, container: Size) throws(SpecError) {
    let sectionModel = model ?? .uikit
    try Self.validateCompletion(curve: completionCurve, speed: completionSpeed, model: sectionModel, at: path, duration: duration)
    try Self.validateGesture(gesture, model: sectionModel, at: path.key("gesture"))
    var names: [String: Int] = [:]
    for (i, script) in (scripts ?? []).enumerated() {
      let scriptPath = path.key("scripts").index(i)
      let model = script.model ?? sectionModel
      let name = script.name ?? "script \(i)"
      if let other = names[name] {
        throw SpecError(script.name == nil ? scriptPath : scriptPath.key("name"), "\"\(name)\" names scripts[\(other)] too: each script's name (or its default, script <index>) must be unique")
      }
      names[name] = i
      try Self.validateCompletion(curve: script.completionCurve, speed: script.completionSpeed, model: model, at: scriptPath, duration: duration)
      // The section's completion curve and speed reach every script that has none of its own.
      if !model.takesCompletionCurveAndSpeed {
        if completionCurve != nil, script.completionCurve == nil {
          throw SpecError(path.key("completionCurve"), "scripts[\(i)] uses \(model.rawValue), which completes with its own curve: give completionCurve to the uikit and androidPredictiveBack scripts only")
        }
        if completionSpeed != nil, script.completionSpeed == nil {
          throw SpecError(path.key("completionSpeed"), "scripts[\(i)] uses \(model.rawValue), which completes with its own length: give completionSpeed to the uikit and androidPredictiveBack scripts only")
        }
      }
      // The reading the script uses, its fields merged with the section's.
      try Self.validateGesture(mergedGesture(for: script), model: model, at: script.gesture != nil ? scriptPath.key("gesture") : path.key("gesture"))
      guard !script.events.isEmpty else { throw SpecError(scriptPath.key("events"), "a script needs events") }
      var last = -Double.infinity
      var panned = false
      var paused = false
      for (j, event) in script.events.enumerated() {
        let eventPath = scriptPath.key("events").index(j)
        try SpecCheck.nonNegative(event.at, eventPath.key("at"))
        guard event.at >= last else { throw SpecError(eventPath.key("at"), "events must be in time order (\(event.at) s after \(last) s)") }
        last = event.at
        let given = [event.update != nil, event.pan != nil, event.pinch != nil, event.release != nil, event.finish != nil, event.cancel != nil, event.pause != nil]
        guard given.filter({ $0 }).count == 1 else {
          throw SpecError(eventPath, "an event is exactly one of update, pan, pinch, release, finish, cancel, pause")
        }
        if let p = event.update, !(p >= 0 && p <= 1) { throw SpecError(eventPath.key("update"), "progress \(p) is outside [0, 1]") }
        if let pan = event.pan { try SpecCheck.finite(pan, eventPath.key("pan")); panned = true }
        // A release reads the gesture since the last progress set by hand.
        if event.update != nil { panned = false }
        if event.pause != nil, paused { throw SpecError(eventPath.key("pause"), "the transition is paused already: a pause follows an update, a gesture or the start") }
        paused = event.pause != nil
        if let velocity = event.velocity {
          guard event.pan != nil else { throw SpecError(eventPath.key("velocity"), "velocity goes with a pan (a pinch has pinchVelocity)") }
          try SpecCheck.finite(velocity, eventPath.key("velocity"))
        }
        if let scale = event.pinch {
          try SpecCheck.finite(scale, eventPath.key("pinch"))
          guard model == .uikit || model == .hero else { throw SpecError(eventPath.key("pinch"), "\(model.rawValue) is a horizontal swipe: a pinch does not drive it") }
        }
        if let velocity = event.pinchVelocity {
          guard event.pinch != nil else { throw SpecError(eventPath.key("pinchVelocity"), "pinchVelocity goes with a pinch") }
          try SpecCheck.finite(velocity, eventPath.key("pinchVelocity"))
        }
        for (key, flag) in [("release", event.release), ("finish", event.finish), ("pause", event.pause)] where flag == false {
          throw SpecError(eventPath.key(key), "\(key) is true when present (omit it otherwise)")
        }
        if event.pause != nil, model != .uikit {
          throw SpecError(eventPath.key("pause"), "pause is UIKit's pauseInteractiveTransition(); \(model.rawValue) has none")
        }
        if let style = event.cancel?.style, model != .uikit {
          throw SpecError(eventPath.key("cancel"), "\(style.rawValue) is a UIKit cancel style; \(model.rawValue) cancels its own way (see CompletionModel): write \"cancel\": true")
        }
        if event.release != nil, model == .androidPredictiveBack, !panned {
          throw SpecError(eventPath.key("release"), "androidPredictiveBack decides a release from the finger's distance: give pan events before it (after the last update)")
        }
        let ends = event.finish != nil || event.cancel != nil || event.release != nil
        guard ends == (j == script.events.count - 1) else {
          throw SpecError(eventPath, ends ? "release, finish or cancel ends a script: no event may follow it" : "a script ends with release, finish or cancel")
        }
      }
    }
  }
}
