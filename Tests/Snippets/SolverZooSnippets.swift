import Curves
import SolverZoo
import SpringPlatforms
import Testing

/// The SolverZoo and SpringPlatforms articles' snippets, as written there, and the values their
/// comments print.
@Suite struct SolverZooSnippets {
  @Test func pathEasingPorts() throws {
    // snippet: Paths.md
    let data = MaterialMotionTokens.emphasized.data
    let android = try AndroidPathInterpolator(data).interpolation(0.25)  // 0.7725465: 2.8e-4 low
    let compose = try ComposePathEasing(data).transform(0.25)            // 0.7728312: float precision
    let legacy = try ComposeLegacyPathEasing(data).transform(0.25)       // 0.7728754: 4.4e-5 high
    // end snippet
    #expect(android == 0.7725465 && compose == 0.7728312 && legacy == 0.7728754)
    let exact = MaterialMotionTokens.emphasized.progress(at: 0.25)
    #expect(isPrinted(exact - Double(android), as: "2.8e-4") && isPrinted(Double(legacy) - exact, as: "4.4e-5"))
  }

  @Test func pathEngines() throws {
    // snippet: Paths.md
    let card = try PathData("M 0 0 C 120 -260 380 -260 500 0")
    let exact = try ExactPathEngine(card).length           // 670.168690789008
    let skia = try SkiaPathMeasure(card).length            // 670.029541015625: 2.1e-4 short (chords)
    let blink = try BlinkPathTraversal(card).length        // 670.1693115234375: 9.3e-7 long (polygons)
    let android = try AndroidPathKeyframes(card).length    // 670.029541015625: chords within 0.5 too
    let skiaAt300 = try SkiaPathMeasure(card).point(atDistance: 300)    // (215.14067, -192.0719)
    let exactAt300 = try ExactPathEngine(card).point(atDistance: 300)   // (215.08003, -192.06166): 0.06 away
    // end snippet
    #expect(exact == 670.168690789008 && skia == 670.029541015625)
    #expect(blink == 670.1693115234375 && android == 670.029541015625)
    #expect(isPrinted((exact - skia) / exact, as: "2.1e-4") && isPrinted((blink - exact) / exact, as: "9.3e-7"))
    #expect(Float(skiaAt300.x) == 215.14067 && Float(skiaAt300.y) == -192.0719)
    #expect(isPrinted(exactAt300.x, as: "215.08003") && isPrinted(exactAt300.y, as: "-192.06166"))
    let apart = skiaAt300 - exactAt300
    #expect(isPrinted((apart.x * apart.x + apart.y * apart.y).squareRoot(), as: "0.06"))
  }

  @Test func solverZooLandingPage() throws {
    // snippet: SolverZoo.md
    let curve = try CubicTimingFunction(parsing: "ease-in-out")
    var browser = BrowserSolver().prepare(curve)  // any solver of the zoo, prepared once per curve
    let y = curve.y(at: browser.parameter(forX: 0.25))  // 0.129161931047288: Chromium's answer, 3e-14 off
    // end snippet
    #expect(y == 0.129161931047288)
    #expect(isPrinted(abs(y - curve.progress(at: 0.25)), as: "3e-14"))
  }

  @Test func preparedSolvers() throws {
    // snippet: ChoosingASolver.md
    let curve = CubicTimingFunction.easeInEaseOut

    var brent = try GSLBracketingTimingSolver(.brent).prepare(curve)
    let y = try curve.progress(at: 0.25, using: &brent)  // y within the accuracy target

    var pop = LegacyNewton8Solver.pop(duration: 0.35).prepare(curve)
    var stats = SolveStats()
    _ = pop.parameter(forX: 0.25, counting: &stats)
    let steps = stats.meanIterations                     // Newton steps taken for this x
    // end snippet
    #expect(abs(y - 0.12916193104731982) <= SolverAccuracy.target(for: curve, at: 0.25))
    #expect(steps >= 1 && steps <= 8)
  }

  @Test func solverIDsAndTheVisitor() throws {
    // snippet: ChoosingASolver.md
    struct ProgressAt: SolverVisitor {
      typealias Failure = any Error
      var curve: CubicTimingFunction
      var x: Double
      func visit<Solver: TimingSolver>(_ solver: Solver) throws -> Double {
        var prepared = try solver.prepare(curve)
        return try curve.progress(at: x, using: &prepared)
      }
    }

    let id = try SolverID(parsing: "gsl-brent")
    let family = id.family                                          // .gslBracketing
    let y = try id.visit(ProgressAt(curve: .easeInEaseOut, x: 0.25))  // ≈ 0.12916193104731982
    let promises = SolverID.allCases.map { ($0, $0.accuracy) }      // every id with its promise
    // end snippet
    #expect(family == .gslBracketing)
    #expect(abs(y - 0.12916193104731982) <= SolverAccuracy.target(for: .easeInEaseOut, at: 0.25))
    #expect(promises.count == SolverID.allCases.count && promises.count == 27)
  }

  @Test func theAccuracyTarget() {
    // snippet: ChoosingASolver.md
    let curve = CubicTimingFunction.easeOut
    let exact = ReferenceSolver().prepare(curve).progress(at: 1e-9)
    let target = SolverAccuracy.target(for: curve, at: 1e-9)  // what |curve.progress(at: 1e-9) − exact| must stay below
    // end snippet
    #expect(abs(curve.progress(at: 1e-9) - exact) <= target)
    #expect(target >= 1e-12)
  }

  @Test func platformParameterSets() throws {
    // snippet: SpringsAcrossPlatforms.md
    let spring = try SpringParameters(parsing: "compose:dampingRatio=0.5,stiffness=400").spring()
    let swiftUI = try SpringParameters.expressing(spring, as: .swiftUI).text
    // "swiftui:duration=0.3141592653589793,bounce=0.5"
    // end snippet
    #expect(swiftUI == "swiftui:duration=0.3141592653589793,bounce=0.5")
  }
}
