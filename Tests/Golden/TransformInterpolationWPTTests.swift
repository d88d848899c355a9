import Foundation
import Geometry
import TestSupport
import Testing
import TransitionTesting

/// web-platform-tests' matrix interpolation expectations (transform-interpolation-005,
/// `Reference/wpt-transform-interpolation-005.json`, which names its source), judged with WPT's
/// own rule, under each policy.
@Suite struct TransformInterpolationWPTTests {
  struct Case {
    var from: Transform3D
    var to: Transform3D
    var fraction: Double
    var expected: Transform3D
    var expectedText: String
    /// Whether both ends are 2D `matrix()`/`none` (the 35 cases the issue counts).
    var is2D: Bool
  }

  static func cases() throws -> (ReferenceFile, [Case]) {
    let file = try ReferenceFile(named: "wpt-transform-interpolation-005.json")
    let cases = try file.cases.map { c in
      let from = try #require(c["from"]?.stringValue), to = try #require(c["to"]?.stringValue)
      let expect = try #require(c["expect"]?.stringValue)
      return Case(
        from: try parseMatrix(from), to: try parseMatrix(to), fraction: try #require(c["fraction"]?.numberValue),
        expected: try parseMatrix(expect), expectedText: expect,
        is2D: !from.contains("matrix3d") && !to.contains("matrix3d"))
    }
    return (file, cases)
  }

  /// `none`, `matrix(a, b, c, d, e, f)` or `matrix3d(16 numbers)`.
  static func parseMatrix(_ text: String) throws -> Transform3D {
    if text == "none" { return .identity }
    let open = try #require(text.firstIndex(of: "(")), close = try #require(text.lastIndex(of: ")"))
    let numbers = try text[text.index(after: open)..<close].split(separator: ",").map {
      try #require(Double($0.trimmingCharacters(in: .whitespaces)))
    }
    if text.hasPrefix("matrix3d") {
      try #require(numbers.count == 16)
      return Transform3D(numbers)
    }
    try #require(numbers.count == 6)
    return Transform3D(AffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5]))
  }

  /// A transform as WPT's harness sees it: `matrix()` with six numbers when it is exactly 2D,
  /// else `matrix3d()` with sixteen, each number serialised to 6 significant digits (as
  /// `getComputedStyle` does) and then, if it has a decimal point, rounded by `toFixed(2)` (ties
  /// away from zero, on the exact binary value) with trailing zeros and a trailing point dropped,
  /// and −0 written 0 (`roundNumbers` in css/support/interpolation-testcommon.js).
  static func wptText(_ t: Transform3D) -> String {
    let numbers = t.affine.map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty] } ?? t.values
    return (t.isAffine ? "matrix(" : "matrix3d(") + numbers.map(wptNumber).joined(separator: ", ") + ")"
  }

  static func wptNumber(_ x: Double) -> String {
    let serialised = String(format: "%.6g", x)
    guard serialised.contains("."), let value = Double(serialised) else { return serialised == "-0" ? "0" : serialised }
    // Exact decimal expansion of the binary value, then round half away from zero at 2 places.
    let exact = String(format: "%.40f", abs(value))
    let parts = exact.split(separator: ".")
    var cents = Int(parts[0])! * 100 + Int(parts[1].prefix(2))!
    if parts[1].dropFirst(2).first! >= "5" { cents += 1 }
    var text = "\(cents / 100).\(String(format: "%02d", cents % 100))"
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    if value < 0 && text != "0" { text = "-" + text }
    return text
  }

  /// The descriptions of the cases a policy fails under WPT's rule.
  static func failures(_ policy: TransformInterpolation, _ cases: [Case]) -> [String] {
    cases.compactMap { c in
      let got = c.from.interpolated(to: c.to, fraction: c.fraction, using: policy)
      let (ours, theirs) = (wptText(got), wptText(c.expected))
      return ours == theirs ? nil : "\(wptText(c.from)) → \(wptText(c.to)) at \(c.fraction): \(ours), expected \(theirs)"
    }
  }

  @Test func theHarnessRoundingIsJavaScriptsToFixed() {
    #expect(Self.wptNumber(-0.625) == "-0.63")
    #expect(Self.wptNumber(-0.6249999999999998) == "-0.63")  // 6 significant digits first: -0.625
    #expect(Self.wptNumber(0.125) == "0.13")
    #expect(Self.wptNumber(2.8284271247461903) == "2.83")
    #expect(Self.wptNumber(4) == "4")
    #expect(Self.wptNumber(1.0000001) == "1")
    #expect(Self.wptNumber(-0.0001) == "0")
    #expect(Self.wptNumber(-0.0) == "0")
  }

  /// Chromium's 2D R·K·S decomposition meets all 35 2D expectations, and its 3D path all 36
  /// matrix3d() ones.
  @Test func chromiumMeetsEveryExpectation() throws {
    let (_, cases) = try Self.cases()
    #expect(cases.filter(\.is2D).count == 35)
    #expect(cases.count == 71)
    let failed = Self.failures(.chromium, cases)
    #expect(failed.isEmpty, "\(failed.count) of \(cases.count):\n\(failed.joined(separator: "\n"))")
  }

  /// The matrix3d() expectations are double-precision results: Chromium's policy meets them to
  /// the file's tolerance, not only to WPT's two decimals.
  @Test func chromiumMeetsTheDoublePrecisionExpectationsNumerically() throws {
    let (file, cases) = try Self.cases()
    for c in cases where !c.is2D && c.expectedText.count > 120 {
      let got = c.from.interpolated(to: c.to, fraction: c.fraction, using: .chromium)
      expectApproximatelyEqual(got, c.expected, tolerance: file.tolerance, "\(Self.wptText(c.from)) at \(c.fraction)")
    }
  }

  /// CSS Level 1's residual decomposition misses exactly the ten 2D cases with a shear; the Level 2
  /// algorithm (one decomposition for every pair) meets them.
  @Test func levelOneMissesTheShearsAndLevelTwoDoesNot() throws {
    let (_, cases) = try Self.cases()
    let twoD = cases.filter(\.is2D)
    let missed = Self.failures(.cssLevel1, twoD)
    #expect(missed.count == 10, "\(missed.joined(separator: "\n"))")
    for c in twoD where Self.failures(.cssLevel1, [c]).count == 1 {
      let parts = [c.from, c.to].compactMap(\.affine).map { $0.decomposed() }
      #expect(parts.contains { abs($0.m12) > 1e-9 || abs($0.m21) > 1e-9 }, "a Level 1 miss without a shear: \(Self.wptText(c.from)) → \(Self.wptText(c.to))")
    }
    #expect(Self.failures(.cssLevel1, cases.filter { !$0.is2D }).isEmpty)
    #expect(Self.failures(.cssLevel2, cases).isEmpty)
  }

  /// WebKit interpolates two affine matrices with Level 1's algorithm and so misses the same ten.
  @Test func webKitMissesTheShearsAsLevelOneDoes() throws {
    let (_, cases) = try Self.cases()
    for policy in [TransformInterpolation.webKit, .webKitLegacy] {
      #expect(Self.failures(policy, cases) == Self.failures(.cssLevel1, cases), "\(policy)")
    }
  }
}
