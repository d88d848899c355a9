import Geometry
import JSON
import Transitions

extension TransitionSpec {
  /// The silent no-ops of this spec and of its inline reverse (``SpecWarning``), each with its
  /// path, and its line and column when `document` (the text the spec was read from) is given:
  /// - a track whose value never changes over its phase (both ends equal; a path always moves);
  /// - a track from the view's start state to that same state;
  /// - a phase no track uses;
  /// - a view hidden for the whole transition (hidden at the start, no action shows it) that
  ///   tracks animate;
  /// - a transform track with an end that has no decomposition (it jumps to its end at once);
  /// - a centre track in a decay phase that moves another distance than the flick.
  ///
  /// - Throws: ``SpecError`` for a spec that does not build (``transition()``'s errors).
  public func lint(in document: JSONDocument? = nil, file: String? = nil) throws(SpecError) -> [SpecWarning] {
    try LoadedSpec(self, document: document, file: file).warnings(file: file)
  }

  /// The warnings of a spec that builds (``LoadedSpec`` built it): nothing is built here.
  func lint(at base: JSONPath) throws(SpecError) -> [SpecWarning] {
    let views = try ViewTable(self.views, specVersion: specVersion, at: base.key("views"))
    let phases = try SpecPhases(self.phases, at: base.key("phases"))
    var warnings: [SpecWarning] = []
    var usedPhases = Set<Int>()
    var animated: [ViewID: Int] = [:]  // a view → its first track's index
    for (i, spec) in (tracks ?? []).enumerated() {
      let path = base.key("tracks").index(i)
      let built = try spec.tracks(views: views, phases: phases, at: path)
      guard let first = built.first else { continue }
      usedPhases.insert(first.phase)
      if animated[first.view] == nil { animated[first.view] = i }
      if case .transform(let a, let b) = first.value, a != b, Track.transform(a, b, 0.5) == b {
        let end = a.determinant == 0 || !a.determinant.isFinite ? "from" : "to"
        warnings.append(
          SpecWarning(
            .transformDoesNotAnimate, path,
            """
            this transform track's \"\(end)\" has no decomposition (determinant 0, such as a zero scale): Core \
            Animation does not animate it, so the view shows \"to\" from the first frame on; scale to 0.001 instead
            """
          ))
      }
      if let warning = flickWarning(first, phases: phases, at: path) { warnings.append(warning) }
      guard built.allSatisfy(\.isConstant) else { continue }
      let start = views.states[first.view.index]
      let what = spec.property?.rawValue ?? "center"
      if built.allSatisfy({ $0.keepsState(start) }) {
        warnings.append(
          SpecWarning(
            .trackKeepsTheViewsState, path,
            """
            this \(what) track runs from \"\(spec.view)\"'s start state to that same state, so it never changes the \
            view: give a \"to\" that differs from the view's \(what)
            """
          ))
      } else {
        warnings.append(
          SpecWarning(
            .trackNeverChanges, path,
            "this \(what) track's \"from\" and \"to\" are equal, so it never changes over its phase"))
      }
    }
    for (i, match) in (matches ?? []).enumerated() {
      for track in try match.tracks(views: views, phases: phases, at: base.key("matches").index(i)) {
        usedPhases.insert(track.phase)
      }
    }
    for (i, phase) in self.phases.enumerated() where !usedPhases.contains(i) {
      let name = phase.name.map { " (\"\($0)\")" } ?? ""
      warnings.append(
        SpecWarning(
          .phaseUnused, base.key("phases").index(i), "no track uses phase \(i)\(name): its timing drives nothing"))
    }
    for (i, view) in self.views.enumerated() where view.hidden == true {
      let id = ViewID(index: i)
      let shown = (actions ?? []).contains { $0.view == view.name && $0.hidden == false }
      guard !shown, let track = animated[id] else { continue }
      warnings.append(
        SpecWarning(
          .hiddenViewAnimated, base.key("views").index(i).key("hidden"),
          """
          \"\(view.name)\" is hidden for the whole transition (no action shows it), but tracks animate it \
          (tracks[\(track)] first): nothing of that is seen
          """
        ))
    }
    warnings += gestureWarnings(phases: phases, used: usedPhases, at: base)
    return warnings
  }

  /// A phase with tracks whose timing is not linear while a script's pan or pinch drives the
  /// transition: the gesture's progress goes through the curve (UIKit's percent-driven
  /// transitions scrub the animation's timing), so the views do not follow the finger. The
  /// message gives the largest lag, max |progress − linear| over 101 points of the phase, as a
  /// share of the phase's travel.
  func gestureWarnings(phases: SpecPhases, used: Set<Int>, at base: JSONPath) -> [SpecWarning] {
    let scripts = interactive?.scripts ?? []
    let isGesture = { (event: EventSpec) in event.pan != nil || event.pinch != nil }
    guard let driving = scripts.firstIndex(where: { $0.events.contains(where: isGesture) }) else { return [] }
    let name = scripts[driving].name.map { "script \"\($0)\"" } ?? "scripts[\(driving)]"
    var warnings: [SpecWarning] = []
    for i in used.sorted() {
      let phase = phases.built[i]
      let (first, last) = (phase.progress(at: phase.start), phase.progress(at: phase.start + phase.duration))
      var lag = 0.0
      for k in 0...100 {
        let u = Double(k) / 100
        let linear = first + (last - first) * u
        lag = max(lag, abs(phase.progress(at: phase.start + u * phase.duration) - linear))
      }
      let travel = abs(last - first)
      guard travel > 0, lag > 1e-9 * travel else { continue }
      let path = self.phases[i].timing == nil ? base.key("phases").index(i) : base.key("phases").index(i).key("timing")
      let share = Int((lag / travel * 100).rounded())
      warnings.append(
        SpecWarning(
          .gestureScrubsACurve, path,
          "\(name) drives this transition with a gesture, and phase \(i)'s timing is not linear: the gesture scrubs "
            + "the curve (as UIPercentDrivenInteractiveTransition does), so its views trail the finger by up to "
            + "\(share)% of their travel; a linear phase follows the finger"))
    }
    return warnings
  }
}

extension Track {
  /// Whether both ends of the value are equal (a path always moves: it has a length).
  var isConstant: Bool {
    switch value {
    case .center(let a, let b): a == b
    case .size(let a, let b): a == b
    case .transform(let a, let b): a == b
    case .transform3D(let animation): animation.lists.map { $0.from == $0.to } ?? (animation.from == animation.to)
    case .zPosition(let a, let b), .anchorPointZ(let a, let b): a == b
    case .alpha(let a, let b), .cornerRadius(let a, let b), .shadowOpacity(let a, let b), .tint(let a, let b): a == b
    case .maskRadius(_, let a, let b): a == b
    case .path, .pathByParameter, .motionPath, .sharedElement: false
    }
  }

  /// Whether the track's start value is what `state` already has.
  func keepsState(_ state: ViewState) -> Bool {
    switch value {
    case .center(let a, _): a == state.center
    case .size(let a, _): a == state.size
    case .transform(let a, _): Transform3D(a) == state.transform3D
    case .transform3D(let animation): animation.from == state.transform3D
    case .zPosition(let a, _): a == state.zPosition
    case .anchorPointZ(let a, _): a == state.anchorPointZ
    case .alpha(let a, _): a == state.alpha
    case .cornerRadius(let a, _): a == state.cornerRadius
    case .shadowOpacity(let a, _): a == state.shadowOpacity
    case .tint(let a, _): a == state.tint
    case .maskRadius(let center, let a, _): state.mask == CircleMask(center: center, radius: a)
    case .path, .pathByParameter, .motionPath, .sharedElement: false
    }
  }
}

extension Track {
  /// A property value at one end of a track, for comparing tracks' ends (nil for paths).
  enum EndValue: Equatable {
    case point(Point), size(Size), transform(Transform3D), number(Double), mask(CircleMask)
  }

  /// The value the track starts from (nil for a path).
  var startValue: EndValue? { end(atStart: true) }
  /// The value the track ends on and holds (nil for a path).
  var endValue: EndValue? { end(atStart: false) }

  func end(atStart: Bool) -> EndValue? {
    switch value {
    case .center(let a, let b): .point(atStart ? a : b)
    case .size(let a, let b): .size(atStart ? a : b)
    case .transform(let a, let b): .transform(Transform3D(atStart ? a : b))
    case .transform3D(let animation): .transform(atStart ? animation.from : animation.to)
    case .zPosition(let a, let b), .anchorPointZ(let a, let b): .number(atStart ? a : b)
    case .alpha(let a, let b), .cornerRadius(let a, let b), .shadowOpacity(let a, let b), .tint(let a, let b):
      .number(atStart ? a : b)
    case .maskRadius(let center, let a, let b): .mask(CircleMask(center: center, radius: atStart ? a : b))
    case .path, .pathByParameter, .motionPath, .sharedElement: nil
    }
  }
}
