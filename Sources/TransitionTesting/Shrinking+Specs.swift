import Geometry
import JSON
import Specs
import Transitions

extension Shrinking {
  /// Simpler valid specs, most shrunk first:
  ///
  /// 1. without its interactive section, actions, cancel actions, declared discontinuities or
  ///    inline reverse;
  /// 2. without one view (its tracks, actions and discontinuities go with it, its subviews move
  ///    to its parent), then without one phase (its tracks go with it, later phase indices
  ///    follow), one track, one action, one script or one event (never a script's last, which
  ///    ends it);
  /// 3. each view, phase and track with an optional property removed (its default applies), a
  ///    phase's timing linear, then round numbers (frames, centres, track values, durations
  ///    toward 1 s).
  ///
  /// Only candidates that still build are offered (each is written, read and built as
  /// `transition-bench check` would), lazily: a candidate is validated only when the checker
  /// reaches it.
  public static func simpler(_ spec: TransitionSpec) -> LazyFilterSequence<[TransitionSpec]> {
    var candidates: [TransitionSpec] = []
    func add(_ change: (inout TransitionSpec) -> Void) {
      var c = spec
      change(&c)
      if c.tracks?.isEmpty == true { c.tracks = nil }
      if c != spec { candidates.append(c) }
    }
    add { $0.interactive = nil }
    add { $0.actions = nil }
    add { $0.cancelActions = nil }
    add { $0.discontinuities = nil }
    add { $0.reverse = nil }
    if spec.views.count > 1 {
      for view in spec.views.reversed() { add { $0.removeView(named: view.name) } }
    }
    if spec.phases.count > 1 {
      for index in spec.phases.indices.reversed() { add { $0.removePhase(at: index) } }
    }
    for index in (spec.tracks ?? []).indices.reversed() { add { $0.tracks?.remove(at: index) } }
    for index in (spec.actions ?? []).indices.reversed() { add { $0.actions?.remove(at: index) } }
    let scripts = spec.interactive?.scripts ?? []
    for index in scripts.indices.reversed() where scripts.count > 1 {
      add { $0.interactive?.scripts?.remove(at: index) }
    }
    for (s, script) in scripts.enumerated() {
      for e in script.events.indices.dropLast().reversed() { add { $0.interactive?.scripts?[s].events.remove(at: e) } }
    }
    for index in spec.views.indices {
      add { $0.views[index].parent = nil }
      for property in ViewSpec.optionalStartProperties { add { $0.views[index][keyPath: property] = nil } }
      add { $0.views[index].transform = nil }
      add { $0.views[index].mask = nil }
      add { $0.views[index].hidden = nil }
      add { $0.views[index].zIndex = nil }
      add { $0.views[index].doubleSided = nil }
    }
    for index in spec.phases.indices {
      add { $0.phases[index].timing = .cubic("linear") }
      add { $0.phases[index].start = nil }
      add { $0.phases[index].reversed = nil }
    }
    for index in (spec.tracks ?? []).indices {
      add { $0.tracks?[index].childTiming = nil }
      add { $0.tracks?[index].paced = nil }
      add { $0.tracks?[index].reversed = nil }
      let to = spec.tracks?[index].to.map(rounded)
      add { $0.tracks?[index].to = to }
    }
    for index in spec.views.indices {
      add { view in
        view.views[index].frame = view.views[index].frame.map(rounded)
        view.views[index].bounds = view.views[index].bounds.map(rounded)
        view.views[index].center = view.views[index].center.map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }
      }
    }
    for index in spec.phases.indices {
      if let given = spec.phases[index].duration {
        for duration in simpler(given, toward: 1) { add { $0.phases[index].duration = duration } }
      }
    }
    return candidates.lazy.filter(builds)
  }

  /// Whether a spec survives what `check` does with a file: written, read back and built.
  static func builds(_ spec: TransitionSpec) -> Bool {
    // try?: a shrunk spec that does not write, read back or build is no candidate (the question asked is yes or no).
    guard let text = try? JSONValueEncoder().encode(spec).serialized, let read = try? TransitionSpec.read(json: text)
    else { return false }
    return (try? read.transition()) != nil
  }

  static func rounded(_ r: Rect) -> Rect {
    Rect(
      x: r.origin.x.rounded(), y: r.origin.y.rounded(), width: r.size.width.rounded(), height: r.size.height.rounded())
  }

  static func rounded(_ value: SpecValue) -> SpecValue {
    switch value {
    case .number(let n): .number(n.rounded())
    case .numbers(let n): .numbers(n.map { $0.rounded() })
    case .frameOf, .transform: value
    }
  }
}

extension ViewSpec {
  /// The optional numeric start properties a shrinking spec drops one at a time.
  static var optionalStartProperties: [WritableKeyPath<ViewSpec, Double?>] {
    [
      \.alpha, \.cornerRadius, \.shadowOpacity, \.tint, \.zPosition, \.anchorPointZ,
    ]
  }
}

extension TransitionSpec {
  /// This spec without the view `name`: its tracks (and tracks to its frame), actions and
  /// declared discontinuities go with it, its subviews move to its parent, and it leaves the
  /// endpoint list.
  mutating func removeView(named name: String) {
    guard let index = views.firstIndex(where: { $0.name == name }) else { return }
    let parent = views[index].parent
    views.remove(at: index)
    for i in views.indices where views[i].parent == name { views[i].parent = parent }
    tracks = tracks?.filter { $0.view != name && $0.to != .frameOf(name) }
    actions = actions?.filter { $0.view != name }
    cancelActions = cancelActions?.filter { $0.view != name }
    discontinuities = discontinuities?.filter { $0.view != name }
    endpoints = endpoints?.filter { $0 != name }
    if actions?.isEmpty == true { actions = nil }
    if cancelActions?.isEmpty == true { cancelActions = nil }
    if discontinuities?.isEmpty == true { discontinuities = nil }
  }

  /// This spec without phase `index`: the tracks it drives go with it, and tracks that name a
  /// later phase by index follow it down.
  mutating func removePhase(at index: Int) {
    let name = phases[index].name
    phases.remove(at: index)
    tracks = tracks?.compactMap { track in
      var track = track
      switch track.phase {
      case .index(index)?: return nil
      case .index(let i)? where i > index: track.phase = .index(i - 1)
      case .name(let n)? where n == name: return nil
      default: break
      }
      return track
    }
  }
}
