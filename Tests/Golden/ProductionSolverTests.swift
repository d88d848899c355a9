import Curves
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

/// The production ports held to what their originals are known for: published test values and
/// properties, their short-cuts and edge returns, their input and output policies. Values marked
/// "re-run" come from an independent re-implementation of the same published steps (Python,
/// float32 emulated with numpy, 2026-11-24), not from the original binaries: they pin that this
/// port follows the steps exactly, bit for bit.
@Suite struct ProductionSolverTests {
  static func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws -> CubicTimingFunction {
    try CubicTimingFunction(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  // MARK: - skia

  /// Skia's own test (tests/CubicMapTest.cpp): every curve with x1, y1, x2, y2 in {0, 1, 0.5,
  /// 1e-7, 0.999999} (625), x from 1/512 in float steps of 1/512 below 1: y never decreases by
  /// more than 1/4096, and |y − y_ref| < 0.008.
  @Test func skiaPassesSkiasOwnCubicMapTest() throws {
    let values: [Double] = [0, 1, 0.5, 1e-7, 0.999999]
    var worst = 0.0
    for x1 in values { for y1 in values { for x2 in values { for y2 in values {
      let curve = try Self.curve(x1, y1, x2, y2)
      let map = SkiaSolver().prepare(curve)
      let reference = ReferenceSolver().prepare(curve)
      var previous = -Float.infinity
      var x: Float = 1.0 / 512
      var step = 0
      while x < 1 {
        let y = map.computeYFromX(x)
        #expect(y >= previous || previous - y <= 1.0 / 4096, "\(curve) not monotone at \(x)")
        previous = y
        if step % 8 == 0 {  // the reference is slow in a debug build: every 8th x
          let error = abs(Double(y) - reference.progress(at: Double(x)))
          worst = max(worst, error)
          #expect(error < 0.008, "\(curve) at \(x): \(y)")
        }
        x += 1.0 / 512
        step += 1
      }
    } } } }
    #expect(worst > 1e-6, "float32 leaves a visible error")  // not a double solver in disguise
  }

  @Test func skiaShortCutsAndPolicy() throws {
    // Within 1/4096 of the diagonal: a line, y = x exactly.
    let nearLine = SkiaSolver().prepare(try Self.curve(0.25, 0.25 + 1.0 / 5000, 0.75, 0.75))
    #expect(nearLine.kind == .line)
    #expect(nearLine.computeYFromX(0.3) == 0.3)
    #expect(SkiaSolver().prepare(try Self.curve(0.25, 0.25 + 1.0 / 3000, 0.75, 0.75)).kind == .solver)
    // x1 = x2 = 0: x(t) = A·t³, a cube root.
    #expect(SkiaSolver().prepare(try Self.curve(0, 0, 0, 1)).kind == .cubeRoot)
    // Input clamped (NaN to 1, as SkTPin: `x < lo ? lo : x < hi ? x : hi`), x itself within 1e-10
    // of an end, output unclamped.
    let back = SkiaSolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1))
    #expect(back.computeYFromX(-1) == 0 && back.computeYFromX(2) == 1 && back.computeYFromX(.nan) == 1)
    #expect(back.computeYFromX(1e-11) == 1e-11)
    #expect(back.computeYFromX(0.5) > 1)
    #expect(SkiaSolver().policy == SolverPolicy(input: .clamps, output: .unclamped, precision: .float32))
  }

  /// Re-run values (float32 with fused multiply-adds in the Halley loop), bit for bit.
  @Test(arguments: [
    ([0.25, 0.1, 0.25, 1], [0x3dc2_2492, 0x3ed1_283d, 0x3f4d_6a4f, 0x3f75_e0a4, 0x3f7e_8b85] as [UInt32]),
  ] as [([Double], [UInt32])])
  func skiaMatchesTheRerunBits(points: [Double], bits: [UInt32]) throws {
    let map = SkiaSolver().prepare(try Self.curve(points[0], points[1], points[2], points[3]))
    for (x, expected) in zip([0.1, 0.25, 0.5, 0.75, 0.9] as [Float], bits) {
      let y = map.computeYFromX(x)
      #expect(y.bitPattern == expected, "\(points) at \(x): \(y) (0x\(String(y.bitPattern, radix: 16)))")
    }
  }

  /// Re-run values to 9 significant digits (the fact sheet's precision) on four more curves,
  /// including the cube-root path and an overshoot.
  @Test(arguments: [
    ([0.42, 0, 0.58, 1], [0.0197221451, 0.129156008, 0.5, 0.870844066, 0.980277836]),
    ([0.4, 0, 0.2, 1], [0.0258630253, 0.236587301, 0.775561571, 0.959367692, 0.99435395]),
    ([0.34, 1.56, 0.64, 1], [0.403933048, 0.816289186, 1.08740067, 1.05964696, 1.01261556]),
  ] as [([Double], [Double])])
  func skiaMatchesTheRerunValues(points: [Double], values: [Double]) throws {
    let map = SkiaSolver().prepare(try Self.curve(points[0], points[1], points[2], points[3]))
    for (x, expected) in zip([0.1, 0.25, 0.5, 0.75, 0.9] as [Float], values) {
      #expect(abs(Double(map.computeYFromX(x)) - expected) <= Tolerance.ninePrintedDigits * expected, "\(points) at \(x)")
    }
  }

  /// The cube-root path (x1 = x2 = 0) goes through float `pow`, whose last bits are the libm's:
  /// the re-run (numpy) and glibc differ by up to two float ulps there.
  @Test func skiaCubeRootPathMatchesTheRerun() throws {
    let map = SkiaSolver().prepare(try Self.curve(0, 0, 0, 1))
    for (x, expected) in zip([0.1, 0.25, 0.5, 0.75, 0.9] as [Float], [0.446330398, 0.690550745, 0.889881551, 0.976445436, 0.996509314]) {
      #expect(abs(Double(map.computeYFromX(x)) - expected) <= Tolerance.float32Libm * expected, "at \(x)")
    }
  }

  // MARK: - flutter

  /// flutter/flutter#27406: before the end rule, `Cubic(0, 0, 1, 1)` answered these at 0 and 1,
  /// which `transformInternal` still does; `transform` answers 0 and 1.
  @Test func flutterReproducesIssue27406() throws {
    let cubic = FlutterSolver().prepare(try Self.curve(0, 0, 1, 1))
    #expect(cubic.transformInternal(0) == 0.00072479248046875)
    #expect(cubic.transformInternal(1) == 0.9992752075195312)
    #expect(cubic.transform(0) == 0 && cubic.transform(1) == 1)
    // Outside [0, 1]: the end values (flutter/flutter#185875; it looped forever before, #171364).
    #expect(cubic.transform(-0.5) == 0 && cubic.transform(2) == 1)
  }

  /// Re-run values (double, the originals' operation order), bit for bit.
  @Test(arguments: [
    ([0.25, 0.1, 0.25, 1], [0.09539313912391663, 0.4094947278499603, 0.8019922554492951, 0.9605494872666895, 0.9942424774169922]),
    ([0.42, 0, 1, 1], [0.016937287524342537, 0.09407757222652435, 0.31640625, 0.6219428777694702, 0.8393326997756958]),
    ([0, 0, 0.58, 1], [0.1606673002243042, 0.3780571222305298, 0.68359375, 0.9059224277734756, 0.9830627124756575]),
    ([0.42, 0, 0.58, 1], [0.01997537910938263, 0.12868531048297882, 0.5, 0.8713146895170212, 0.9800246208906174]),
    ([0.4, 0, 0.2, 1], [0.025724157691001892, 0.23698604106903076, 0.7755804806947708, 0.9595602750778198, 0.9943761620670557]),
    ([0.175, 0.885, 0.32, 1.275], [0.4485417138785124, 0.8481117981672287, 1.0674425686150788, 1.0759368389844894, 1.03677221596241]),
  ] as [([Double], [Double])])
  func flutterMatchesTheRerun(points: [Double], values: [Double]) throws {
    let cubic = FlutterSolver().prepare(try Self.curve(points[0], points[1], points[2], points[3]))
    for (x, expected) in zip([0.1, 0.25, 0.5, 0.75, 0.9], values) {
      #expect(cubic.transform(x) == expected, "\(points) at \(x)")
    }
  }

  // MARK: - compose-legacy

  @Test func composeLegacyPassesThroughOutsideTheOpenInterval() throws {
    let easing = ComposeLegacySolver().prepare(try Self.curve(0.4, 0, 0.2, 1))
    for x: Float in [0, 1, -0.5, 1.5, -.infinity] { #expect(easing.transform(x) == x) }
    #expect(easing.transform(.nan).isNaN)
    // Published properties of the era's tests: overshoot kept, and no value above 1 just below 1.
    #expect(ComposeLegacySolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1)).transform(0.6) > 1)
    #expect(ComposeLegacySolver().prepare(try Self.curve(0, 0, 0.15, 1)).transform(0.999999) <= 1)
  }

  /// Re-run values (float32, the originals' operation order), bit for bit where the fact sheet
  /// gives the bits, to 9 digits otherwise.
  @Test func composeLegacyMatchesTheRerun() throws {
    let fastOutSlowIn = ComposeLegacySolver().prepare(try Self.curve(0.4, 0, 0.2, 1))
    let bits: [UInt32] = [0x3cd2_bb78, 0x3e72_ac78, 0x3f46_8c72, 0x3f75_a5be, 0x3f7e_8f70]
    for (x, expected) in zip([0.1, 0.25, 0.5, 0.75, 0.9] as [Float], bits) {
      #expect(fastOutSlowIn.transform(x).bitPattern == expected, "at \(x): \(fastOutSlowIn.transform(x))")
    }
    let overshoot = ComposeLegacySolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1))
    for (x, expected) in zip([0.1, 0.25, 0.5, 0.75, 0.9] as [Float], [0.405716509, 0.814374924, 1.08743656, 1.05980015, 1.01255739]) {
      #expect(abs(Double(overshoot.transform(x)) - expected) <= Tolerance.ninePrintedDigits * expected, "at \(x)")
    }
    #expect(ComposeLegacySolver().prepare(try Self.curve(0.4, 0, 1, 1)).transform(0.9) == 0.84375)
  }
}

extension ProductionSolverTests {
  // MARK: - motion

  /// Framer Motion's own tests (cubic-bezier.test.ts at 82976cfe): the linear curve exactly at
  /// 0, 0.5, 1; (0.5, 0.1, 0.31, 0.96) exactly at the ends and within its toBeCloseTo(·, 2)
  /// (|Δ| < 0.005) inside; the doc comment's (0.17, 0.67, 0.83, 0.67)(0.5) = 0.627….
  @Test func motionPassesMotionsOwnTests() throws {
    let linear = MotionSolver().prepare(try Self.curve(0, 0, 1, 1))
    #expect(linear.easing(0) == 0 && linear.easing(0.5) == 0.5 && linear.easing(1) == 1)
    let curve = MotionSolver().prepare(try Self.curve(0.5, 0.1, 0.31, 0.96))
    #expect(curve.easing(0) == 0 && curve.easing(1) == 1)
    for (x, expected) in [(0.01, 0.002), (0.25, 0.164), (0.75, 0.935), (0.99, 0.999)] {
      #expect(abs(curve.easing(x) - expected) < Tolerance.jestCloseTo2, "at \(x)")
    }
    let documented = MotionSolver().prepare(try Self.curve(0.17, 0.67, 0.83, 0.67)).easing(0.5)
    #expect(documented >= 0.627 && documented < 0.628)
  }

  /// Re-run values (double, 12 halvings, the last midpoint) to the 10 digits printed, and the
  /// saturation outside [0, 1]: y at t = 2⁻¹², tiny but not 0.
  @Test func motionMatchesTheRerunAndSaturates() throws {
    let motion = MotionSolver().prepare(try Self.curve(0.5, 0.1, 0.31, 0.96))
    for (x, expected) in [(0.01, 0.0020761566), (0.25, 0.1642389226), (0.5, 0.6709680244), (0.75, 0.9355017373), (0.99, 0.9993905846)] {
      #expect(abs(motion.easing(x) - expected) <= Tolerance.tenPrintedDigits, "at \(x): \(motion.easing(x))")
    }
    let below = motion.easing(-0.5)
    #expect(below > 0 && below < 1e-3)
    #expect(motion.easing(2) < 1 && motion.easing(2) > 0.999)
  }

  // MARK: - bezier-easing-2

  /// bezier-easing's own tests (test/test.test.js at d5343c17): the linear curves are the identity,
  /// the ends are exact on any curve, a symmetric curve is symmetric within 1e-6, and a curve and
  /// its mirror image (b, a, d, c) undo each other within 0.05.
  @Test func bezierEasing2PassesItsOwnTests() async throws {
    for points in [[0.0, 0, 1, 1], [1.0, 1, 0, 0]] {
      let easing = BezierEasing2Solver().prepare(try Self.curve(points[0], points[1], points[2], points[3]))
      for i in 0...100 { #expect(abs(easing.easing(Double(i) / 100) - Double(i) / 100) < Tolerance.bezierEasingClose) }
    }
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)) { a, b, c, d in
      let easing = BezierEasing2Solver().prepare(try Self.curve(a, b, c, d))
      #expect(easing.easing(0) == 0 && easing.easing(1) == 1)
      // Symmetry holds where the Newton branch runs at x = 0.5: x′(½) = 1.5(1 − a) ≥ 0.001, so
      // a ≤ 1 − 1/1500 (the original's test draws Math.random(), which almost never exceeds it;
      // beyond it the bisection branch stops on its 1e-7 residual with |Δt| ~ 1e-4: pinned below).
      let aSymmetric = min(a, 0.999)
      let symmetric = BezierEasing2Solver().prepare(try Self.curve(aSymmetric, b, 1 - aSymmetric, 1 - b))
      #expect(abs(symmetric.easing(0.5) - 0.5) < Tolerance.bezierEasingClose)
      for i in 0...100 {
        let x = Double(i) / 100
        #expect(abs(symmetric.easing(x) - (1 - symmetric.easing(1 - x))) < Tolerance.bezierEasingClose, "\(a) \(b) at \(x)")
      }
      let mirror = BezierEasing2Solver().prepare(try Self.curve(b, a, d, c))
      for i in 0...100 {
        let x = Double(i) / 100
        #expect(abs(mirror.easing(easing.easing(x)) - x) < Tolerance.bezierEasingProjection, "\(a) \(b) \(c) \(d) at \(x)")
      }
    }
  }

  /// Where x′(½) < 0.001 (a > 1 − 1/1500) a symmetric curve takes the bisection branch at
  /// x = 0.5, which stops on its residual with t off by ~1e-4: the original is not symmetric
  /// there, and neither is the port.
  @Test func bezierEasing2IsNotSymmetricWhereItBisects() throws {
    let easing = BezierEasing2Solver().prepare(try Self.curve(0.9995, 0.3, 0.0005, 0.7))
    #expect(abs(easing.easing(0.5) - 0.5) > 1e-5)
  }

  /// ease against 200-step double bisection values (the fact sheet's), within bezier-easing's
  /// own 1e-6; a NaN input takes the bisection branch and answers y(0.05).
  @Test func bezierEasing2OnEaseAndNaN() throws {
    let ease = BezierEasing2Solver().prepare(try Self.curve(0.25, 0.1, 0.25, 1))
    for (x, expected) in [(0.1, 0.0947963057), (0.25, 0.4085105914), (0.5, 0.8024033876), (0.75, 0.9604589783), (0.9, 0.9943164775)] {
      #expect(abs(ease.easing(x) - expected) < Tolerance.bezierEasingClose, "at \(x)")
    }
    #expect(abs(ease.easing(.nan) - (try Self.curve(0.25, 0.1, 0.25, 1)).y(at: 0.05)) <= Tolerance.unitRounding)
    #expect(BezierEasing2Solver().policy.input == .extrapolatesCubic)
  }

  // MARK: - rive

  /// Rive is bezier-easing 2 in float32: on the presets it agrees with the double port to float
  /// precision, gives exactly 0 at x = 0 when x1 ≥ 0.001, and has no linear short-cut (a
  /// diagonal curve still runs the solver, and its float answer is not always x).
  @Test func riveIsBezierEasing2InFloat32() throws {
    for (_, curve) in CubicTimingFunction.presets {
      var rive = RiveSolver().prepare(curve)
      var reference = BezierEasing2Solver().prepare(curve)
      for i in 1...99 {
        let x = Double(i) / 100
        let difference = abs(rive.progress(forX: x, on: curve.coefficients) - reference.progress(forX: x, on: curve.coefficients))
        #expect(difference <= Tolerance.float32Solve, "\(curve) at \(x)")
      }
    }
    #expect(RiveSolver().prepare(try Self.curve(0.42, 0, 0.58, 1)).transform(0) == 0)
    #expect(RiveSolver().policy.precision == .float32)
  }
}

extension ProductionSolverTests {
  // MARK: - core-animation

  /// Core Animation's interface is float32: the control points as `getControlPoint(at:values:)`
  /// returns them (easeInEaseOut's 0.42 reads back as Float(0.42)), x clamped into [0, 1] and
  /// rounded to float, y rounded to float; in between, the float curve solved exactly.
  @Test func coreAnimationRoundsItsInterfaceToFloat32() throws {
    var ca = CoreAnimationSolver().prepare(.easeInEaseOut)
    #expect(ca.stored == CubicTimingFunction.easeInEaseOut.float32.coefficients)
    #expect(CubicTimingFunction.easeInEaseOut.float32.x1 == Double(Float(0.42)))
    #expect(ca.solveForInput(-1) == 0 && ca.solveForInput(2) == 1)
    let exact = CubicTimingFunction.easeInEaseOut.float32.progress(at: Double(Float(0.3)))
    #expect(ca.solveForInput(0.3) == Float(exact))
    let delivered = ca.progress(forX: 0.3, on: CubicTimingFunction.easeInEaseOut.coefficients)
    #expect(delivered == Double(Float(delivered)), "the output is a float")
    #expect(CoreAnimationSolver().policy == SolverPolicy(input: .clamps, output: .unclamped, precision: .mixed))
  }
}

extension ProductionSolverTests {
  // MARK: - bezier-easing-3

  /// bezier-easing 3.2's own tests: exact values on (0, 0, 1/3, 1) (x = t², y = 3t² − 2t³), within
  /// 1e-9 of a bisection reference at x = i/100 on its twelve named curves, and its input clamp.
  @Test func bezierEasing3PassesItsOwnTests() throws {
    let quadratic = BezierEasing3Solver().prepare(try Self.curve(0, 0, 1.0 / 3, 1))
    #expect(abs(quadratic.easing(0.25) - 0.5) <= Tolerance.bezierEasing3Exact)
    #expect(abs(quadratic.easing(0.5) - (1.5 - (0.5).squareRoot())) <= Tolerance.bezierEasing3Exact)
    let curves: [[Double]] = [
      [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.68, -0.6, 0.32, 1.6], [0.5, 0, 0.5, 1],
      [0, 0.5, 0, 0.5], [1, 0, 1, 1], [0, 1, 1, 0], [0, 0, 0, 1], [1, 0, 1, 0], [1.0 / 3, 0, 2.0 / 3, 1],
    ]
    for p in curves {
      let curve = try Self.curve(p[0], p[1], p[2], p[3])
      let easing = BezierEasing3Solver().prepare(curve)
      let reference = ReferenceSolver().prepare(curve)
      for i in 1...99 {
        let x = Double(i) / 100
        #expect(abs(easing.easing(x) - reference.progress(at: x)) <= Tolerance.bezierEasing3Reference, "\(p) at \(x)")
      }
    }
    let ease = BezierEasing3Solver().prepare(try Self.curve(0.25, 0.1, 0.25, 1))
    for x: Double in [-1e-17, -Double.leastNonzeroMagnitude, -0.5, -1, -.infinity] { #expect(ease.easing(x) == 0) }
    for x: Double in [1 + Double.ulpOfOne, 1.5, 2, .infinity] { #expect(ease.easing(x) == 1) }
    #expect(ease.easing(.nan).isNaN)
    // The linear short-cut (`noop`) comes before the clamp: x passes through, even outside.
    #expect(BezierEasing3Solver().prepare(try Self.curve(0.3, 0.3, 0.7, 0.7)).easing(-2) == -2)
  }

  /// Found by an edge-aimed draw: at subnormal x the scaled terms underflow (h² = m³ = 0 with
  /// m < 0), √m is NaN, and JavaScript's `Math.min` passes it on (Swift's `min` would have
  /// answered 1); at normal x the same curve is solved.
  @Test func bezierEasing3GivesNaNWhereItsTermsUnderflow() throws {
    let tiny = Double.leastNonzeroMagnitude  // 5e-324
    let curve = try Self.curve(tiny, 2 * tiny, 0, -tiny)
    let easing = BezierEasing3Solver().prepare(curve)
    #expect(easing.easing(tiny).isNaN)
    #expect(BezierEasing3Solver().policy.refusal == .underflowsAtSubnormalInput)
    for x in [Double.leastNormalMagnitude, 1e-300, 1e-100, 1e-9] {
      #expect(BezierEasing3Solver().accuracy.isKept(byProgress: easing.easing(x), forX: x, on: curve), "at \(x): \(easing.easing(x))")
    }
  }

  /// Found by a random draw (seed OmZgh4eLBhlLX1eQba1b47v/N9AmKAH4DTLMttvvAko=, and again as
  /// OSVJ2pxeHbh/DlquQZfxBsBS4GMqPXnSDAvcfQbFbhc=): with m > 0 the underflow sends −h/(m√m) to
  /// ∞, the clamp makes it 1, and t = 1/2 whatever the subnormal x; the same arithmetic in
  /// JavaScript gives the same t. At normal x the curve is solved.
  @Test(arguments: [
    (0.0, 5e-324, 5e-324, 0.0, 0.125),
    (0.0, -5e-324, 5e-324, 1e-323, 0.125),
  ])
  func bezierEasing3AnswersAHalfWhereItsTermsUnderflowWithPositiveM(
    x1: Double, y1: Double, x2: Double, y2: Double, y: Double
  ) throws {
    let tiny = Double.leastNonzeroMagnitude
    let curve = try Self.curve(x1, y1, x2, y2)
    let easing = BezierEasing3Solver().prepare(curve)
    #expect(easing.easing(tiny) == y)
    #expect(!BezierEasing3Solver().accuracy.isKept(byProgress: easing.easing(tiny), forX: tiny, on: curve))
    for x in [Double.leastNormalMagnitude, 1e-300, 1e-100, 1e-9] {
      #expect(BezierEasing3Solver().accuracy.isKept(byProgress: easing.easing(x), forX: x, on: curve), "at \(x): \(easing.easing(x))")
    }
  }
}

extension ProductionSolverTests {
  // MARK: - compose

  static let composeX: [Float] = [0.1, 0.25, 0.5, 0.75, 0.9]

  /// Compose's own tests (EasingTest.kt, EasingTest.android.kt at ef8dd96c): 0 and 1 pass
  /// through, (0, 0, 0.15, 1) stays ≤ 1 at 0.999999, EaseOutBack exceeds 1 at 0.6 (the fix of the
  /// [0, 1] output clamp that clipped overshoot), (0.3, 0, 0.7, 1) stays in [0, 1] at tiny
  /// fractions, and the host test's fractions near 1 and near 0 give results within 2 ulp(1)
  /// of [0, 1] without throwing.
  @Test func composePassesComposesOwnTests() throws {
    let standard = ComposeSolver().prepare(try Self.curve(0.4, 0, 0.2, 1))
    #expect(standard.transform(0) == 0)
    #expect(ComposeSolver().prepare(try Self.curve(0.4, 0, 1, 1)).transform(1) == 1)
    #expect(try #require(ComposeSolver().prepare(try Self.curve(0, 0, 0.15, 1)).transform(0.999999)) <= 1)
    #expect(try #require(ComposeSolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1)).transform(0.6)) > 1)
    let symmetric = ComposeSolver().prepare(try Self.curve(0.3, 0, 0.7, 1))
    for bits: UInt32 in [0x3e80_0000, 0x3e00_0000, 0x3d80_0000, 0x3a80_0000, 0x3600_0000, 0x3480_0000, 0x3400_0000, 0x3421_0fb0, 0x3380_0000, 0x3300_0000, 0] {
      let y = try #require(symmetric.transform(Float(bitPattern: bits)), "refused \(bits)")
      #expect(y >= 0 && y <= 1, "0x\(String(bits, radix: 16)) gave \(y)")
    }
    let ulp = Float(1).ulp
    // Ease, EaseIn, FastOutSlowIn, EaseInBack, and (0.4, 0, 0.2, 1)'s neighbour in the test list.
    for p in [[0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0.4, 0, 0.2, 1], [0.36, 0, 0.66, -0.56], [0.0, 0, 0.2, 1]] {
      let easing = ComposeSolver().prepare(try Self.curve(p[0], p[1], p[2], p[3]))
      let fractions = Array(0x3f7f_9d99...0x3f7f_ffff as ClosedRange<UInt32>) + Array(0...0x6266) + [0x3421_b161]
      for bits in fractions {
        let y = try #require(easing.transform(Float(bitPattern: bits)), "\(p) refused 0x\(String(bits, radix: 16))")
        #expect(y >= -2 * ulp && y <= 1 + 2 * ulp, "\(p) at 0x\(String(bits, radix: 16)): \(y)")
      }
    }
    // EaseOutBack near 1 must merely not throw (it peaks above 1 there).
    let back = ComposeSolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1))
    for bits in 0x3f7f_9d99...0x3f7f_ffff as ClosedRange<UInt32> { #expect(back.transform(Float(bitPattern: bits)) != nil) }
  }

  /// Re-run values (float32 and double as Kotlin mixes them, fastCbrt's bits), bit for bit: the
  /// Cardano, trigonometric (first and third root) paths, the output clamp's bounds.
  @Test(arguments: [
    ([0.4, 0, 0.2, 1], [0x3cd3_dea1, 0x3e72_43f6, 0x3f46_8b38, 0x3f75_9922, 0x3f7e_8dfb]),
    ([0, 0, 0.2, 1], [0x3e9b_91ea, 0x3f13_dbd5, 0x3f56_d8c7, 0x3f76_d6e5, 0x3f7e_9e39]),
    ([0.4, 0, 1, 1], [0x3c96_82b6, 0x3dc9_fcba, 0x3ea6_4e1c, 0x3f21_4d48, 0x3f58_0003]),
    ([0.42, 0, 0.58, 1], [0x3ca1_90f6, 0x3e04_4316, 0x3f00_0001, 0x3f5e_ef3e, 0x3f7a_f37a]),
    ([0.34, 1.56, 0.64, 1], [0x3ece_d041, 0x3f50_f852, 0x3f8b_2ff2, 0x3f87_a282, 0x3f81_9d5f]),
    ([0.25, 0.1, 0.25, 1], [0x3dc2_249a, 0x3ed1_2867, 0x3f4d_6a4e, 0x3f75_e0a6, 0x3f7e_8b8b]),
  ] as [([Double], [UInt32])])
  func composeMatchesTheRerunBits(points: [Double], bits: [UInt32]) throws {
    let easing = ComposeSolver().prepare(try Self.curve(points[0], points[1], points[2], points[3]))
    for (x, expected) in zip(Self.composeX, bits) {
      let y = try #require(easing.transform(x))
      #expect(y.bitPattern == expected, "\(points) at \(x): \(y) (0x\(String(y.bitPattern, radix: 16)))")
    }
  }

  @Test func composeFastCubeRootAndBounds() throws {
    let cases: [(Float, UInt32)] = [(1, 0x3f80_0001), (8, 0x4000_0001), (-8, 0xc000_0001), (0.001, 0x3dcc_ccd3), (0.5, 0x3f4b_2ffd), (0, 0x29b9_cbd8)]
    for (x, expected) in cases { #expect(ComposeSolver.fastCubeRoot(x).bitPattern == expected, "fastCbrt(\(x))") }
    #expect(ComposeSolver.fastCubeRoot(.nan).isNaN && ComposeSolver.fastCubeRoot(.infinity).isNaN)
    // The vertical bounds the output is clamped to: Ease's maximum is y at t = 1 evaluated in
    // float (1 + 2 ulp); EaseOutBack's is its overshoot.
    let ease = ComposeSolver().prepare(try Self.curve(0.25, 0.1, 0.25, 1))
    #expect(ease.minimum == 0 && ease.maximum.bitPattern == 0x3f80_0002)
    #expect(ComposeSolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1)).maximum.bitPattern == 0x3f8c_84d3)
  }

  /// Outside (0, 1) the input itself (NaN included); the zoo's x = 0 and 1 likewise.
  @Test func composePassesThroughOutsideTheOpenInterval() throws {
    var easing = ComposeSolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1))
    for x: Float in [0, 1, -0.5, 1.5, -.infinity, .infinity] { #expect(easing.transform(x) == x) }
    #expect(try #require(easing.transform(.nan)).isNaN)
    #expect(try easing.progress(forX: 0, on: CubicTimingFunction.linear.coefficients) == 0)
    #expect(try easing.progress(forX: 1, on: CubicTimingFunction.linear.coefficients) == 1)
  }

  /// Found by this port: where x(t) is (nearly) quadratic, the float32-rounded shifted points
  /// leave a cubic coefficient of a few 1e-7, Cardano divides by it, and the float cube roots
  /// lose the root: Compose throws ("has no solution") or accepts a wrong root. On the stress
  /// curve cubic-bezier(0.2, 0, 0.5333…, 1) (x(t) exactly quadratic), re-run values.
  @Test func composeLosesTheRootWhereXIsNearlyQuadratic() throws {
    let curve = try Self.curve(0.2, 0, 0.5333333333333333, 1)
    var easing = ComposeSolver().prepare(curve)
    #expect(easing.transform(0.1)?.bitPattern == 0x3d7d_1256)
    #expect(easing.transform(0.75)?.bitPattern == 0x3c30_b6d3)  // accepted, and wrong:
    #expect(abs(Double(easing.transform(0.75) ?? 0) - ReferenceSolver().prepare(curve).progress(at: 0.75)) > 0.5)
    for x: Float in [0.25, 0.3, 0.5] { #expect(easing.transform(x) == nil, "at \(x)") }
    let error = #expect(throws: SolverError.self) { try easing.progress(forX: 0.25, on: curve.coefficients) }
    guard case .refusedByOriginal(.compose, let x, let reason)? = error else { Issue.record("\(String(describing: error))"); return }
    #expect(reason.contains("has no solution") && x == 0.25)
    #expect(error?.description.contains("compose refuses x = 0.25") == true)
    #expect(ComposeSolver().policy.refusal == .whereNoRootIsAccepted)
  }

  /// Where nothing is degenerate Compose answers: every preset at every x of the bench.
  @Test func composeAnswersEveryPresetAtEveryBenchX() throws {
    for (name, curve) in CubicTimingFunction.presets {
      let easing = ComposeSolver().prepare(curve)
      let refused = SolverInputs.allX().filter { easing.transform(Float($0)) == nil }
      #expect(refused.isEmpty, "\(name) refused \(refused.count) x, first \(refused.first ?? 0)")
    }
  }

  // MARK: - android

  /// Re-run values (float32, no fused operations, the flattening's order), bit for bit, with the
  /// number of polyline points.
  @Test(arguments: [
    ([0.25, 0.1, 0.25, 1], 22, [0x3dc6_2c14, 0x3ed0_cd1d, 0x3f4d_06b5, 0x3f75_da90, 0x3f7e_602d]),
    ([0.4, 0, 0.2, 1], 24, [0x3cd5_9585, 0x3e72_9697, 0x3f46_6d4a, 0x3f75_84c6, 0x3f7e_5e6d]),
    ([0.42, 0, 0.58, 1], 21, [0x3ca6_7620, 0x3e06_4c63, 0x3f00_0000, 0x3f5e_6ce7, 0x3f7a_cc4f]),
    ([0.34, 1.56, 0.64, 1], 25, [0x3ece_71b9, 0x3f50_f05f, 0x3f8b_229f, 0x3f87_a540, 0x3f81_bc20]),
    ([0, 0, 1, 1], 25, [0x3dcc_cccd, 0x3e80_0000, 0x3f00_0000, 0x3f40_0000, 0x3f66_6666]),
  ] as [([Double], Int, [UInt32])])
  func androidMatchesTheRerunBits(points: [Double], count: Int, bits: [UInt32]) throws {
    let interpolator = try AndroidSolver().prepare(try Self.curve(points[0], points[1], points[2], points[3]))
    #expect(interpolator.xs.count == count, "\(points)")
    for (x, expected) in zip(Self.composeX, bits) {
      let y = interpolator.interpolation(x)
      #expect(y.bitPattern == expected, "\(points) at \(x): \(y) (0x\(String(y.bitPattern, radix: 16)))")
    }
  }

  /// `getInterpolation` clamps its input (NaN falls through the search to NaN, as in Java),
  /// leaves overshoot unclamped, hits the table's points exactly, and is a coarse approximation:
  /// within its promise (a point within 2.5e-3 of the curve in x and y) on the presets, and
  /// visibly not exact (y itself errs by up to 2.8e-3 where the curve is steep: the chord's
  /// 0.002 distance, measured across the curve, grows by √(1 + (dy/dx)²) measured vertically).
  @Test func androidPolicyAndApproximation() throws {
    let back = try AndroidSolver().prepare(try Self.curve(0.34, 1.56, 0.64, 1))
    #expect(back.interpolation(-1) == 0 && back.interpolation(0) == 0 && back.interpolation(1) == 1 && back.interpolation(2) == 1)
    #expect(back.interpolation(.nan).isNaN)
    #expect(back.interpolation(0.5) > 1)
    for i in back.xs.indices.dropFirst().dropLast() { #expect(back.interpolation(back.xs[i]) == back.ys[i]) }
    var worst = 0.0
    for (name, curve) in CubicTimingFunction.presets {
      let interpolator = try AndroidSolver().prepare(curve)
      let reference = ReferenceSolver().prepare(curve)
      for x in SolverInputs.uniformX(count: 500) {
        let y = Double(interpolator.interpolation(Float(x)))
        worst = max(worst, abs(y - reference.progress(at: x)))
        #expect(AndroidSolver().accuracy.isKept(byProgress: y, forX: x, on: curve), "\(name) at \(x): \(y)")
      }
    }
    #expect(worst > Tolerance.androidVisibleError, "the flattening's error is visible: \(worst)")
  }

  /// The constructor's validation: a path whose x loops back (control points outside what a
  /// timing curve allows, which `PathInterpolator` itself accepts) throws, as Android does.
  @Test func androidRefusesAPathThatLoopsBack() throws {
    let error = #expect(throws: SolverError.self) { try AndroidSolver.Prepared(x1: 3, y1: 0, x2: -2, y2: 1) }
    guard case .refusedByOriginal(.android, nil, let reason)? = error else { Issue.record("\(String(describing: error))"); return }
    #expect(reason.contains("loop back"))
    #expect(try AndroidSolver.Prepared(x1: 1, y1: 0, x2: 0, y2: 1).xs.count > 2)
  }
}
