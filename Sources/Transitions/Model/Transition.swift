import Curves
import Geometry

/// A transition as a pure function of time (<doc:TransitionsAsPureFunctionsOfTime>): views in a
/// fixed table, phases on one timeline, and tracks that animate one property of one view over one
/// phase. The same time always gives the same scene; sampling reuses the scene's storage and
/// allocates nothing.
///
/// Times outside [0, duration] (and NaN, as 0) are clamped: before the start the scene is the
/// start state, after the end the final state.
public struct Transition: Sendable {
  /// Which transition this is (`.slide`, `.twoPhase`, or a user's own kind).
  public let kind: TransitionKind
  /// The operation it performs.
  public let operation: TransitionOperation
  /// The total duration D in seconds.
  public let duration: Double
  /// The views' names, indexed by ``ViewID/index`` (display only; views are identified by
  /// ``ViewID``).
  public let viewNames: [String]
  /// The views before any track runs.
  public let initialViews: [ViewState]
  /// The phases on the timeline, each holding its curve's index in ``timingCurves``.
  public let phases: [TransitionPhase]
  /// Tracks, sorted by their phase's start, each holding its child curve's index in
  /// ``timingCurves``.
  public let tracks: [Track]
  /// Every distinct cubic timing curve the transition evaluates (phase curves, then child
  /// curves): the table a ``ProgressEvaluator`` prepares once and indexes per evaluation.
  public let timingCurves: [CubicTimingFunction]
  /// Discrete changes (at t ≥ their time).
  public let actions: [TransitionAction]
  /// Changes applied when an interactive transition is cancelled and has returned to its start
  /// (for example: hide the snapshot, show the real image).
  public let cancelActions: [TransitionAction]
  /// Jumps made on purpose, excluded from the continuity check by name.
  public let discontinuities: [DesignedDiscontinuity]
  /// The transition's single invertible timing curve, if it has one: the interactive rewind
  /// inverts it. Nil for several phases or springs (the rewind then runs τ linearly).
  public let primaryCurve: CubicTimingFunction?
  /// The views whose start and end states a reversal check compares (the ones that exist before
  /// and after: from- and to-views, not snapshots or dimming views created for the transition).
  public let endpointViews: [ViewID]
  /// The container the views are drawn in, with the perspective a 3D transition sees them
  /// through; nil when the transition does not say (a 2D transition: no sublayer transform).
  public let container: TransitionContainer?
  /// The container's sublayer map (identity without a container), computed once.
  let containerMap: Transform3D
  /// Whether each track is the first on its (view, property): it applies before its phase too.
  let leadsItsProperty: [Bool]

  /// A transition from its parts. Phases and tracks may hold any curves: the table of distinct
  /// timing curves (``timingCurves``) is built here and each phase and track gets its index.
  ///
  /// - Precondition: duration > 0; one name per view; every track's phase and every view index
  ///   exists. (Values from outside, such as spec files, are validated before they get here.)
  public init(
    kind: TransitionKind, operation: TransitionOperation, duration: Double, viewNames: [String],
    initialViews: [ViewState],
    phases: [TransitionPhase], tracks: [Track], actions: [TransitionAction] = [],
    cancelActions: [TransitionAction] = [],
    discontinuities: [DesignedDiscontinuity] = [], primaryCurve: CubicTimingFunction? = nil,
    endpointViews: [ViewID]? = nil,
    container: TransitionContainer? = nil
  ) {
    precondition(duration > 0, "a transition needs a duration > 0")
    precondition(viewNames.count == initialViews.count, "one name per view")
    let views = initialViews.indices
    precondition(
      tracks.allSatisfy { views.contains($0.view.index) && phases.indices.contains($0.phase) },
      "a track names a view or phase that does not exist")
    precondition(
      (actions + cancelActions).allSatisfy { views.contains($0.view.index) },
      "an action names a view that does not exist")
    self.kind = kind
    self.operation = operation
    self.duration = duration
    self.viewNames = viewNames
    self.initialViews = initialViews
    // The curve table: each distinct curve once, phases first.
    var curves: [CubicTimingFunction] = []
    func index(of curve: CubicTimingFunction) -> Int {
      if let i = curves.firstIndex(of: curve) { return i }
      curves.append(curve)
      return curves.count - 1
    }
    var phases = phases
    for i in phases.indices {
      if let curve = phases[i].curve.cubic { phases[i].curveIndex = index(of: curve) }
    }
    var tracks = tracks
    for i in tracks.indices {
      if let child = tracks[i].childCurve { tracks[i].childCurveIndex = index(of: child) }
    }
    self.phases = phases
    timingCurves = curves
    // Every track writes one property (a frame is a centre track and a size track,
    // `Track.frame`), so "leads its property" is exact.
    let sorted = tracks.enumerated().sorted {
      (phases[$0.element.phase].start, $0.offset) < (phases[$1.element.phase].start, $1.offset)
    }.map(\.element)
    self.tracks = sorted
    self.actions = actions
    self.cancelActions = cancelActions
    self.discontinuities = discontinuities
    self.primaryCurve = primaryCurve
    self.endpointViews = endpointViews ?? initialViews.indices.map(ViewID.init(index:))
    self.container = container
    containerMap = container?.sublayerMap ?? .identity
    var seen = Set<ViewProperty>()
    leadsItsProperty = sorted.map { track in
      var first = false
      for property in track.properties where seen.insert(ViewProperty(track.view, property)).inserted { first = true }
      return first
    }
  }

  /// A transition whose views are the cases of `views` (names and indices from the enum).
  public init<Views: TransitionViews>(
    kind: TransitionKind, operation: TransitionOperation, duration: Double, views: Views.Type,
    initialViews: [ViewState],
    phases: [TransitionPhase], tracks: [Track], actions: [TransitionAction] = [],
    cancelActions: [TransitionAction] = [],
    discontinuities: [DesignedDiscontinuity] = [], primaryCurve: CubicTimingFunction? = nil,
    endpointViews: [Views]? = nil,
    container: TransitionContainer? = nil
  ) {
    self.init(
      kind: kind, operation: operation, duration: duration, viewNames: Views.names, initialViews: initialViews,
      phases: phases,
      tracks: tracks, actions: actions, cancelActions: cancelActions, discontinuities: discontinuities,
      primaryCurve: primaryCurve,
      endpointViews: endpointViews?.map(\.id), container: container)
  }

  /// The display name of `view`.
  public func viewName(of view: ViewID) -> String { viewNames[view.index] }

  /// The view named `name` (a spec's view names, or a catalogue transition's view cases), or nil
  /// when the transition has none: how code that reads a spec-built transition finds its views
  /// (`scene[transition.view(named: "card")!]`).
  public func view(named name: String) -> ViewID? {
    viewNames.firstIndex(of: name).map(ViewID.init(index:))
  }

  /// A scene sized for this transition, at its start state.
  public func makeScene() -> Scene {
    var scene = Scene(views: initialViews, names: viewNames)
    sample(at: 0, into: &scene)
    return scene
  }

  /// Writes the scene at time t into `scene` (which must come from ``makeScene()``).
  public func sample(at time: Double, into scene: inout Scene) {
    var evaluator = BuiltInProgress()
    sample(at: time, into: &scene, using: &evaluator)
  }

  /// Writes the scene at time t into `scene`, evaluating timing curves with `evaluator` (the
  /// bench's way to time a transition with any solver of the zoo).
  public func sample<E: ProgressEvaluator>(at time: Double, into scene: inout Scene, using evaluator: inout E) {
    let t = time.isNaN ? 0 : min(max(time, 0), duration)
    precondition(scene.views.count == initialViews.count, "the scene belongs to another transition")
    for i in initialViews.indices { scene.views[i] = initialViews[i] }
    // Tracks and phases are read in place (borrowed, never copied: a copy of a phase or a track
    // retains its curve's and path's storage, measured at 5–10% of a frame).
    for k in tracks.indices {
      let phaseIndex = tracks[k].phase
      if t < phases[phaseIndex].start && !leadsItsProperty[k] { continue }
      let p = phases[phaseIndex].progress(at: t, using: &evaluator)
      // A child curve inside a reversed phase is reversed with it: 1 − c(1 − p).
      let q: Double
      let i = tracks[k].childCurveIndex
      if i >= 0 {
        q =
          phases[phaseIndex].isReversed
          ? 1 - evaluator.progress(of: timingCurves[i], index: i, at: 1 - p)
          : evaluator.progress(of: timingCurves[i], index: i, at: p)
      } else {
        q = p
      }
      tracks[k].apply(progress: q, to: &scene.views[tracks[k].view.index])
    }
    for action in actions where t >= action.time { action.apply(to: &scene.views[action.view.index]) }
  }

  /// The scene at time t (allocating; for tests and traces).
  public func scene(at t: Double) -> Scene {
    var scene = makeScene()
    sample(at: t, into: &scene)
    return scene
  }

  /// The start scene, at t = 0.
  public var startScene: Scene { scene(at: 0) }
  /// The final scene, at t = duration.
  public var finalScene: Scene { scene(at: duration) }

  /// Each spring phase's snap at its nominal end: the time and |x(D⁻) − 1| (a fraction of the
  /// distance).
  public var springSnaps: [(time: Double, snap: Double)] {
    phases.compactMap { phase in phase.snapTime.map { ($0, phase.snap) } }
  }

  /// Applies ``cancelActions`` to a scene (what a cancelled interactive transition shows when it
  /// has returned to its start).
  public func applyCancelActions(to scene: inout Scene) {
    for action in cancelActions { action.apply(to: &scene.views[action.view.index]) }
  }
}
