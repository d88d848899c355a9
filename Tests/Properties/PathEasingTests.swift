import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// Paths as easings, exactly: Material 3's emphasized path and tokens, Compose's own PathEasing
/// tests (compose/animation/animation-core/…/PathEasingTest.kt, androidx/androidx at 4ef8eef3),
/// and the rules that make a path a function of x.
@Suite struct PathEasingTests {
  /// The emphasized path at Compose's test points (0.77283, 0.95061, 0.99139 within 1e-4 there)
  /// and more, to six decimals by an independent bisection in double precision; at its join,
  /// 0.4 exactly.
  @Test(arguments: [
    (0.1, 0.093480), (0.166666, 0.4), (0.25, 0.772831), (0.5, 0.950612), (0.75, 0.991400),
  ])
  func materialsEmphasizedPathIsWhatItsSourcesSay(_ x: Double, _ y: Double) throws {
    let easing = try EasingFunction(parsing: "m3-emphasized")
    #expect(abs(easing.progress(at: x) - y) <= Tolerance.sixDecimals, "\(easing.progress(at: x))")
    #expect(MaterialMotionTokens.emphasized.progress(at: 0.166666) == 0.4)
  }

  /// Where Material's sources disagree, both readings, and how far apart they are (six decimals,
  /// independent bisection): MDC-Android's decelerate starts slower, its accelerate ends higher.
  @Test(arguments: [
    (0.1, 0.621384, 0.558732, 0.005538, 0.007004), (0.25, 0.831530, 0.817677, 0.035343, 0.042176),
    (0.5, 0.950247, 0.948549, 0.153998, 0.171426), (0.75, 0.990511, 0.990390, 0.405586, 0.427661),
  ])
  func bothReadingsOfTheEmphasizedCubicsAreNamed(
    _ x: Double, _ decelerate: Double, _ decelerateMDC: Double, _ accelerate: Double, _ accelerateMDC: Double
  ) throws {
    for (name, y) in [
      ("m3-emphasized-decelerate", decelerate), ("mdc-android-emphasized-decelerate", decelerateMDC),
      ("m3-emphasized-accelerate", accelerate), ("mdc-android-emphasized-accelerate", accelerateMDC),
    ] {
      let easing = try EasingFunction(parsing: name)
      #expect(abs(easing.progress(at: x) - y) <= Tolerance.sixDecimals, "\(name) at \(x): \(easing.progress(at: x))")
    }
  }

  /// Compose's CompareToCubicEasing, for any cubic in the unit square: the path of one cubic is
  /// that cubic, at Compose's 257 points and everywhere else.
  @Test func aPathOfOneCubicIsThatCubic() async throws {
    let unit = Gen.oneOf(Gen.double(in: 0...1), Gen.always(0.0), Gen.always(1.0))
    let y = Gen.oneOf(Gen.double(in: -1...2), Gen.always(0.0), Gen.always(1.0))
    await checkProperty(count: propertyCases, input: zip(unit, y, unit, y), Gen.int(in: 0...256)) { c, i in
      let curve = try CubicTimingFunction(x1: c.0, y1: c.1, x2: c.2, y2: c.3)
      let path = try PathEasing(pathData: "M 0 0 C \(c.0) \(c.1) \(c.2) \(c.3) 1 1")
      let x = Double(i) / 256
      #expect(abs(path.progress(at: x) - curve.progress(at: x)) <= Tolerance.pathEasingAgainstCubic, "\(curve) at \(x)")
    }
  }

  /// Compose's QuadTo: `quadraticTo(1, 0, 1, 1)` is y = (1 − √(1 − x))², increasing.
  @Test func aQuadraticEasingIsItsClosedForm() async throws {
    let path = try PathEasing(pathData: "M 0 0 Q 1 0 1 1")
    #expect(abs(path.progress(at: 0.25) - 0.01794919243112272) <= Tolerance.pathEasingAgainstCubic)
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1)) { x in
      let exact = (1 - (1 - x).squareRoot()) * (1 - (1 - x).squareRoot())
      #expect(abs(path.progress(at: x) - exact) <= Tolerance.pathEasingQuadClosedForm, "at \(x)")
    }
  }

  /// Compose's Overshoots and Undershoots: inside (0, 1) a path easing keeps its overshoot (the
  /// exact values ≈ 1.0965749 and −0.0728232).
  @Test func overshootsAndUndershootsAreKept() throws {
    let over = try PathEasing(pathData: "M0,0 C0.34,1.56 0.64,1 1,1").progress(at: 0.6)
    let under = try PathEasing(pathData: "M0,0 C0.68,-0.6 0.32,1.6 1,1").progress(at: 0.1)
    #expect(over > 1 && abs(over - 1.0965749) <= 1e-7, "\(over)")
    #expect(under < 0 && abs(under - -0.0728232) <= 1e-7, "\(under)")
  }

  /// A vertical step (a move or a line straight up at one x) is allowed and shows its later value
  /// from that x on, as Android's binary search picks; outside (0, 1) the ends.
  @Test func verticalStepsShowTheirLaterValue() throws {
    for d in ["M0,0 L0.5,0 M0.5,1 L1,1", "M0,0 L0.5,0 L0.5,1 L1,1"] {
      let path = try PathEasing(pathData: d)
      #expect(path.progress(at: 0.4999) == 0 && path.progress(at: 0.5) == 1 && path.progress(at: 0.75) == 1, "\(d)")
      #expect(path.progress(at: -1) == 0 && path.progress(at: 2) == 1 && path.progress(at: .nan).isNaN)
    }
  }

  /// Paths that are not easings, each refused with where (Compose's DoesNotStartAtZero,
  /// DoesNotEndAtOne, NonContinuousPath, ClosedPath, EmptyPath; Android's loop).
  @Test(arguments: [
    ("M0.1,0 L1,1", "start at (0, 0)"), ("M0,0 L0.9,1", "end at (1, 1)"),
    ("M0,0 L0.25,0.1 M0.5,0.4 L1,1", "command 3 moves from x = 0.25 to x = 0.5"),
    ("M0,0.1 L1,1", "start at (0, 0), not (0.0, 0.1)"),
    ("M0,0 L1,1 Z", "segment 2"), ("M0,0", "draws nothing"),
    ("M0,0 C1.5,0 -0.5,1 1,1", "segment 1, from (0.0, 0.0) to (1.0, 1.0), turns back in x"),
    ("M0,0 L0.5,0.5 L0.4,0.6 L1,1", "segment 2"),
  ])
  func pathsThatAreNotFunctionsOfXAreRefusedWithWhere(_ d: String, _ expected: String) throws {
    let error = try #require(throws: CurveError.self) { try PathEasing(pathData: d) }
    guard case .invalidEasingPath(let reason) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(reason.contains(expected), "\(reason)")
  }

  /// The notation: `path(…)` reads back from its description; malformed path data inside says
  /// where.
  @Test func pathEasingsReadAndWriteAsPathNotation() throws {
    let easing = try EasingFunction(
      parsing: "path(M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1)")
    #expect(easing == .path(MaterialMotionTokens.emphasized))
    #expect(try EasingFunction(parsing: easing.description) == easing)
    let error = try #require(throws: CurveError.self) { try EasingFunction(parsing: "path(M 0 0 L 1)") }
    #expect("\(error)".contains("line 1, column 10"), "\(error)")
  }

  /// The inverse finds every x showing a progress: on a monotone path, the x it came from.
  @Test func theInverseFindsTheInput() async throws {
    let path = MaterialMotionTokens.emphasized
    await checkProperty(count: propertyCases, input: Gen.oneOf(Gen.double(in: 0.05...0.95), Gen.always(0.166666))) {
      x in
      let found = path.inputs(forProgress: path.progress(at: x))
      #expect(found.count == 1 && abs(found[0] - x) <= Tolerance.pathEasingInverse, "\(found) for \(x)")
    }
    #expect(try PathEasing(pathData: "M0,0 L0.5,0.5 L0.7,0.5 L1,1").inputs(forProgress: 0.5) == [0.5, 0.7])
  }
}
