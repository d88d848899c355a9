import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

@Suite struct TransitionProperties {
  static let catalogue = Catalogue.all()
  static let labels = catalogue.indices.map { "\(catalogue[$0].kind)-\(catalogue[$0].operation.rawValue)" }

  static func transition(_ label: String) -> Transition {
    catalogue[labels.firstIndex(of: label)!]
  }

  /// The value a track writes at progress q, read back from a state.
  static func read(_ track: Track, _ state: ViewState) -> [Double] {
    switch track.value {
    case .center, .path, .pathByParameter: [state.center.x, state.center.y]
    case .motionPath: [state.center.x, state.center.y, state.transform.a, state.transform.b]
    case .size: [state.size.width, state.size.height]
    case .transform: [state.transform.a, state.transform.b, state.transform.c, state.transform.d, state.transform.tx, state.transform.ty]
    case .transform3D: state.transform3D.values
    case .zPosition: [state.zPosition]
    case .anchorPointZ: [state.anchorPointZ]
    case .alpha: [state.alpha]
    case .cornerRadius: [state.cornerRadius]
    case .shadowOpacity: [state.shadowOpacity]
    case .maskRadius: [state.mask?.radius ?? .nan]
    case .tint: [state.tint]
    case .sharedElement:
      // What the model writes for this view's role, property by property.
      track.properties.flatMap { property -> [Double] in
        switch property {
        case .center: [state.center.x, state.center.y]
        case .size: [state.size.width, state.size.height]
        case .transform: state.transform3D.values
        case .zPosition: [state.zPosition]
        case .alpha: [state.alpha]
        case .cornerRadius: [state.cornerRadius]
        default: [.nan]
        }
      }
    }
  }

  static func written(_ track: Track, progress q: Double) -> [Double] {
    var state = ViewState(frame: .zero)
    track.apply(progress: q, to: &state)
    return read(track, state)
  }

  @Test(arguments: labels)
  func theStartAndFinalScenesAreExactlyTheTracksEnds(label: String) {
    let t = Self.transition(label)
    let start = t.startScene, final = t.finalScene
    var seen = Set<String>()
    var last: [String: Track] = [:]
    for track in t.tracks {
      let key = "\(track.view).\(track.properties.map(\.rawValue))"
      if seen.insert(key).inserted {
        // The first track on a property shows its start value at t = 0, exactly.
        #expect(Self.read(track, start[track.view]) == Self.written(track, progress: 0), "\(label): \(t.viewName(of: track.view)) at 0")
      }
      last[key] = track
    }
    // The last track on a property shows its end value at t = D, exactly, unless a completion
    // action (a designed discontinuity) sets that property at D.
    let overridden = Set(t.actions.map { "\($0.view).\($0.property.rawValue)" })
    for track in last.values where !track.properties.contains(where: { overridden.contains("\(track.view).\($0.rawValue)") }) {
      #expect(Self.read(track, final[track.view]) == Self.written(track, progress: 1), "\(label): \(t.viewName(of: track.view)) at D")
    }
    for action in t.actions where action.property == .alpha {
      if case .alpha(let a) = action.change { #expect(final[action.view].alpha == a) }
    }
  }

  @Test(arguments: labels)
  func everyJumpIsDesignedOrASpringSnap(label: String) {
    let report = ReversalVerifier.continuity(Self.transition(label))
    #expect(report.passed, "\(label): jump of \(report.deviation.magnitude) on \(report.deviation.viewName).\(report.deviation.property) at \(report.deviation.time)")
  }

  @Test func theContinuityCheckFindsAnUndeclaredJump() {
    // Negative control: a frame track that starts away from where the view is (an undeclared
    // jump at its phase start) must be reported.
    let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 100, y: 0, width: 10, height: 10)
    let jumpy = Transition(
      kind: TransitionKind(rawValue: "jumpy"), operation: .custom, duration: 1, viewNames: ["v"], initialViews: [ViewState(frame: a)],
      phases: [TransitionPhase(start: 0, duration: 0.5, curve: .timing(.linear)), TransitionPhase(start: 0.5, duration: 0.5, curve: .timing(.linear))],
      tracks: Track.frame(ViewID(index: 0), from: a, to: b, phase: 0) + Track.frame(ViewID(index: 0), from: a, to: b, phase: 1))
    let report = ReversalVerifier.continuity(jumpy)
    #expect(!report.passed)
    #expect(abs(report.deviation.time - 0.5) < Tolerance.jumpTimeReport && report.deviation.viewName == "v" && report.deviation.property == .center)
  }

  @Test func theCatalogueKeepsTheReversalContract() throws {
    for report in try ReversalVerifier.verifyCatalogue() {
      #expect(report.passed, "\(report.transition) \(report.operation) \(report.check): \(report.deviation.magnitude) on \(report.deviation.viewName).\(report.deviation.property) at \(report.deviation.time)")
    }
  }

  /// An evaluator that checks the index each evaluation names against the transition's table.
  struct TableChecker: ProgressEvaluator {
    var table: [CubicTimingFunction]
    var mismatches = 0
    var evaluations = 0
    mutating func progress(of curve: CubicTimingFunction, index: Int, at x: Double) -> Double {
      evaluations += 1
      if !table.indices.contains(index) || table[index] != curve { mismatches += 1 }
      return curve.progress(at: x)
    }
  }

  @Test(arguments: labels)
  func everyCurveEvaluationIndexesItsEntryInTheCurveTable(label: String) {
    let t = Self.transition(label)
    #expect(Set(t.timingCurves).count == t.timingCurves.count, "\(label): the curve table holds each curve once")
    var checker = TableChecker(table: t.timingCurves)
    var scene = t.makeScene()
    for k in 0...60 { t.sample(at: t.duration * Double(k) / 60, into: &scene, using: &checker) }
    #expect(checker.mismatches == 0, "\(label): \(checker.mismatches) of \(checker.evaluations) evaluations named another curve")
    #expect(checker.evaluations > 0 || t.timingCurves.isEmpty, "\(label)")
  }

  /// The catalogue's transitions use one curve each; this fixture has three distinct ones (two
  /// phases and a child curve), so a wrong index shows.
  @Test func aTransitionWithSeveralCurvesIndexesEachOfThem() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 100, y: 0, width: 10, height: 10)
    let t = Transition(
      kind: TransitionKind(rawValue: "threeCurves"), operation: .custom, duration: 1, viewNames: ["v", "w"],
      initialViews: [ViewState(frame: a), ViewState(frame: a)],
      phases: [TransitionPhase(start: 0, duration: 0.5, curve: .timing(.easeIn)), TransitionPhase(start: 0.5, duration: 0.5, curve: .timing(.easeOut))],
      tracks: Track.frame(ViewID(index: 0), from: a, to: b, phase: 0) + Track.frame(ViewID(index: 1), from: a, to: b, phase: 1, childCurve: .easeIn) + [Track(view: ViewID(index: 0), .alpha(1, 0), phase: 1, childCurve: .linear)])
    #expect(t.timingCurves == [.easeIn, .easeOut, .linear])
    var checker = TableChecker(table: t.timingCurves)
    var scene = t.makeScene()
    for k in 0...60 { t.sample(at: Double(k) / 60, into: &scene, using: &checker) }
    #expect(checker.mismatches == 0 && checker.evaluations > 0, "\(checker.mismatches) of \(checker.evaluations)")
  }

  @Test func anAsymmetricPairIsRejected() {
    // Slide with ease-in is not point-symmetric: pop with roles swapped is not push backwards.
    let push = Catalogue.slide(.push, curve: .easeIn), pop = Catalogue.slide(.pop, curve: .easeIn)
    let report = ReversalVerifier.timeSymmetry(forward: push, reverse: pop, roles: [Catalogue.PairView.to.id, Catalogue.PairView.from.id])
    #expect(!report.passed)
    #expect(report.deviation.magnitude > 10)  // points: ease-in vs its mirror differ by tens of points at W = 390
  }

  @Test(arguments: labels)
  func samplingClampsTimeAndIsAPureFunction(label: String) {
    let t = Self.transition(label)
    var scene = t.makeScene()
    t.sample(at: -1, into: &scene)
    #expect(scene.views == t.startScene.views)
    t.sample(at: .nan, into: &scene)
    #expect(scene.views == t.startScene.views)
    t.sample(at: t.duration + 5, into: &scene)
    #expect(scene.views == t.finalScene.views)
    // The same time gives the same scene whatever was sampled before.
    t.sample(at: t.duration * 0.37, into: &scene)
    let first = scene.views
    t.sample(at: t.duration * 0.9, into: &scene)
    t.sample(at: t.duration * 0.37, into: &scene)
    #expect(scene.views == first)
  }

  @Test func springSnapsStayBelowTwoThousandthsOfTheDistance() {
    for t in Self.catalogue {
      for snap in t.springSnaps {
        #expect(snap.snap < 2e-3, "\(t.kind) \(t.operation): snap \(snap.snap) at \(snap.time)")
      }
    }
  }

  @Test func renderedAlphaIsClampedAndTheRawValueKept() {
    // The photo zoom's spring overshoots the viewer's alpha past 1.
    let zoom = Catalogue.photoZoom(.present)
    let peak = (0...100).map { zoom.scene(at: zoom.duration * Double($0) / 100)[Catalogue.PhotoZoomView.viewer] }.max { $0.alpha < $1.alpha }!
    #expect(peak.alpha > 1)
    #expect(peak.renderedAlpha == 1)
  }

  @Test func theSnapshotStartsWhereGeometrysConvertPutsTheCellImage() throws {
    let fixtures = Catalogue.PhotoZoomFixtures()
    let converted = try fixtures.tree.convert(fixtures.tree[fixtures.cellImage].bounds, from: fixtures.cellImage, to: nil)
    // Grid scrolled by 240: the cell at y 500 shows at 260; the image is inset by 5.
    #expect(converted == Rect(x: 135, y: 265, width: 115, height: 115))
    #expect(Catalogue.photoZoom(.present).startScene[Catalogue.PhotoZoomView.snapshot].frame == converted)
    #expect(Catalogue.photoZoom(.dismiss).finalScene[Catalogue.PhotoZoomView.snapshot].frame == converted)
  }

  @Test func theTwoPhasePlusIconFollowsItsQuadCurveAtConstantSpeed() {
    let push = Catalogue.twoPhase(.push)
    let plus = Catalogue.TwoPhaseView.plus
    // Inside phase 2 the plus centre is on the paced path: equal steps of the path fraction are
    // equal arc lengths; here we only check it moves continuously and ends at the path's end.
    let end = push.scene(at: 0.8 - 1e-9)[plus].center
    let target = Catalogue.TwoPhaseFixtures().to[.plus]!
    let bound = Tolerance.twoPhasePlusEnd
    #expect(abs(end.x - (390 / 2 + 20)) < bound && abs(end.y - (target.maxY - 10)) < bound)
  }

  @Test func aHundredThousandCellLayoutTransitionSamples() {
    let big = Catalogue.collection(cells: 100_000)
    var scene = big.makeScene()
    big.sample(at: 0.25, into: &scene)
    #expect(scene.views.count == 100_000)
    #expect(scene.views[99_999].center.y > scene.views[0].center.y)
    let staggered = Catalogue.collection(cells: 10, stagger: 0.2)
    #expect(staggered.duration == 0.7)
    #expect(ReversalVerifier.continuity(staggered).passed)
  }
}

@Suite struct TransitionEngineRules {
  @Test func aPropertysFirstTrackGovernsItFromTheStart() {
    // The view is declared at `a`, but its only centre track runs later from `b`: the track, not
    // the declaration, decides the state before its phase (no jump when the phase begins).
    let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 50, y: 0, width: 10, height: 10), c = Rect(x: 90, y: 0, width: 10, height: 10)
    let t = Transition(
      kind: TransitionKind(rawValue: "late"), operation: .custom, duration: 1, viewNames: ["v"], initialViews: [ViewState(frame: a)],
      phases: [TransitionPhase(start: 0.5, duration: 0.5, curve: .timing(.linear))],
      tracks: Track.frame(ViewID(index: 0), from: b, to: c, phase: 0))
    #expect(t.scene(at: 0)[ViewID(index: 0)].frame == b)
    #expect(t.scene(at: 0.25)[ViewID(index: 0)].frame == b)
    #expect(ReversalVerifier.continuity(t).passed)
  }

  @Test func laterTracksOnAPropertyWaitForTheirPhase() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 50, y: 0, width: 10, height: 10), c = Rect(x: 90, y: 0, width: 10, height: 10)
    let t = Transition(
      kind: TransitionKind(rawValue: "two"), operation: .custom, duration: 1, viewNames: ["v"], initialViews: [ViewState(frame: a)],
      phases: [TransitionPhase(start: 0, duration: 0.5, curve: .timing(.linear)), TransitionPhase(start: 0.5, duration: 0.5, curve: .timing(.linear))],
      tracks: Track.frame(ViewID(index: 0), from: a, to: b, phase: 0) + Track.frame(ViewID(index: 0), from: b, to: c, phase: 1))
    #expect(t.scene(at: 0.25)[ViewID(index: 0)].frame == Rect(x: 25, y: 0, width: 10, height: 10))
    #expect(t.scene(at: 0.75)[ViewID(index: 0)].frame == Rect(x: 70, y: 0, width: 10, height: 10))
  }

  /// A group's curve warps its child's time, then the child's own curve applies, once:
  /// q = child(group(u)) (Core Animation's composition; the two-phase push's ease-out on both).
  /// A regression: the child curve was applied a second time when the track wrote its value.
  @Test(arguments: [0.1, 0.25, 0.5, 0.8])
  func aChildCurveAppliesOnceAfterItsPhaseCurve(u: Double) {
    let a = Size(width: 0, height: 0), b = Size(width: 100, height: 10)
    let t = Transition(
      kind: TransitionKind(rawValue: "child"), operation: .custom, duration: 1, viewNames: ["v"], initialViews: [ViewState(frame: .zero)],
      phases: [TransitionPhase(start: 0, duration: 1, curve: .timing(.easeOut))],
      tracks: [Track(view: ViewID(index: 0), .size(a, b), phase: 0, childCurve: .easeIn)])
    let expected = 100 * CubicTimingFunction.easeIn.progress(at: CubicTimingFunction.easeOut.progress(at: u))
    #expect(abs(t.scene(at: u)[ViewID(index: 0)].size.width - expected) <= Tolerance.childCurveComposition)
    let reversed = Transition(
      kind: TransitionKind(rawValue: "child"), operation: .custom, duration: 1, viewNames: ["v"], initialViews: [ViewState(frame: .zero)],
      phases: [TransitionPhase(start: 0, duration: 1, curve: .timing(.easeOut), reversed: true)],
      tracks: [Track(view: ViewID(index: 0), .size(b, a), phase: 0, childCurve: .easeIn)])
    // A reversed phase with the track's ends swapped (how pops are built) is the exact time
    // reverse of the forward one, child curve included.
    #expect(abs(reversed.scene(at: 1 - u)[ViewID(index: 0)].size.width - expected) <= Tolerance.childCurveComposition)
  }
}

/// A trace sampled at given times holds exactly those times, in the order given, each frame the
/// scene at its time; a time outside [0, D] or not finite is refused by its index.
@Suite struct TraceAtTimesProperties {
  @Test func eachFrameIsTheSceneAtItsTime() async throws {
    let catalogue = Catalogue.all()
    await checkProperty(count: propertyCases, input: Gen.int(in: 0...(catalogue.count - 1)), Gen.double(in: 0...1).array(of: 1...8)) {
      index, fractions in
      let transition = catalogue[index]
      let times = fractions.map { $0 * transition.duration }
      let trace = try Trace(transition, times: times)
      #expect(trace.frames.map(\.time) == times && trace.fps == 0)
      for frame in trace.frames {
        #expect(frame.views == transition.scene(at: frame.time).views)
      }
    }
  }

  @Test(arguments: [-1e-9, 0.5000000001, .nan, .infinity])
  func aTimeOutsideTheTransitionIsRefused(time: Double) {
    let slide = Catalogue.slide(.push)
    #expect(throws: TraceTimeError.self) { _ = try Trace(slide, times: [0.1, time]) }
    do {
      _ = try Trace(slide, times: [0.1, time])
    } catch {
      guard case .outOfRange(let index, _, let duration) = error else { Issue.record("\(error)"); return }
      #expect(index == 1 && duration == 0.5)
    }
    #expect(throws: TraceTimeError.noTimes) { _ = try Trace(slide, times: []) }
  }
}

