import Curves
import Foundation
import SpringPlatforms
import Testing
import TestSupport
import TransitionTesting

/// A spring as CSS's linear(): within the stated error of the exact spring, checked here on a
/// denser grid of its own than the generator's, in every regime, ending exactly at 1.
@Suite struct SpringCSSLinearTests {
  static let springs: [(String, Double, Double)] = [
    // (name, damping ratio, initial progress velocity)
    ("under-damped ζ 0.15", 0.15, 0), ("under-damped ζ 0.5", 0.5, 0), ("critically damped", 1, 0),
    ("over-damped ζ 2", 2, 0), ("over-damped ζ 6", 6, 0), ("under-damped, flung", 0.5, 8), ("over-damped, thrown back", 2, -3),
  ]

  @Test(arguments: springs, [0.01, 0.001, 0.0001])
  func theLinearEasingStaysWithinItsBound(spring: (String, Double, Double), tolerance: Double) throws {
    let (name, zeta, velocity) = spring
    let motion = try SpringMotion(spring: try Spring(mass: 1, stiffness: 300, damping: 2 * zeta * 300.0.squareRoot()), progressVelocity: velocity)
    let css = try motion.cssLinear(tolerance: tolerance)
    #expect(css.maxError <= tolerance, "\(name): reported \(css.maxError)")
    // An independent check on 100,003 times (a prime count, so no grid time of the generator's).
    var worst = 0.0
    for k in 0...100_003 {
      let u = Double(k) / 100_003
      worst = max(worst, abs(css.easing.progress(at: u) - (u >= 1 ? 1 : motion.progress(at: u * css.duration))))
    }
    #expect(worst <= tolerance, "\(name), tolerance \(tolerance): \(worst) on a 100,003-time grid")
    // It ends at exactly 1, and from its duration on the spring stays within half the tolerance.
    #expect(css.easing.points.last == LinearEasing.Point(input: 1, output: 1) && css.easing.progress(at: 1) == 1)
    #expect(css.duration >= (try motion.displacementSettlingDuration(epsilon: tolerance / 2)), "\(name)")
    // The text is what it reads back from.
    #expect(try EasingFunction(parsing: css.text) == .linear(css.easing))
  }

  @Test func badTolerancesAreRefused() throws {
    let motion = try SpringMotion(spring: try Spring(mass: 1, stiffness: 300, damping: 300.0.squareRoot()))
    for bad in [0, -1, 0.5, .nan, .infinity] {
      #expect(throws: CurveError.self, "\(bad)") { _ = try motion.cssLinear(tolerance: bad) }
    }
  }
}

/// `springs SPEC --format css-linear`: per spring a comment with the check, then the two CSS
/// declarations, which read back as the library's own answer.
@Suite struct SpringCSSLinearCommandTests {
  @Test func springsWritesCSSLinear() throws {
    let run = try BenchTool.run(["springs", "swiftui:duration=0.5,bounce=0.3", "compose:dampingRatio=2,stiffness=400", "--format", "css-linear", "--tolerance", "0.002"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 6 && lines[0].hasPrefix("/* swiftui:duration=0.5,bounce=0.3: ") && lines[0].contains("≤ 0.002"))
    let text = try #require(lines[1].components(separatedBy: "transition-timing-function: ").last?.dropLast())
    let motion = try SpringMotion(spring: try SpringParameters(parsing: "swiftui:duration=0.5,bounce=0.3").spring())
    let css = try motion.cssLinear(tolerance: 0.002)
    #expect(String(text) == css.text && lines[2] == "transition-duration: \(css.durationText);")
    let bad = try BenchTool.run(["springs", "swiftui:duration=0.5,bounce=0.3", "--format", "css-linear", "--tolerance", "0.7"])
    #expect(bad.status == 2 && bad.stderr.contains("--tolerance must be in (0, 0.5)"))
  }
}
