import Curves
import Geometry
import Testing

/// The Curves articles' snippets, as written there, and the values their comments print.
@Suite struct CurvesSnippets {
  @Test func curvesLandingPage() throws {
    // snippet: Curves.md
    let curve = try CubicTimingFunction(parsing: "ease-in-out")  // == .easeInEaseOut
    let y = curve.progress(at: 0.25)       // 0.12916193104731982
    let beyond = curve.progress(at: 1.5)   // 1.0: beyond the ends, the end tangents (the browser rule)
    let x = curve.time(forProgress: 0.5)   // Optional(0.5): the inverse
    let x1 = curve.float32.x1              // 0.41999998688697815: Core Animation's float control points

    let spring = try Spring(duration: 0.5, bounce: 0.3)  // SwiftUI: mass 1, stiffness ≈ 157.91, damping ≈ 17.59
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let value = motion.value(from: 0, to: 1, at: 0.2)    // 0.8737108956017926
    // end snippet
    #expect(curve == .easeInEaseOut)
    #expect(y == 0.12916193104731982 && beyond == 1.0 && x == 0.5 && x1 == 0.41999998688697815)
    #expect(spring.mass == 1 && isPrinted(spring.stiffness, as: "157.91") && isPrinted(spring.damping, as: "17.59"))
    #expect(value == 0.8737108956017926)
  }

  @Test func pathsMeasuredExactly() throws {
    // snippet: Paths.md
    let measure = try PathMeasure(try PathData("M 20 300 C 120 40 280 40 380 300 L 380 600"))
    let length = measure.length                            // 860.554365706636
    let half = try measure.position(atFraction: 0.5)       // on the cubic (segment 0, t 0.8191386021042474)
    let point = half.point                                 // (320.5635639902552, 184.44256893538144)
    let degrees = half.angle * 180 / .pi                   // 54.63624602437859: heading down-right (y points down)
    let beyond = try measure.position(atDistance: 2000)    // (380, 600), adjustment .clamped

    let loop = try PathMeasure(try PathData("M 0 0 h 200 v 150 z"))
    let wrapped = try loop.position(atFraction: 1.2)       // (120, 0): 720 wraps to 120, adjustment .wrapped

    let nearCusp = try PathMeasure(try PathData("M 0 0 C 200 150 0.5 150 200 0")).length  // 306.18092164310497
    // end snippet
    #expect(length == 860.554365706636 && half.segment == 0 && half.t == 0.8191386021042474)
    #expect(point == Point(x: 320.5635639902552, y: 184.44256893538144) && degrees == 54.63624602437859)
    #expect(beyond.point == Point(x: 380, y: 600) && beyond.adjustment == .clamped)
    #expect(wrapped.point == Point(x: 120, y: 0) && wrapped.distance == 120 && wrapped.adjustment == .wrapped)
    #expect(nearCusp == 306.18092164310497)
  }

  @Test func pathAsAnEasing() throws {
    // snippet: Paths.md
    let emphasized = try EasingFunction(parsing: "m3-emphasized")  // the path M 0,0 C 0.05,0 … 1,1
    let y = emphasized.progress(at: 0.25)                           // 0.7728311907990356
    // end snippet
    #expect(emphasized == .path(MaterialMotionTokens.emphasized) && y == 0.7728311907990356)
  }

  @Test func timingCurvesFirstLook() throws {
    // snippet: TimingCurves.md
    let curve = try CubicTimingFunction(parsing: "ease-in-out")  // == .easeInEaseOut
    let y = curve.progress(at: 0.25)       // 0.12916193104731982
    let beyond = curve.progress(at: 1.5)   // 1.0: beyond the ends, the end tangents (the browser rule)
    let x = curve.time(forProgress: 0.5)   // Optional(0.5): the inverse
    let x1 = curve.float32.x1              // 0.41999998688697815: Core Animation's float control points
    // end snippet
    #expect(curve == .easeInEaseOut)
    #expect(y == 0.12916193104731982 && beyond == 1.0 && x == 0.5 && x1 == 0.41999998688697815)
  }

  @Test func timingCurveNotations() throws {
    // snippet: TimingCurves.md
    let same = try CubicTimingFunction(parsing: "cubic-bezier(0.42, 0, 0.58, 1)") == .easeInEaseOut  // true
    let named = try CubicTimingFunction(parsing: "ease-out") == .easeOut                              // true
    let names = try CubicTimingFunction.list(parsing: "ease, cubic-bezier(0.4, 0, 0.2, 1)").map(\.name)
    // ["ease", "cubic-bezier(0.4, 0, 0.2, 1)"]
    // end snippet
    #expect(same && named)
    #expect(names == ["ease", "cubic-bezier(0.4, 0, 0.2, 1)"])
  }

  @Test func coreAnimationsFloatControlPoints() {
    // snippet: TimingCurves.md
    let x1 = CubicTimingFunction.easeInEaseOut.float32.x1   // 0.41999998688697815
    // end snippet
    #expect(x1 == 0.41999998688697815)
  }

  @Test func everyRootOfAnOvershootingCurve() throws {
    // snippet: TimingCurves.md
    let overshoot = try CubicTimingFunction(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5)
    let roots = Array(overshoot.times(forProgress: 0.5))   // [0.49999999999999994]
    // end snippet
    #expect(roots == [0.49999999999999994])
  }

  @Test func pathsAndKeyframesFirstLook() throws {
    // snippet: PathsAndKeyframes.md
    let path = try Path([
      .move(to: Point(x: 0, y: 0)),
      .line(to: Point(x: 30, y: 40)),
      .quad(control: Point(x: 60, y: 40), to: Point(x: 60, y: 80)),
      .close,
    ])
    let count = path.segments.count         // 3: the move draws nothing; close adds a line back
    let sampler = try PacedSampler(path)
    let half = sampler.point(atFraction: 0.5)  // the point half-way along the length
    let track = try PathKeyframeTrack(path: path, timingFunction: .easeOut, rotationMode: .auto)
    let (position, rotation) = track.state(at: 0.5)  // easeOut first, then that fraction of the length
    // end snippet
    #expect(count == 3)
    let paced = try PacedSampler(path)
    #expect(half == paced.point(atFraction: 0.5))
    #expect(position == paced.point(atFraction: CubicTimingFunction.easeOut.progress(at: 0.5)))
    #expect(rotation != nil)
  }

  @Test func heroArc() throws {
    // snippet: PathsAndKeyframes.md
    let arc = try Path(ArcPath.hero(from: Point(x: 60, y: 420), to: Point(x: 195, y: 188)))
    // end snippet
    #expect(arc.segments.count == 1)
  }

  @Test func keyframeTimingOrder() throws {
    // snippet: PathsAndKeyframes.md
    let eased = try KeyframeTrack(values: [0.0, 10.0], timingFunction: .easeIn)
    let overall = eased.value(at: 0.5)        // 10 × easeIn.progress(at: 0.5): the overall timing function first
    let perSegment = try KeyframeTrack(values: [0.0, 10.0, 20.0], timingFunctions: [.easeOut, .linear])
    let segment = perSegment.value(at: 0.25)  // 10 × easeOut.progress(at: 0.5): key times, then the segment's function
    let spline = try KeyframeTrack(values: [0.0, 30, 10], mode: .cubic, timingFunction: .easeOut)
    // end snippet
    #expect(overall == 10 * CubicTimingFunction.easeIn.progress(at: 0.5))
    #expect(segment == 10 * CubicTimingFunction.easeOut.progress(at: 0.5))
    #expect(spline.value(at: 0) == 0 && spline.value(at: 1) == 10)
  }

  @Test func springsExactlyFirstLook() throws {
    // snippet: SpringsExactly.md
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)  // CASpringAnimation's properties
    let ratio = spring.dampingRatio                                // 0.5
    let regime = spring.regime                                     // .underdamped
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let progress = motion.progress(at: 0.3)          // 1 + q(0.3): progress from 0 towards 1
    let settled = try motion.settlingDuration()      // ≈ 1.748 s: the last time |q| or |q′| exceeds 1e-3
    // end snippet
    #expect(ratio == 0.5 && regime == .underdamped)
    #expect(progress == 1 + motion.state(at: 0.3).displacement)
    #expect(isPrinted(settled, as: "1.748"))
  }

  @Test func uikitDurationAndDampingRatio() throws {
    // snippet: SpringsExactly.md
    let uikit = try Spring(uikitDuration: 3, dampingRatio: 0.25)
    let stiffness = uikit.stiffness   // ≈ 54.8336335907833: the check value within 1e-12 relative
    let damping = uikit.damping       // ≈ 3.70248678562069
    // end snippet
    #expect(isPrinted(stiffness, as: "54.8336335907833") && isPrinted(damping, as: "3.70248678562069"))
  }
}
