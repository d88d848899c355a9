import Curves
import Foundation
import Geometry
import Testing
import Specs
import Transitions

/// The Transitions articles' snippets, as written there, and the values their comments print.
@Suite struct TransitionsSnippets {
  @Test func transitionsLandingPage() throws {
    // snippet: Transitions.md
    let push = Catalogue.twoPhase(.push)  // seed 002: a spring phase, then ease-out with paced quad curves
    var scene = push.makeScene()          // the view table, allocated once
    for frame in 0...48 {                 // 0.8 s at 60 Hz
      push.sample(at: Double(frame) / 60, into: &scene)  // no allocation, no hidden state
    }
    let snaps = push.springSnaps          // [(time: 0.5, snap: ≈ 3e-4)]: the spring's reported jump

    var driver = try InteractiveDriver(for: Catalogue.slide(.pop))
    try driver.begin(at: 0)
    try driver.update(progress: 0.6, at: 0.2)
    try driver.cancel(at: 0.3)            // the exact rewind
    let tau = driver.time(at: 0.4)        // τ ≈ 0.2538 s: a pure function of wall time

    let reports = try ReversalVerifier.verifyCatalogue()
    let passed = reports.allSatisfy(\.passed)  // time symmetry, end states, continuity, cancel and finish
    // end snippet
    #expect(snaps.count == 1 && snaps[0].time == 0.5 && isPrinted(snaps[0].snap, as: "3e-4"), "\(snaps)")
    #expect(isPrinted(tau, as: "0.2538"))
    #expect(passed)
  }

  @Test func theExactRewind() throws {
    // snippet: InteractiveTransitionsAndTheExactRewind.md
    var driver = try InteractiveDriver(for: Catalogue.slide(.pop))  // D = 0.5 s, f = ease-in-ease-out
    try driver.begin(at: 0)
    try driver.update(progress: 0.6, at: 0.2)    // τ = 0.3 s, showing y₀ = f(0.6) ≈ 0.668
    try driver.cancel(at: 0.3)                   // R = 0.6 · 0.5 s = 0.3 s of rewind
    let rewinding = driver.state(at: 0.4)        // .cancelling
    let shown = driver.displayedProgress(at: 0.4)  // ≈ 0.5133 = y₀·(1 − c(1/3))
    let tau = driver.time(at: 0.4)               // ≈ 0.2538 s = D·f⁻¹(0.5133)
    let done = driver.state(at: 0.6)             // .cancelled: τ = 0, exactly the start
    // end snippet
    #expect(rewinding == .cancelling && done == .cancelled)
    #expect(isPrinted(shown, as: "0.5133") && isPrinted(tau, as: "0.2538"))
    #expect(driver.time(at: 0.6) == 0)
  }

  @Test func timingChains() throws {
    // snippet: MediaTimingModel.md
    let chain = try TimingChain([
      try MediaTiming(speed: 2),                                                   // a layer at double speed
      try MediaTiming(beginTime: 1, duration: 2, repeatCount: .infinity, autoreverses: true),
    ])
    let state = chain.state(atRootTime: 3)
    // localTime 6 (the layer's), activeTime 5, iteration 1, basicTime 1, phase .active, in effect
    // end snippet
    #expect(state.activeTime == 5 && state.iteration == 1 && state.basicTime == 1)
    #expect(state.phase == .active && state.inEffect)
  }

  @Test func repeatingAndAutoreversing() throws {
    // snippet: MediaTimingModel.md
    let animation = try MediaTiming(beginTime: 1, duration: 2, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
    let active = animation.activeDuration        // 6.0: one and a half periods of 4 s
    let back = animation.state(atParentTime: 3.2)  // active, iteration 0, basic time ≈ 1.8: on the way back
    let after = animation.state(atParentTime: 8)   // after, in effect (forwards), basic time 2.0: the half repeat's end
    // end snippet
    #expect(active == 6)
    #expect(try back.phase == .active && back.iteration == 0 && isPrinted(#require(back.basicTime), as: "1.8"))
    #expect(after.phase == .after && after.inEffect && after.basicTime == 2)
  }

  @Test func pauseAndResume() throws {
    // snippet: MediaTimingModel.md
    let paused = MediaTiming.identity.paused(atParentTime: 5)  // speed 0, timeOffset 5
    let frozen = paused.localTime(fromParent: 8)               // 5.0: frozen
    let resumed = try paused.resumed(atParentTime: 8)          // beginTime 3, timeOffset 0, speed 1
    let continued = resumed.localTime(fromParent: 8)           // 5.0: continues from where it stopped
    // end snippet
    #expect(paused.speed == 0 && paused.timeOffset == 5 && frozen == 5)
    #expect(resumed.beginTime == 3 && resumed.timeOffset == 0 && resumed.speed == 1 && continued == 5)
  }

  @Test func aPhasesProgress() {
    // snippet: TransitionsAsPureFunctionsOfTime.md
    let phase = TransitionPhase(start: 0.5, duration: 0.3, curve: .timing(.easeOut))
    let before = phase.progress(at: 0.4)   // 0.0: before the phase
    let middle = phase.progress(at: 0.65)  // ease-out at u = 0.5
    let after = phase.progress(at: 0.9)    // 1.0: after it
    // end snippet
    #expect(before == 0 && after == 1)
    #expect(middle == CubicTimingFunction.easeOut.progress(at: (0.65 - 0.5) / 0.3))
  }

  @Test func aPhasesTimeForAProgress() throws {
    // snippet: TransitionsAsPureFunctionsOfTime.md
    let eased = TransitionPhase(start: 0.5, duration: 0.3, curve: .timing(.easeInEaseOut))
    let seconds = try eased.time(forProgress: 0.5)                          // Optional(0.65): on the transition's clock
    let fraction = CubicTimingFunction.easeInEaseOut.time(forProgress: 0.5)  // Optional(0.5): of the duration
    // end snippet
    #expect(seconds == 0.65 && fraction == 0.5)
  }

  @Test func aTransitionWrittenInSwift() throws {
    // snippet: TransitionsAsPureFunctionsOfTime.md
    enum CardView: Int, TransitionViews { case background, card }

    let squeezed = AffineTransform(scaleX: 0.01, y: 1)
    let flip = Transition(
      kind: TransitionKind(rawValue: "cardFlip"), operation: .present, duration: 0.6,
      views: CardView.self,
      initialViews: [
        ViewState(frame: TransitionContext.standard.container),
        ViewState(frame: Rect(x: 45, y: 322, width: 300, height: 200), zIndex: 1),
      ],
      phases: [
        TransitionPhase(start: 0, duration: 0.3, curve: .timing(.easeIn)),
        TransitionPhase(start: 0.3, duration: 0.3, curve: .timing(.easeOut)),
      ],
      tracks: [
        Track(view: CardView.card, .transform(.identity, squeezed), phase: 0),  // leads: governs from t = 0
        Track(view: CardView.card, .transform(squeezed, .identity), phase: 1),  // takes over at 0.3 s
        Track(view: CardView.background, .alpha(1, 0.4), phase: 0),
      ])
    // end snippet
    let card = try #require(flip.view(named: "card"))
    #expect(flip.scene(at: 0.3)[card].transform == squeezed)
    #expect(flip.scene(at: 0.6)[card].transform == .identity)
    #expect(flip.scene(at: 0.6)[try #require(flip.view(named: "background"))].alpha == 0.4)
  }

  @Test func samplingAScene() {
    // snippet: TransitionsAsPureFunctionsOfTime.md
    let slide = Catalogue.slide(.push)  // 0.5 s, ease-in-ease-out
    var scene = slide.makeScene()
    slide.sample(at: 0.25, into: &scene)
    let offsets = zip(scene.names, scene.views).map { ($0, $1.transform.tx) }
    // [("from", ≈ −195.0), ("to", ≈ 195.0)]: halfway
    // end snippet
    #expect(offsets.map(\.0) == ["from", "to"])
    #expect(isPrinted(offsets[0].1, as: "−195.0") && isPrinted(offsets[1].1, as: "195.0"), "\(offsets)")
  }

  @Test func aSpringPhasesSnap() throws {
    // snippet: TransitionsAsPureFunctionsOfTime.md
    let spring = try Spring(uikitDuration: 0.8, dampingRatio: 0.5)
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let bounce = TransitionPhase(start: 0, duration: 0.8, curve: .spring(motion))
    let snap = bounce.snap          // ≈ 9.7e-4: |x(0.8⁻) − 1|
    let snapTime = bounce.snapTime  // Optional(0.8)
    // end snippet
    #expect(isPrinted(snap, as: "9.7e-4") && snapTime == 0.8)
  }

  @Test func aDesignedDiscontinuity() {
    // snippet: TransitionsAsPureFunctionsOfTime.md
    let report = ReversalVerifier.continuity(Catalogue.bottomSpring(.push))
    let passed = report.passed  // true: the alpha restore at 0.8 s is a designed discontinuity
    // end snippet
    #expect(passed)
  }

  @Test func aTrace() {
    // snippet: TransitionsAsPureFunctionsOfTime.md
    let trace = Trace(Catalogue.slide(.push), fps: 60)
    let count = trace.frames.count  // 31: t = 0, 1/60, …, 0.5
    // end snippet
    #expect(count == 31)
  }

  @Test func aSpecFileInSwift() throws {
    let text = try String(
      contentsOf: SnippetCoverageTests.root.appending(path: "examples/slide-push.json"), encoding: .utf8)
    // snippet: YourOwnTransitions.md
    let spec = try TransitionSpec.read(json: text, file: "card.json")
    let card = try spec.transition()
    let report = try TransitionCheck.check(spec)
    let passed = report.passed  // every check of `transition-bench check`
    // end snippet
    #expect(card.duration == 0.5 && passed)
  }
}
