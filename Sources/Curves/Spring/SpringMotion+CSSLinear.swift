/// A spring drawn as CSS's `linear(…)` over a duration: what a web page can run where only CSS
/// easing functions exist (``SpringMotion/cssLinear(tolerance:)``).
public struct CSSLinearSpring: Hashable, Sendable {
  /// The easing, as its text reads back (rounded values, ending at exactly 1).
  public var easing: LinearEasing
  /// `linear(…)`, with as few digits as keep the bound.
  public var text: String
  /// The duration in seconds, as written in ``durationText`` (rounded up to the microsecond, at
  /// or after the spring's settling time for half the tolerance).
  public var duration: Double
  /// The duration as CSS text, milliseconds with up to three decimals (`612.345ms`).
  public var durationText: String
  /// The largest |easing(t/duration) − progress(t)| found, over every stop and a dense grid of
  /// ``checkedSamples`` times in [0, duration]; after the duration the spring stays within the
  /// tolerance of 1 by its settling time.
  public var maxError: Double
  /// How many times the check evaluated.
  public var checkedSamples: Int
}

extension SpringMotion {
  /// This progress motion (0 → 1) as the shortest `linear(…)` this method finds within
  /// `tolerance` of the exact spring, over the duration after which the spring stays within
  /// half the tolerance of 1 (its exact displacement settling time for tolerance/2, rounded up to
  /// the microsecond; the last stop is exactly 1, and the half left covers its final chord).
  ///
  /// - The points lie on the spring: from each one, the farthest next point (on a grid of 4,000
  ///   steps of the duration, found by bisection and checked at every grid time between) whose
  ///   chord stays within 0.8 × tolerance of the spring, the last point at (1, 1) exactly. The
  ///   remaining 0.2 covers rounding the text and the times between grid points.
  /// - The text keeps the fewest decimals (outputs, then input percentages) whose parsed easing
  ///   still meets the bound, checked over every stop and 50 times per segment besides a
  ///   20,000-time grid: ``CSSLinearSpring/maxError`` is what that check found.
  ///
  /// Every regime works: under-, critically and over-damped, with an initial velocity.
  ///
  /// - Throws: ``CurveError/outOfRange(parameter:value:allowed:)`` for a tolerance outside
  ///   (0, 0.5); ``CurveError/notInvertible(reason:)`` when no text within 12 decimals meets it;
  ///   the settling errors of ``displacementSettlingDuration(epsilon:)``.
  public func cssLinear(tolerance: Double) throws(CurveError) -> CSSLinearSpring {
    guard tolerance > 0, tolerance < 0.5 else {
      throw .outOfRange(parameter: "tolerance", value: tolerance, allowed: "(0, 0.5)")
    }
    // Within half the tolerance of 1 from here on, so the last chord, which ends at exactly 1,
    // leaves room for the rest.
    let settle = try displacementSettlingDuration(epsilon: tolerance / 2)
    let micro = max((settle * 1e6).rounded(.up), 1)
    let duration = micro / 1e6
    func exact(_ u: Double) -> Double { u >= 1 ? 1 : progress(at: u * duration) }
    // Greedy chords on a grid.
    let n = 4000
    let values = (0...n).map { exact(Double($0) / Double(n)) }
    let target = 0.8 * tolerance
    func fits(_ a: Int, _ b: Int) -> Bool {
      let (ya, yb) = (values[a], values[b])
      for k in (a + 1)..<b {
        let chord = ya + (yb - ya) * Double(k - a) / Double(b - a)
        if abs(chord - values[k]) > target { return false }
      }
      return true
    }
    var stops = [0]
    while stops[stops.count - 1] < n {
      let a = stops[stops.count - 1]
      var (lo, hi) = (a + 1, n)
      if fits(a, n) { lo = n }
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if fits(a, mid) { lo = mid } else { hi = mid - 1 }
      }
      stops.append(lo)
    }
    // The fewest decimals whose text still meets the bound.
    for decimals in 3...12 {
      let points = stops.map { LinearEasing.Point(input: Double($0) / Double(n), output: values[$0]) }
      let text =
        "linear("
        + points.enumerated().map { i, p in
          if i == 0 { return "0" }
          if i == points.count - 1 { return "1" }
          return "\(Self.decimal(p.output, decimals)) \(Self.decimal(p.input * 100, max(decimals - 2, 1)))%"
        }.joined(separator: ", ") + ")"
      // try?: a text too coarse to read back as linear() (stops merged at this precision) is skipped for more decimals.
      guard case .linear(let easing)? = try? EasingFunction(parsing: text) else { continue }
      var worst = 0.0
      var samples = 0
      func check(_ u: Double) {
        worst = max(worst, abs(easing.progress(at: u) - exact(u)))
        samples += 1
      }
      for k in 0...20_000 { check(Double(k) / 20_000) }
      for (a, b) in zip(easing.points, easing.points.dropFirst()) {
        for k in 0...50 { check(a.input + (b.input - a.input) * Double(k) / 50) }
      }
      if worst <= tolerance {
        let durationText = "\(Self.decimal(duration * 1000, 3))ms"
        return CSSLinearSpring(
          easing: easing, text: text, duration: duration, durationText: durationText, maxError: worst,
          checkedSamples: samples)
      }
    }
    throw .notInvertible(reason: "no linear() text within 12 decimals stays within \(tolerance) of the spring")
  }

  /// `value` with at most `decimals` decimals, trailing zeros dropped.
  static func decimal(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    if text == "-0" { text = "0" }
    return text
  }
}
