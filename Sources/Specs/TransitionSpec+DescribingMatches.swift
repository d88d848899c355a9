import Geometry
import JSON
import Transitions

extension Track {
  /// Whether a shared-element model drives the track (a spec states it as a match).
  var isSharedElement: Bool {
    if case .sharedElement = value { return true }
    return false
  }
}

extension TransitionSpec {
  /// The transition's shared-element tracks as matches: one per matched pair (its from- and
  /// to-view, phase and direction), the roles' views named, the model's options stated in full.
  /// The match reads its geometry from the two views' start states, so each is rebuilt from them
  /// and compared with the transition's own track at progress 0, ½ and 1 before it is written.
  ///
  /// - Throws: ``SpecError`` when a track does not name its pair (``SharedElementTrack/matchedViews``),
  ///   or the views' start states do not give the model the track has.
  static func matches(of t: Transition) throws(SpecError) -> [MatchSpec]? {
    var specs: [MatchSpec] = []
    var keys: [(from: ViewID, to: ViewID, phase: Int, reversed: Bool)] = []
    for (i, track) in t.tracks.enumerated() {
      guard case .sharedElement(let shared) = track.value else { continue }
      let path = JSONPath.root.key("tracks").index(i)
      guard let pair = shared.matchedViews else {
        throw SpecError(path, "a shared-element track must name its two views (matchedViews) to be written as a match")
      }
      let key = (from: pair.from, to: pair.to, phase: track.phase, reversed: shared.isReversed)
      var index = keys.firstIndex { $0 == key }
      if index == nil {
        keys.append(key)
        specs.append(try Self.match(shared, names: t.viewNames, phase: track.phase, at: path))
        index = specs.count - 1
      }
      guard let index else { continue }
      let name = t.viewNames[track.view.index]
      switch shared.role {
      case .from, .to: break
      case .container: specs[index].container = name
      case .scrim: specs[index].scrim = name
      case .group: specs[index].group = name
      case .dimming: specs[index].dimming = name
      }
      try Self.verify(specs[index], against: track, shared, in: t, at: path)
    }
    return specs.isEmpty ? nil : specs
  }

  static func match(_ shared: SharedElementTrack, names: [String], phase: Int, at path: JSONPath) throws(SpecError)
    -> MatchSpec
  {
    guard let pair = shared.matchedViews else { throw SpecError(path, "a shared-element track without its views") }
    var spec = MatchSpec(
      model: shared.model.name, from: names[pair.from.index], to: names[pair.to.index], phase: .index(phase),
      reversed: shared.isReversed ? true : nil)
    switch shared.model {
    case .hero(_, let fade, let arc): (spec.fade, spec.arc) = (fade.rawValue, arc)
    case .containerTransform(let c):
      (spec.fadeMode, spec.fitMode) = (c.fadeMode.rawValue, c.fitMode.rawValue)
      (spec.direction, spec.pathMotion) = (c.direction.rawValue, c.pathMotion.rawValue)
    case .zoom(let zoom): spec.dimmingAlpha = zoom.dimming
    case .viewTransition, .matchedGeometry: break
    }
    return spec
  }

  /// Rebuilds the match from the views' start states and compares its track for this view with
  /// the transition's at progress 0, ½ and 1.
  static func verify(
    _ spec: MatchSpec, against track: Track, _ shared: SharedElementTrack, in t: Transition, at path: JSONPath
  ) throws(SpecError) {
    guard let pair = shared.matchedViews else { return }
    let model = try spec.model(t.initialViews[pair.from.index], t.initialViews[pair.to.index], at: path)
    let rebuilt: SharedElementTrack
    do {
      rebuilt = try SharedElementTrack(model, role: shared.role, reversed: shared.isReversed)
    } catch {
      throw SpecError(path, "\(error)")
    }
    for q in [0, 0.5, 1.0] {
      var (a, b) = (t.initialViews[track.view.index], t.initialViews[track.view.index])
      shared.apply(progress: q, to: &a)
      rebuilt.apply(progress: q, to: &b)
      guard a == b else {
        throw SpecError(
          path,
          """
          the \(spec.model) match of \"\(spec.from)\" and \"\(spec.to)\" reads its geometry from the two views' start \
          states, and they do not give this track's model (at progress \(q) the track gives \(a.frame), the views \
          \(b.frame)): declare the views where the model starts and ends
          """)
      }
    }
  }
}
