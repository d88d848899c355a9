import Curves
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

/// The path easing ports held to their originals' own tests: hwui's `PathInterpolatorTests.cpp`
/// (aosp-mirror/platform_frameworks_base at 8404369783dc2817bbb13216ea18bd2a77eb84d6), whose
/// tables are `Path.approximate(0.002)` of two paths, and Compose's `PathEasingTest.kt` (the old
/// one at aa889ef770884978462487563751d6041216faea for the legacy port, the new ones at
/// 3b060dd1ad98ffff195a731ee7191e0c6657c526 and 4ef8eef3ea7c8acdbb87ab6fdb758f9dc4dd1d1a for the
/// current one); then each port's error against the exact ``PathEasing``.
@Suite struct PathEasingPortTests {
  static let emphasized = "M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1"

  // MARK: - Android

  /// The curve part of hwui's two tables (a FastOutSlowIn cubic squeezed into half the width).
  static let hwuiCurveY: [Float] = [
    0, 0.0028686523, 0.011230469, 0.024719238, 0.04296875, 0.06561279, 0.092285156, 0.15625, 0.2319336,
    0.31640625, 0.5, 0.5932617, 0.68359375, 0.7680664, 0.84375, 0.90771484, 0.9343872, 0.95703125,
    0.97528076, 0.98876953, 0.99713135, 1,
  ]

  /// hwui's data sets 2 and 3: the path each table is `approximate(0.002)` of, the table, and the
  /// test's inputs and expected outputs.
  static let hwuiDataSets: [(path: String, x: [Float], y: [Float], input: [Float], output: [Float])] = [
    (
      "M0,0 L0.5,0 C0.7,0 0.6,1 1,1",
      [
        0, 0.5, 0.5178955, 0.5341797, 0.5489991, 0.5625, 0.5748291, 0.5861328, 0.60625005, 0.62402344,
        0.640625, 0.675, 0.6951172, 0.71875, 0.7470703, 0.78125, 0.82246095, 0.84606934, 0.871875,
        0.9000244, 0.93066406, 0.96394044, 1,
      ],
      [0] + hwuiCurveY,
      [
        0, 0.03375840187072754, 0.13503384590148926, 0.23630905151367188, 0.336834192276001,
        0.4508626461029053, 0.564141035079956, 0.6781694889068604, 0.7921979427337646, 0.9054763317108154, 1,
      ],
      [0, 0, 0, 0, 0, 0, 0.0459827296435833, 0.5146934390068054, 0.8607426285743713, 0.9776809215545654, 1]
    ),
    (
      "M0,0 C0.2,0 0.1,1 0.5,1 L1,1",
      [
        0, 0.017895509, 0.034179688, 0.048999026, 0.0625, 0.0748291, 0.08613282, 0.10625, 0.12402344,
        0.140625, 0.17500001, 0.19511719, 0.21875, 0.24707031, 0.28125, 0.32246095, 0.34606934, 0.371875,
        0.4000244, 0.43066406, 0.46394044, 0.5, 1,
      ],
      hwuiCurveY + [1],
      [
        0, 0.102020263671875, 0.20330810546875, 0.3165740966796875, 0.43060302734375, 0.5318756103515625,
        0.6331634521484375, 0.746429443359375, 0.84771728515625, 0.9617462158203125, 1,
      ],
      [0, 0.14280107617378235, 0.6245699524879456, 0.8985776901245117, 0.9887426495552063, 1, 1, 1, 1, 1, 1]
    ),
  ]

  /// Android flattens the two paths into hwui's tables bit for bit, and answers hwui's inputs
  /// within its `EXPECT_FLOAT_EQ`.
  @Test(arguments: 0..<2)
  func androidFlattensHwuisPathsIntoItsTablesBitForBit(_ set: Int) throws {
    let data = Self.hwuiDataSets[set]
    let interpolator = try AndroidPathInterpolator(try PathData(data.path))
    #expect(interpolator.xs == data.x, "\(data.path)")
    #expect(interpolator.ys == data.y, "\(data.path)")
    for (x, expected) in zip(data.input, data.output) {
      let y = interpolator.interpolation(x)
      #expect(abs(y - expected) <= Tolerance.gtestFloatEqualUlps * expected.ulp, "\(data.path) at \(x): \(y)")
    }
  }

  /// hwui's data set 1: a straight line answers its input.
  @Test func androidReadsAStraightLineAsItsInput() throws {
    let line = try AndroidPathInterpolator(try PathData("M0,0 L1,1"))
    #expect(line.xs == [0, 1] && line.ys == [0, 1])
    for x in [0, 0.2, 0.4, 0.6, 0.8, 1] as [Float] { #expect(line.interpolation(x) == x) }
  }

  /// `PathInterpolator(x1, y1, x2, y2)` is `PathInterpolator(Path)` of the one cubic: the zoo's
  /// cubic port and the path port build the same tables from any timing curve.
  @Test func androidCubicConstructorIsThePathOfOneCubic() async throws {
    try await checkProperty(count: propertyCases, input: CurveGen.anyCurve) { curve in
      let text = "M0,0 C\(curve.x1),\(curve.y1) \(curve.x2),\(curve.y2) 1,1"
      let path = try AndroidPathInterpolator(try PathData(text))
      let cubic = try AndroidSolver().prepare(curve)
      #expect(path.xs == cubic.xs && path.ys == cubic.ys, "\(text)")
    }
  }

  /// A vertical step (a move in y alone) is allowed, its later value shown at its x; a move that
  /// ends the path is dropped, as Skia's iterator drops it.
  @Test func androidTakesAVerticalStepAndDropsATrailingMove() throws {
    let step = try AndroidPathInterpolator(try PathData("M0,0 L0.5,0.2 M0.5,0.8 L1,1"))
    #expect(step.interpolation(0.25) == 0.1)
    #expect(step.interpolation(0.5) == 0.8)
    #expect(try AndroidPathInterpolator(try PathData("M0,0 L1,1 M1,0.5")).xs == [0, 1])
  }

  /// Android's three refusals, with its messages, and arcs, which are not ported.
  @Test(arguments: [
    ("M0,0 L0.9,1", "The Path must start at (0,0) and end at (1,1)"),
    ("M0.1,0 L1,1", "The Path must start at (0,0) and end at (1,1)"),
    ("M0,0 L0.5,0.5 M0.6,0.5 L1,1", "The Path cannot have discontinuity in the X axis."),
    ("M0,0 L0.5,0.5 L0.4,0.6 L1,1", "The Path cannot loop back on itself."),
    ("M0,0 C1.5,0 -0.5,1 1,1", "The Path cannot loop back on itself."),
  ])
  func androidRefusesWhatAndroidRefuses(_ path: String, _ message: String) throws {
    let error = #expect(throws: PathEasingPortError.self) { try AndroidPathInterpolator(try PathData(path)) }
    guard case .refusedByOriginal(.android, let said, _)? = error else {
      Issue.record("\(String(describing: error))"); return
    }
    #expect(said == message, "\(path)")
  }

  /// Where Android's flattening never finishes (points near 1e5: float rounding alone fails the
  /// 0.002 test until t stops halving, and hwui spins forever), both Android ports throw; where
  /// Compose's legacy table would need more than 2²⁴ samples, it is refused before allocating.
  @Test func portsRefuseWhatTheirOriginalsNeverFinish() throws {
    let huge = try PathData("M0,0 C0.3,1e5 0.6,-1e5 1,1")
    _ = try PathEasing(huge)
    #expect(throws: PathEasingPortError.self) { try AndroidPathInterpolator(huge) }
    let curve = try CubicTimingFunction(x1: 0.3, y1: 1e5, x2: 0.6, y2: -1e5)
    #expect(throws: SolverError.self) { try AndroidSolver().prepare(curve) }
    let long = try PathData("M0,0 L0.5,1e7 L1,1")
    _ = try PathEasing(long)
    #expect(throws: PathEasingPortError.self) { try ComposeLegacyPathEasing(long) }
  }

  @Test func portsSayArcsAreNotPorted() throws {
    let arc = try PathData("M0,0 A1,1 0 0 0 1,1")
    for make in [
      { _ = try AndroidPathInterpolator(arc) }, { _ = try ComposePathEasing(arc) },
      { _ = try ComposeLegacyPathEasing(arc) },
    ] as [() throws -> Void] {
      let error = #expect(throws: PathEasingPortError.self) { try make() }
      guard case .notPorted? = error else { Issue.record("\(String(describing: error))"); continue }
    }
  }

  // MARK: - Compose

  /// `Emphasized_BoundsCheck`, for the current port and the legacy one.
  @Test(arguments: [(0.25, 0.77283), (0.5, 0.95061), (0.75, 0.99139)] as [(Float, Float)])
  func composePortsPassComposesEmphasizedTest(_ x: Float, _ y: Float) throws {
    let data = try PathData(Self.emphasized)
    let current = try ComposePathEasing(data), legacy = try ComposeLegacyPathEasing(data)
    #expect(try current.transform(0) == 0 && (try current.transform(1)) == 1)
    #expect(legacy.transform(0) == 0 && legacy.transform(1) == 1)
    let answer = try current.transform(x)
    #expect(abs(answer - y) <= Tolerance.composePathEasingTest, "\(answer)")
    #expect(abs(legacy.transform(x) - y) <= Tolerance.composePathEasingTest, "\(legacy.transform(x))")
  }

  /// `CompareToCubicEasing`: the path of one cubic against `CubicBezierEasing` (the zoo's
  /// `compose` solver) at i/256.
  @Test func composePathOfOneCubicIsCubicBezierEasing() throws {
    let path = try ComposePathEasing(try PathData("M0,0 C0.4,0 0.2,1 1,1"))
    let cubic = ComposeSolver().prepare(try CubicTimingFunction(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
    for i in 0...256 {
      let f = Float(i) / 256
      let y = try path.transform(f)
      let expected = try #require(cubic.transform(f))
      #expect(abs(y - expected) <= Tolerance.composePathAgainstCubicEasing, "at \(f): \(y) against \(expected)")
    }
  }

  /// `NonContinuousPath` and `Overlapping_Curves`: pieces answer where they are, a gap throws,
  /// overlapping pieces answer one of theirs.
  @Test func composeAnswersPiecesThrowsInGapsAndPicksAnOverlap() throws {
    let pieces = try ComposePathEasing(try PathData("M0,0.1 L0.25,0.1 M0.5,0.4 L0.75,0.4 M0.75,1 L1,1"))
    #expect(try pieces.transform(0.2) == 0.1)
    let error = #expect(throws: PathEasingPortError.self) { try pieces.transform(0.4) }
    guard case .refusedByOriginal(.compose, let message, _)? = error else {
      Issue.record("\(String(describing: error))"); return
    }
    #expect(message == "The easing path is invalid. Make sure it is continuous on the x axis.")
    let overlapping = try ComposePathEasing(
      try PathData("M0,0.1 L0.25,0.1 M0.1,0.3 L0.6,0.3 M0.5,0.4 L0.75,0.4 M0.75,1 L1,1"))
    #expect([0.1, 0.3].contains(try overlapping.transform(0.2)))
  }

  /// `EmptyPath_InvalidPath`, `DoesNotStartAtZero`, `DoesNotEndAtOne`, `ClosedPath`.
  @Test(arguments: [
    ("", "The easing path must start at 0.0f and end at 1.0f."),
    ("M0.1,0 L1,1", "The easing path must start at 0.0f and end at 1.0f."),
    ("M0,0 L0.9,1", "The easing path must start at 0.0f and end at 1.0f."),
    ("M0,0 L1,0 L1,1 Z", "The path cannot contain a close() command."),
  ])
  func composeRefusesWhatComposeRefuses(_ path: String, _ message: String) throws {
    let error = #expect(throws: PathEasingPortError.self) { try ComposePathEasing(try PathData(path)) }
    guard case .refusedByOriginal(.compose, let said, _)? = error else {
      Issue.record("\(String(describing: error))"); return
    }
    #expect(said == message, "\(path)")
  }

  /// `QuadTo` and `QuadTo_OneToZero`: the same curve drawn either way rises strictly at i/256;
  /// `Overshoots` and `Undershoots` keep their excursions.
  @Test(arguments: ["M0,0 Q1,0 1,1", "M1,1 Q1,0 0,0"])
  func composeQuadraticRisesStrictly(_ path: String) throws {
    let easing = try ComposePathEasing(try PathData(path))
    var previous = -Float.greatestFiniteMagnitude
    for i in 0...256 {
      let v = try easing.transform(Float(i) / 256)
      #expect(v >= 0 && v > previous, "\(path) at \(i)/256: \(v) after \(previous)")
      previous = v
    }
    #expect(try ComposePathEasing(try PathData("M0,0 C0.34,1.56 0.64,1 1,1")).transform(0.6) > 1)
    #expect(try ComposePathEasing(try PathData("M0,0 C0.68,-0.6 0.32,1.6 1,1")).transform(0.1) < 0)
  }

  // MARK: - Compose, legacy

  /// `CheckIncreasingXOverTime` (a path that ends at (1, −0.6) is taken: no end is checked),
  /// `CheckIncreasingXOverTime_InvalidPath` (a loop) and `NoPathProvided_ThrowsIllegalArgument`.
  @Test func composeLegacyChecksOnlyLengthAndIncreasingX() throws {
    let quad = try ComposeLegacyPathEasing(try PathData("M0,0 Q0,1.65 1,-0.6"))
    #expect(quad.transform(0) == 0 && quad.transform(1) == 1)
    for (path, message) in [
      ("M0,0 L1,0 L1,1 L0,1 Z", "Path needs to be continuously increasing"),
      ("", "Path cannot be zero in length. Ensure that supplied Path starts at [0,0] and ends at [1,1]"),
      ("M0.5,0.5", "Path cannot be zero in length. Ensure that supplied Path starts at [0,0] and ends at [1,1]"),
    ] {
      let error = #expect(throws: PathEasingPortError.self) { try ComposeLegacyPathEasing(try PathData(path)) }
      guard case .refusedByOriginal(.composeLegacy, let said, _)? = error else {
        Issue.record("\(path): \(String(describing: error))")
        continue
      }
      #expect(said == message, "\(path)")
    }
  }

  /// The off-by-one: a miss is read from the chord two samples to the right, extended back. Just
  /// before the corner of `M0,0 L0.5,0.1 L1,1` that chord is on the steep second line (slope 1.8),
  /// so the answer is that line's, 0.0991, where the path is at 0.0999; within the last three
  /// samples of the end, the last sample's y.
  @Test func composeLegacyReadsTheChordTwoSamplesAhead() throws {
    let corner = try ComposeLegacyPathEasing(try PathData("M0,0 L0.5,0.1 L1,1"))
    let x: Float = 0.4995
    let steep = 0.1 + (Double(x) - 0.5) * 1.8
    #expect(abs(Double(corner.transform(x)) - steep) <= Tolerance.composeLegacyOnALine, "\(corner.transform(x))")
    let n = corner.xs.count
    let nearEnd = (corner.xs[n - 3] + 1) / 2
    #expect(corner.transform(nearEnd) == corner.ys[n - 1])
    #expect(abs(Double(corner.transform(nearEnd)) - (0.1 + (Double(nearEnd) - 0.5) * 1.8)) > 1e-3)
  }

  // MARK: - Against the exact answer

  /// Each port against the exact ``PathEasing`` over x = i/4096, on Material's emphasized path
  /// and on a sloped line followed by a cubic: Android's polyline errs visibly, Compose's roots to
  /// float precision, the legacy table in between.
  @Test(arguments: [emphasized, "M0,0 L0.3,0.2 C0.5,0.3 0.6,1 1,1"])
  func eachPortErrsAsItsMethodAllows(_ path: String) throws {
    let data = try PathData(path)
    let exact = try PathEasing(data)
    let android = try AndroidPathInterpolator(data)
    let compose = try ComposePathEasing(data), legacy = try ComposeLegacyPathEasing(data)
    var worst = (android: 0.0, compose: 0.0, legacy: 0.0)
    for i in 0...4096 {
      let f = Float(i) / 4096
      let y = exact.progress(at: Double(f))
      worst.android = max(worst.android, abs(Double(android.interpolation(f)) - y))
      worst.compose = max(worst.compose, abs(Double(try compose.transform(f)) - y))
      worst.legacy = max(worst.legacy, abs(Double(legacy.transform(f)) - y))
    }
    #expect(worst.android <= Tolerance.androidPathEasing && worst.android > Tolerance.androidVisibleError)
    #expect(worst.compose <= Tolerance.composePathEasing, "\(worst.compose)")
    #expect(worst.legacy <= Tolerance.composeLegacyPathEasing, "\(worst.legacy)")
    #expect(worst.legacy > worst.compose && worst.android > worst.legacy, "\(worst)")
  }
}
