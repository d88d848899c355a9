import Curves
import Geometry
import SolverZoo
import Testing
import Transitions

/// The README's snippets, as written there, and the values their comments print.
@Suite struct ReadmeSnippets {
  @Test func timingCurvesAndTheSolverZoo() throws {
    // snippet: README.md
    let curve = try CubicTimingFunction(parsing: "cubic-bezier(0.42, 0, 0.58, 1)")  // == .easeInEaseOut
    let y = curve.progress(at: 0.25)          // 0.12916193104731982: y for elapsed-time fraction x
    let beyond = curve.progress(at: 1.5)      // 1.0: beyond the ends, the end tangents (the browser rule)
    let x = curve.time(forProgress: 0.5)      // Optional(0.5): the inverse (every root: times(forProgress:))
    let x1 = curve.float32.x1                 // 0.41999998688697815: Core Animation's float control points

    var solver = BrowserSolver().prepare(curve)            // any member of the zoo, prepared once per curve
    let chromium = curve.y(at: solver.parameter(forX: 0.25))  // 0.129161931047288: t for x, then y(t); 3e-14 off here
    // end snippet
    #expect(curve == .easeInEaseOut)
    #expect(y == 0.12916193104731982)
    #expect(beyond == 1.0)
    #expect(x == 0.5)
    #expect(x1 == 0.41999998688697815)
    #expect(chromium == 0.129161931047288)
    #expect(isPrinted(abs(chromium - y), as: "3e-14"))
  }

  @Test func springsKeyframesAndMediaTiming() throws {
    // snippet: README.md
    let spring = try Spring(duration: 0.5, bounce: 0.3)            // SwiftUI: mass 1, k 157.91, c 17.59
    let uikit = try Spring(uikitDuration: 0.8, dampingRatio: 0.5)  // UIKit's animate(withDuration:…usingSpringWithDamping:)
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let progress = motion.progress(at: 0.2)          // 0.8737108956017926: closed form, any regime
    let settled = try motion.settlingDuration()      // ≈ 1.005 s: last time |q| or |q′| > 1e-3 (GSL Brent between extrema)
    let passage = try motion.time(forProgress: 0.9)  // ≈ 0.2094 s: the first passage

    let track = try KeyframeTrack(values: [0.0, 30, 10], mode: .cubic, timingFunction: .easeOut)
    let value = track.value(at: 0.5)  // overall timing function, then key times, then Kochanek–Bartels

    let animation = try MediaTiming(beginTime: 1, duration: 2, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
    let state = animation.state(atParentTime: 3.2)  // active, iteration 0, basic time ≈ 1.8: after wrap and mirror
    let layer = MediaTiming.identity.paused(atParentTime: 5)  // pause, resumed(atParentTime:speed:), never a jump
    // end snippet
    #expect(spring.mass == 1)
    #expect(isPrinted(spring.stiffness, as: "157.91") && isPrinted(spring.damping, as: "17.59"))
    #expect(uikit.dampingRatio == 0.5)
    #expect(progress == 0.8737108956017926)
    #expect(isPrinted(settled, as: "1.005"))
    #expect(isPrinted(try #require(passage), as: "0.2094"))
    #expect(value == track.value(at: 0.5) && value > 10 && value < 30)
    #expect(try state.phase == .active && state.iteration == 0 && isPrinted(#require(state.basicTime), as: "1.8"))
    #expect(layer.speed == 0 && layer.timeOffset == 5)
  }

  @Test func transitions() throws {
    // snippet: README.md
    let push = Catalogue.twoPhase(.push)  // seed 002: spring phase, then ease-out with paced quad curves
    var scene = push.makeScene()
    push.sample(at: 0.65, into: &scene)
    let avatar = scene[Catalogue.TwoPhaseView.avatar].center  // ≈ (158.7, 142.3)

    var driver = try InteractiveDriver(for: Catalogue.slide(.pop))
    try driver.begin(at: 0); try driver.update(progress: 0.6, at: 0.2); try driver.cancel(at: 0.3)
    let tau = driver.time(at: 0.4)  // ≈ 0.2538 s: τ, a pure function of wall time (any frame rate)

    let reports = try ReversalVerifier.verifyCatalogue()  // time symmetry, end states, continuity, cancel/finish
    // end snippet
    #expect(isPrinted(avatar.x, as: "158.7") && isPrinted(avatar.y, as: "142.3"), "\(avatar)")
    #expect(isPrinted(tau, as: "0.2538"))
    #expect(reports.allSatisfy { $0.passed })
  }
}
