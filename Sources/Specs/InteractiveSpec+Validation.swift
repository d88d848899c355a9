import Curves
import Geometry
import JSON
import Transitions

extension InteractiveSpec {
  /// A completion curve and speed, where the spec gives them, for `model`.
  static func validateCompletion(
    curve: String?, speed: Double?, model: CompletionModel, at path: JSONPath, duration: Double
  ) throws(SpecError) {
    if speed != nil, model == .uikitAnimator {
      throw SpecError(
        path.key("completionSpeed"),
        "the interruptible animator continues over the time it has left: give continueAnimation a durationFactor")
    }
    let refused =
      curve != nil && !model.takesCompletionCurve
      ? "completionCurve" : speed != nil && !model.takesCompletionCurveAndSpeed ? "completionSpeed" : nil
    if let key = refused {
      throw SpecError(
        path.key(key),
        """
        \(model.rawValue) completes with its own curve and length (see CompletionModel): \(key) applies to uikit \
        and androidPredictiveBack\(key == "completionCurve" ? " (and uikitAnimator)" : "")
        """
      )
    }
    if let curve { _ = try SpecCheck.curve(curve, path.key("completionCurve")) }
    if let speed {
      try SpecCheck.positive(speed, path.key("completionSpeed"))
      guard duration / speed <= TransitionSpec.longestDuration else {
        throw SpecError(
          path.key("completionSpeed"),
          """
          \(speed) makes a completion last up to \(duration / speed) s; at most \(TransitionSpec.longestDuration) s \
          (completionSpeed ≥ \(duration / TransitionSpec.longestDuration))
          """
        )
      }
    }
  }

  /// A spring completion, where the spec gives one, for `model`.
  static func validateSpring(_ spring: CompletionSpringSpec?, model: CompletionModel, at path: JSONPath)
    throws(SpecError)
  {
    guard let spring else { return }
    guard model.canGrabCompletions else {
      throw SpecError(
        path.key("completionSpring"),
        "a spring completion is UIKit's UISpringTimingParameters: \(model.rawValue) completes its own way")
    }
    try SpecCheck.positive(spring.dampingRatio, path.key("completionSpring").key("dampingRatio"))
  }

  /// A script's gesture fields: each its own, else the section's.
  func mergedGesture(for script: ScriptSpec) -> GestureSpec? {
    guard let own = script.gesture else { return gesture }
    guard let section = gesture else { return own }
    return GestureSpec(
      direction: own.direction ?? section.direction, distance: own.distance ?? section.distance,
      pinchEndScale: own.pinchEndScale ?? section.pinchEndScale,
      releaseThreshold: own.releaseThreshold ?? section.releaseThreshold,
      flingVelocity: own.flingVelocity ?? section.flingVelocity,
      releaseProjection: own.releaseProjection ?? section.releaseProjection, detents: own.detents ?? section.detents,
      rubberBand: own.rubberBand ?? section.rubberBand)
  }

  /// The gesture reading of a script: its own, else the section's, else a pan to the right over
  /// the container (each field falls back on its own).
  func gesture(for script: ScriptSpec, container: Size) -> GestureSpecification {
    let merged = mergedGesture(for: script)
    let direction = merged?.direction ?? .right
    let release = ReleaseRule(
      threshold: merged?.releaseThreshold ?? 0.5, flingVelocity: merged?.flingVelocity,
      projection: merged?.releaseProjection?.projection, detents: merged?.detents)
    var reading = GestureSpecification(
      direction: direction, container: container, pinchEndScale: merged?.pinchEndScale ?? 0, release: release)
    if let distance = merged?.distance { reading.distance = distance }
    // try?: validateGesture refused a band that does not build before any script is read.
    reading.rubberBand = merged?.rubberBand.flatMap { try? Self.rubberBand($0, at: .root) }
    return reading
  }

  /// A gesture reading's values, for `model`.
  static func validateGesture(_ gesture: GestureSpec?, model: CompletionModel, at path: JSONPath) throws(SpecError) {
    guard let gesture else { return }
    if let distance = gesture.distance { try SpecCheck.positive(distance, path.key("distance")) }
    if let scale = gesture.pinchEndScale {
      try SpecCheck.finite(scale, path.key("pinchEndScale"))
      guard scale != 1 else {
        throw SpecError(path.key("pinchEndScale"), "a pinch ending at scale 1 never moves: give another scale")
      }
    }
    if let threshold = gesture.releaseThreshold {
      guard threshold >= 0, threshold <= 1 else {
        throw SpecError(path.key("releaseThreshold"), "\(threshold) is outside [0, 1]")
      }
    }
    if let fling = gesture.flingVelocity { try SpecCheck.positive(fling, path.key("flingVelocity")) }
    if let band = gesture.rubberBand { _ = try rubberBand(band, at: path.key("rubberBand")) }
    if let detents = gesture.detents {
      for (k, d) in detents.enumerated() where !(d >= 0 && d <= 1) {
        throw SpecError(path.key("detents").index(k), "\(d) is outside [0, 1]: detents are progress values")
      }
      guard detents.count >= 2, zip(detents, detents.dropFirst()).allSatisfy(<) else {
        throw SpecError(path.key("detents"), "detents are two or more increasing progress values, got \(detents)")
      }
    }
    if let rate = gesture.releaseProjection?.rate {
      guard rate > 0, rate < 1 else {
        throw SpecError(
          path.key("releaseProjection").key("rate"), "\(rate) is outside (0, 1): a rate per millisecond, as 0.998")
      }
    }
    if model == .flutterCupertino || model == .androidPredictiveBack {
      if let direction = gesture.direction, !direction.isHorizontal {
        throw SpecError(
          path.key("direction"),
          "\(model.rawValue) is a horizontal swipe: direction right or left, not \(direction.rawValue)")
      }
      let given = [
        "releaseThreshold": gesture.releaseThreshold != nil, "flingVelocity": gesture.flingVelocity != nil,
        "releaseProjection": gesture.releaseProjection != nil, "detents": gesture.detents != nil,
        "rubberBand": gesture.rubberBand != nil,
      ]
      for key in ["releaseThreshold", "flingVelocity", "releaseProjection", "detents", "rubberBand"]
      where given[key] == true {
        throw SpecError(
          path.key(key),
          "\(model.rawValue) decides a release by its own rule (see CompletionModel): \(key) applies to uikit and hero")
      }
    }
  }

  /// The rubber band a spec describes.
  ///
  /// - Throws: ``SpecError`` at the key at fault: a dimension that is not finite and > 0, a
  ///   coefficient outside (0, 1].
  static func rubberBand(_ spec: RubberBandSpec, at path: JSONPath) throws(SpecError) -> RubberBand {
    do throws(CurveError) {
      return try RubberBand(dimension: spec.dimension, coefficient: spec.coefficient ?? RubberBand.uikitCoefficient)
    } catch {
      let key: String
      switch error {
      case .nonFinite(let parameter, _), .outOfRange(let parameter, _, _): key = parameter
      default: key = "dimension"
      }
      throw SpecError(path.key(key), "\(error)")
    }
  }

  func validate(at path: JSONPath, duration: Double, container: Size) throws(SpecError) {
    let sectionModel = model ?? .uikit
    try Self.validateCompletion(
      curve: completionCurve, speed: completionSpeed, model: sectionModel, at: path, duration: duration)
    try Self.validateGesture(gesture, model: sectionModel, at: path.key("gesture"))
    try Self.validateSpring(completionSpring, model: sectionModel, at: path)
    if let animator, scripts?.isEmpty ?? true {
      try Self.validateAnimator(animator, model: sectionModel, at: path.key("animator"))
    } else if let animator {
      _ = try animator.setup(at: path.key("animator"))
    }
    var names: [String: Int] = [:]
    for (i, script) in (scripts ?? []).enumerated() {
      let scriptPath = path.key("scripts").index(i)
      let model = script.model ?? sectionModel
      let name = script.name ?? "script \(i)"
      if let other = names[name] {
        throw SpecError(
          script.name == nil ? scriptPath : scriptPath.key("name"),
          "\"\(name)\" names scripts[\(other)] too: each script's name (or its default, script <index>) must be unique")
      }
      names[name] = i
      try Self.validateCompletion(
        curve: script.completionCurve, speed: script.completionSpeed, model: model, at: scriptPath, duration: duration)
      if let own = script.completionSpring {
        try Self.validateSpring(own, model: model, at: scriptPath)
      } else if completionSpring != nil, !model.canGrabCompletions {
        throw SpecError(
          path.key("completionSpring"),
          """
          scripts[\(i)] uses \(model.rawValue), which completes its own way: give completionSpring to the uikit \
          and uikitAnimator scripts only
          """
        )
      }
      // The section's completion curve and speed reach every script that has none of its own.
      if !model.takesCompletionCurveAndSpeed {
        if completionCurve != nil, script.completionCurve == nil, !model.takesCompletionCurve {
          throw SpecError(
            path.key("completionCurve"),
            """
            scripts[\(i)] uses \(model.rawValue), which completes with its own curve: give completionCurve to the \
            uikit and androidPredictiveBack scripts only
            """
          )
        }
        if completionSpeed != nil, script.completionSpeed == nil {
          throw SpecError(
            path.key("completionSpeed"),
            """
            scripts[\(i)] uses \(model.rawValue), which completes with its own length: give completionSpeed to the \
            uikit and androidPredictiveBack scripts only
            """
          )
        }
      }
      // The reading the script uses, its fields merged with the section's.
      try Self.validateGesture(
        mergedGesture(for: script), model: model,
        at: script.gesture != nil ? scriptPath.key("gesture") : path.key("gesture"))
      if let own = script.animator {
        try Self.validateAnimator(own, model: model, at: scriptPath.key("animator"))
      } else if animator != nil, model != .uikitAnimator {
        throw SpecError(
          path.key("animator"), "scripts[\(i)] uses \(model.rawValue): give animator to the uikitAnimator scripts only")
      }
      try Self.validateEvents(script.events, model: model, at: scriptPath)
    }
  }
}
