import Curves
import JSON
import Transitions

extension InteractiveSpec {
  /// A script's events, in order, for `model` (the script sits at `path`).
  static func validateEvents(_ events: [EventSpec], model: CompletionModel, at path: JSONPath) throws(SpecError) {
    guard !events.isEmpty else { throw SpecError(path.key("events"), "a script needs events") }
    var last = -Double.infinity
    var panned = false
    var paused = false
    for (j, event) in events.enumerated() {
      let eventPath = path.key("events").index(j)
      try SpecCheck.nonNegative(event.at, eventPath.key("at"))
      guard event.at >= last else {
        throw SpecError(eventPath.key("at"), "events must be in time order (\(event.at) s after \(last) s)")
      }
      last = event.at
      let given = [
        event.update != nil, event.pan != nil, event.pinch != nil, event.release != nil, event.finish != nil,
        event.cancel != nil, event.pause != nil, event.reverse != nil, event.continueAnimation != nil,
      ]
      guard given.filter({ $0 }).count == 1 else {
        throw SpecError(
          eventPath,
          "an event is exactly one of update, pan, pinch, release, finish, cancel, pause, reverse, continueAnimation")
      }
      for (key, given) in [("reverse", event.reverse != nil), ("continueAnimation", event.continueAnimation != nil)]
      where given && model != .uikitAnimator {
        throw SpecError(
          eventPath.key(key),
          "\(key) is UIViewPropertyAnimator's: it needs the uikitAnimator model, not \(model.rawValue)")
      }
      if let go = event.continueAnimation { _ = try go.timing(at: eventPath.key("continueAnimation")) }
      if let p = event.update, !p.isFinite {
        throw SpecError(eventPath.key("update"), "progress \(p) is not finite")
      }
      if let pan = event.pan { try SpecCheck.finite(pan, eventPath.key("pan")); panned = true }
      // A release reads the gesture since the last progress set by hand.
      if event.update != nil { panned = false }
      if event.pause != nil, paused {
        throw SpecError(
          eventPath.key("pause"),
          "the transition is paused already: a pause follows an update, a gesture or the start")
      }
      paused = event.pause != nil
      if let velocity = event.velocity {
        guard event.pan != nil else {
          throw SpecError(eventPath.key("velocity"), "velocity goes with a pan (a pinch has pinchVelocity)")
        }
        try SpecCheck.finite(velocity, eventPath.key("velocity"))
      }
      if let scale = event.pinch {
        try SpecCheck.finite(scale, eventPath.key("pinch"))
        guard model == .uikit || model == .hero || model == .uikitAnimator else {
          throw SpecError(
            eventPath.key("pinch"), "\(model.rawValue) is a horizontal swipe: a pinch does not drive it")
        }
      }
      if let velocity = event.pinchVelocity {
        guard event.pinch != nil else {
          throw SpecError(eventPath.key("pinchVelocity"), "pinchVelocity goes with a pinch")
        }
        try SpecCheck.finite(velocity, eventPath.key("pinchVelocity"))
      }
      for (key, flag) in [("release", event.release), ("finish", event.finish), ("pause", event.pause)]
      where flag == false {
        throw SpecError(eventPath.key(key), "\(key) is true when present (omit it otherwise)")
      }
      if event.pause != nil, !model.canGrabCompletions {
        throw SpecError(
          eventPath.key("pause"), "pause is UIKit's pauseInteractiveTransition(); \(model.rawValue) has none")
      }
      if let style = event.cancel?.style, model != .uikit, style == .restart || model != .uikitAnimator {
        throw SpecError(
          eventPath.key("cancel"),
          """
          \(style.rawValue) is a UIKit cancel style; \(model.rawValue) cancels its own way (see CompletionModel): \
          write \"cancel\": true
          """
        )
      }
      if event.release != nil, model == .androidPredictiveBack, !panned {
        throw SpecError(
          eventPath.key("release"),
          """
          androidPredictiveBack decides a release from the finger's distance: give pan events before it (after \
          the last update)
          """
        )
      }
      // A completion may be grabbed (a pause right after it) and driven again; the script ends
      // with one that runs to its end (or, under uikitAnimator, a reversal of a running one).
      let ends = event.finish != nil || event.cancel != nil || event.release != nil || event.continueAnimation != nil
      let isLast = j == events.count - 1
      // (The animator's own calls, a reversal or a continuation, may follow too: the session
      // refuses what the animator's state does not allow, at the script.)
      if ends, !isLast, events[j + 1].pause == nil, model != .uikitAnimator {
        throw SpecError(
          eventPath,
          model.canGrabCompletions
            ? "\(Self.action(event)) starts a completion: only a pause (a grab) may follow it"
            : "release, finish or cancel ends a script: no event may follow it")
      }
      if isLast, !ends, !(model == .uikitAnimator && event.reverse != nil) {
        throw SpecError(eventPath, "a script ends with release, finish or cancel")
      }
    }
  }

  /// The event's action key, for messages.
  static func action(_ event: EventSpec) -> String {
    if event.finish != nil { return "finish" }
    if event.cancel != nil { return "cancel" }
    if event.continueAnimation != nil { return "continueAnimation" }
    return "release"
  }

  /// An animator section, for `model`.
  static func validateAnimator(_ animator: AnimatorSpec, model: CompletionModel, at path: JSONPath) throws(SpecError) {
    guard model == .uikitAnimator else {
      throw SpecError(
        path, "animator sets up UIViewPropertyAnimator: it needs the uikitAnimator model, not \(model.rawValue)")
    }
    _ = try animator.setup(at: path)
  }
}
