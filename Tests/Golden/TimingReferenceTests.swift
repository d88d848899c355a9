import Curves
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

/// Timing curves against published and offline-computed values (`Reference/*.json`, each with
/// its source and tolerance).
@Suite struct TimingReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var curve: CubicTimingFunction
    var x: Double
    var y: Double
    var testDescription: String { "\(label) \(curve) at \(x)" }
  }

  static func cases(_ file: String) throws -> [Case] {
    try ReferenceFile(named: file).cases.map { json in
      guard let c = json["curve"]?.arrayValue?.compactMap(\.numberValue), c.count == 4,
        let x = json["x"]?.numberValue, let y = json["y"]?.numberValue
      else { throw GoldenJSONError(message: "\(file): a case needs curve [4], x and y", offset: 0) }
      let label = json["test"]?.stringValue ?? json["name"]?.stringValue ?? ""
      return Case(label: label, curve: try CubicTimingFunction(x1: c[0], y1: c[1], x2: c[2], y2: c[3]), x: x, y: y)
    }
  }

  @Test(arguments: ["chromium-cubic-bezier-solve.json", "chromium-cubic-bezier-interior.json", "chromium-cubic-bezier-extrapolation.json"])
  func progressMatchesChromiumsSuite(file: String) throws {
    let tolerance = try ReferenceFile(named: file).tolerance
    let cases = try Self.cases(file)
    #expect(cases.count >= 3)
    for c in cases {
      expectApproximatelyEqual(c.curve.progress(at: c.x), c.y, tolerance: tolerance, c.testDescription)
    }
  }

  /// Chromium's published expectations run through `browser` itself (its own solve, with the
  /// curve's end rules outside [0, 1]), not through `progress(at:)`: a port that drifted from
  /// `SolveCurveX` would fail here even while `fastest` passes.
  @Test(arguments: ["chromium-cubic-bezier-solve.json", "chromium-cubic-bezier-interior.json", "chromium-cubic-bezier-extrapolation.json"])
  func theBrowserPortMatchesChromiumsSuite(file: String) throws {
    let tolerance = try ReferenceFile(named: file).tolerance
    for c in try Self.cases(file) {
      var browser = BrowserSolver().prepare(c.curve)
      expectApproximatelyEqual(c.curve.progress(at: c.x, using: &browser), c.y, tolerance: tolerance, c.testDescription)
    }
  }

  @Test func theReferenceSolverMatchesFiftyDigitValues() throws {
    let file = try ReferenceFile(named: "timing-mpmath.json")
    let cases = try Self.cases("timing-mpmath.json")
    #expect(cases.count >= 200)
    #expect(ReferenceSolver.isExtendedPrecision, "the reference needs Float80 (x86_64)")
    for c in cases {
      let y = ReferenceSolver().prepare(c.curve).progress(at: c.x)
      expectApproximatelyEqual(y, c.y, tolerance: file.tolerance, c.testDescription)
    }
  }

  @Test(arguments: SolverID.allCases.filter { $0.accuracy == .conditionAwareTarget })
  func fullAccuracySolversMeetTheTargetOnFiftyDigitValues(id: SolverID) throws {
    for c in try Self.cases("timing-mpmath.json") {
      var solver = try id.prepareErased(c.curve)
      let y = c.curve.y(at: try solver.parameter(forX: c.x))
      let target = SolverAccuracy.target(for: c.curve, at: c.x)
      #expect(abs(y - c.y) <= target, "\(id): |\(y) − \(c.y)| = \(abs(y - c.y)) > target \(target) for \(c.testDescription)")
    }
  }
}

/// The presets' control points against Apple's documentation (`Reference/apple-timing-presets.json`).
@Suite struct ApplePresetReferenceTests {
  @Test func presetsMatchApplesDocumentedControlPoints() throws {
    let file = try ReferenceFile(named: "apple-timing-presets.json")
    #expect(file.cases.count >= 2)
    for c in file.cases {
      let name = try #require(c["name"]?.stringValue)
      let values = c["controlPoints"]?.arrayValue ?? []
      let points = values.compactMap(\.numberValue)
      #expect(points.count == 4)
      let curve = try #require(CubicTimingFunction.preset(named: name), "no preset named \(name)")
      #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points, "\(name)")
      let f = curve.float32
      #expect([f.x1, f.y1, f.x2, f.y2] == points.map { Double(Float($0)) }, "\(name) as Core Animation stores it")
    }
  }
}

/// `legacy-newton8` and `lottie-ca` against their original: WebKit's 2008 `UnitBezier` (as pop
/// vendors it; lottie-ios's `UnitBezier.swift` is a port of it) compiled in a scratch directory, on
/// every preset and stress curve at 25 x from 0 to 1, at ε = 1e-7, at pop's ε and at lottie's
/// 0.005 (`Reference/webkit-2008-unitbezier.json`). The port must give the original's t and y
/// bit for bit: its stopping rule alone (|x(t) − x| < ε) would let a different iteration pass.
@Suite struct LegacyNewton8ReferenceTests {
  @Test func thePortGivesTheOriginalsBits() throws {
    let file = try ReferenceFile(named: "webkit-2008-unitbezier.json")
    #expect(file.cases.count == 54)
    var compared = 0
    for json in file.cases {
      guard let p = json["points"]?.arrayValue?.compactMap(\.numberValue), p.count == 4,
        let epsilon = json["epsilon"]?.numberValue, let solver = json["solver"]?.stringValue,
        let xs = json["x"]?.arrayValue?.compactMap(\.numberValue), let ts = json["t"]?.arrayValue?.compactMap(\.numberValue),
        let ys = json["y"]?.arrayValue?.compactMap(\.numberValue), xs.count == ts.count, xs.count == ys.count
      else { throw GoldenJSONError(message: "a case needs points [4], epsilon, solver, x, t and y of one length", offset: 0) }
      let curve = try CubicTimingFunction(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
      var prepared: LegacyNewton8Solver.Prepared
      switch solver {
      case "legacy-newton8": prepared = LegacyNewton8Solver().prepare(curve)
      case "legacy-newton8-pop": prepared = LegacyNewton8Solver.pop(duration: LegacyNewton8Solver.popDuration).prepare(curve)
      default:
        #expect(solver == "lottie-ca")
        prepared = LottieCoreAnimationSolver().prepare(curve)
      }
      #expect(prepared.epsilon == epsilon, "\(solver)")
      for (x, (t, y)) in zip(xs, zip(ts, ys)) {
        let ours = prepared.parameter(forX: x)
        #expect(ours.bitPattern == t.bitPattern, "\(solver) \(json["curve"]?.stringValue ?? "") at x = \(x): t = \(ours), the original \(t)")
        #expect(curve.y(at: ours).bitPattern == y.bitPattern, "\(solver) \(json["curve"]?.stringValue ?? "") at x = \(x): y = \(curve.y(at: ours)), the original \(y)")
        compared += 1
      }
    }
    #expect(compared == 1350)
  }
}
