/// CSS's linear easing function, `linear(…)` (CSS Easing Level 2, "Linear easing functions"):
/// straight lines between control points (input, output), extrapolated beyond the first and the
/// last, which can draw any curve (a spring, a bounce) to any accuracy with enough points. Not the
/// `linear` preset of this library (`CubicTimingFunction.linear`, cubic-bezier(0, 0, 1, 1)); CSS's
/// `linear` keyword is the identity, `linear(0, 1)`, and draws the same line.
///
/// Built from stops as CSS builds it ("create a linear easing function"): a stop is an output
/// with zero, one or two input percentages (two make two points, a flat run); an input smaller
/// than an earlier one is raised to it; a first stop without input is at 0, a last one at
/// max(1, the largest input so far); runs without inputs are spaced evenly between their
/// neighbours.
///
/// The output at input progress x ("calculate linear easing output progress"): with one point,
/// its output; with the before flag and x the first point's input, the first output; at the input
/// of one or more points, the output of the last of them (so equal inputs make a jump, taken at
/// the later output); otherwise along the line through the two points around x: the first two
/// before the first input (the first output if they share an input), the last two after the last
/// input (the last output if they share one). A segment with equal outputs is exactly flat.
///
/// The arithmetic is Chromium's, bit for bit (`gfx::LinearTimingFunction::GetValue` in
/// chromium/chromium `ui/gfx/animation/keyframe/timing_function.cc` at 006569f4, and Blink's
/// `ConsumeLinear` in `third_party/blink/renderer/core/css/properties/css_parsing_utils.cc` at
/// ada052a6): inputs are kept as the percentages written (`60%` is 60), a missing one is filled
/// from the previous point, pᵢ = pᵢ₋₁ + (pᵤ − pᵢ₋₁)/(u − (i − 1)) with u the next point that has
/// one, and the output at x is a.output + ((x − a/100)/((b − a)/100))·(b.output − a.output) on the
/// segment [a, b] whose input a is the last with 100·x ≮ a. (Fractions and `(1 − p)·a + p·b`
/// differ from Chromium in the last bit: `linear(0, 1.2 60%, 0.9 80%, 1)` at 0.65625 is
/// 1.1156249999999999 in Chromium and here.) At exactly the last input, the last output, as CSS
/// says (Chromium computes it along the last segment, an ulp of its rise away). One more rule is
/// the current draft's, not Chromium's: before a first input that two points share, the first
/// output (Chromium, after an older draft,
/// answers the second: `linear(0 20%, 1 20%, 0.5 50%, 1)` at 0.1 is 1 there, 0 here).
/// There is no Core Animation equivalent (`CAKeyframeAnimation` with linear `calculationMode`
/// over the same values and key times draws the same segments inside [0, 1]).
public struct LinearEasing: Hashable, Sendable, CustomStringConvertible {
  /// A control point.
  public struct Point: Hashable, Sendable {
    /// The input progress (0 … 1 inside the animation; may lie outside).
    public var input: Double
    /// The output progress.
    public var output: Double

    /// A point.
    public init(input: Double, output: Double) {
      (self.input, self.output) = (input, output)
    }
  }

  /// A stop as written: an output and zero, one or two input percentages (50% is 50, as CSS
  /// writes it and Chromium keeps it).
  public struct Stop: Hashable, Sendable {
    /// The output progress.
    public var output: Double
    /// Zero, one or two inputs, as percentages of the duration.
    public var percentages: [Double]

    /// A stop with its input percentages, as written.
    public init(output: Double, percentages: [Double] = []) {
      (self.output, self.percentages) = (output, percentages)
    }
  }

  /// A control point as Chromium stores it: its input in percent.
  @usableFromInline
  struct StoredPoint: Hashable, Sendable {
    /// The input, in percent (100 at the end of the duration).
    @usableFromInline var percent: Double
    /// The output progress.
    @usableFromInline var output: Double
  }

  /// The control points, inputs non-decreasing, in percent.
  @usableFromInline let stored: [StoredPoint]

  /// The control points, inputs non-decreasing (as fractions: the stored percentages / 100).
  public var points: [Point] { stored.map { Point(input: $0.percent / 100, output: $0.output) } }

  /// `linear(0, 1)`: CSS's `linear` keyword, the identity (exactly: x − 0, over 1, times 1).
  public static let identity = LinearEasing(stored: [
    StoredPoint(percent: 0, output: 0), StoredPoint(percent: 100, output: 1),
  ])

  init(stored: [StoredPoint]) { self.stored = stored }

  /// The easing `stops` make, as CSS creates it (and as Blink does, in percent).
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for an output or input that is not
  ///   finite; ``CurveError/outOfRange(parameter:value:allowed:)`` for fewer than two stops or a
  ///   stop with more than two inputs (the grammar's limits).
  public init(stops: [Stop]) throws(CurveError) {
    guard stops.count >= 2 else {
      throw .outOfRange(parameter: "stops", value: Double(stops.count), allowed: "at least 2 stops")
    }
    var points: [StoredPoint] = []
    var largest = -Double.greatestFiniteMagnitude
    for (i, stop) in stops.enumerated() {
      guard stop.output.isFinite else { throw .nonFinite(parameter: "stop \(i + 1)'s output", value: stop.output) }
      guard stop.percentages.count <= 2 else {
        throw .outOfRange(
          parameter: "stop \(i + 1)'s inputs", value: Double(stop.percentages.count),
          allowed: "0, 1 or 2 input percentages")
      }
      for input in stop.percentages where !input.isFinite {
        throw .nonFinite(parameter: "stop \(i + 1)'s input", value: input)
      }
      if stop.percentages.isEmpty {
        if i == 0 {
          points.append(StoredPoint(percent: 0, output: stop.output))
          largest = 0
        } else if i == stops.count - 1 {
          points.append(StoredPoint(percent: max(100, largest), output: stop.output))
        } else {
          points.append(StoredPoint(percent: .nan, output: stop.output))  // filled below
        }
      } else {
        // An input smaller than an earlier one is raised to it.
        for input in stop.percentages {
          largest = max(largest, input)
          points.append(StoredPoint(percent: largest, output: stop.output))
        }
      }
    }
    // Runs without inputs, filled one point at a time from the previous one (Blink's order of
    // operations: pᵢ = pᵢ₋₁ + (pᵤ − pᵢ₋₁)/(u − (i − 1)), u the next point with an input; the
    // first and the last point always have one).
    var upper = 0
    for i in 1..<points.count where points[i].percent.isNaN {
      if i > upper {
        upper = i + 1
        while points[upper].percent.isNaN { upper += 1 }
      }
      let previous = points[i - 1].percent
      points[i].percent = previous + (points[upper].percent - previous) / Double(upper - (i - 1))
    }
    self.stored = points
  }

  /// An easing of `points` as they are (inputs non-decreasing, all finite: the canonical form
  /// that ``points`` holds and the serialization writes). Each input is kept as its percentage,
  /// input × 100 (exact for the inputs k/2ⁿ; otherwise the nearest double to that product).
  ///
  /// - Throws: ``CurveError/outOfRange(parameter:value:allowed:)`` for no point or decreasing
  ///   inputs; ``CurveError/nonFinite(parameter:value:)`` for a value that is not finite.
  public init(points: [Point]) throws(CurveError) {
    guard !points.isEmpty else { throw .outOfRange(parameter: "points", value: 0, allowed: "at least 1 point") }
    for (i, p) in points.enumerated() {
      guard p.input.isFinite else { throw .nonFinite(parameter: "point \(i + 1)'s input", value: p.input) }
      guard p.output.isFinite else { throw .nonFinite(parameter: "point \(i + 1)'s output", value: p.output) }
      if i > 0, p.input < points[i - 1].input {
        throw .outOfRange(
          parameter: "point \(i + 1)'s input", value: p.input,
          allowed: "≥ the previous input, \(points[i - 1].input)")
      }
    }
    self.stored = points.map { StoredPoint(percent: $0.input * 100, output: $0.output) }
  }

  /// The output progress at input progress `x` (NaN gives NaN), with the before flag, by
  /// Chromium's arithmetic (see the type's documentation).
  public func progress(at x: Double, beforeFlag: Bool = false) -> Double {
    guard !x.isNaN else { return .nan }
    guard stored.count > 1 else { return stored[0].output }
    if beforeFlag, 100 * x == stored[0].percent { return stored[0].output }
    // The first point whose input exceeds 100·x (std::upper_bound: inputs are non-decreasing).
    var low = 0, high = stored.count
    while low < high {
      let middle = (low + high) / 2
      if 100 * x < stored[middle].percent { high = middle } else { low = middle + 1 }
    }
    // At exactly the last input, its output (CSS's rule). Chromium computes along the last
    // segment there, x − a/100 over (b − a)/100 rounding to 1 ± an ulp, which misses the output
    // by an ulp of the segment's rise: 1e300 too far on linear(0, 1e300 58%, 2) at 1 (the easing
    // fuzzer's find). At every other input x − a/100 is exactly 0 in both.
    if low == stored.count, stored[low - 1].percent / 100 == x { return stored[low - 1].output }
    // a: the last point with input ≤ 100·x, else the first; b: the next one; the last segment
    // when a is the last point.
    let i = min(max(low - 1, 0), stored.count - 2)
    let (a, b) = (stored[i], stored[i + 1])
    // Two points at one input on an end segment: before the first input, the first output (the
    // current draft; Chromium, after an older one, answers the second); after the last, the last.
    if a.percent == b.percent { return low == 0 ? a.output : b.output }
    // A flat segment stays exactly flat, at any x (an infinite x too, where Chromium's 0·∞ is NaN).
    if a.output == b.output { return a.output }
    let fromA = x - a.percent / 100
    let range = (b.percent - a.percent) / 100
    return a.output + fromA / range * (b.output - a.output)
  }

  /// CSS's serialization: every point with its input, `linear(0 0%, 0.5 50%, 1 100%)`.
  public var description: String {
    "linear(" + stored.map { "\(Self.number($0.output)) \(Self.number($0.percent))%" }.joined(separator: ", ") + ")"
  }

  /// A number as CSS writes it: no trailing `.0`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}

extension LinearEasing {
  /// Every input in [0, 1] where the function shows `progress`, in order: one per segment that
  /// crosses it, both ends of a flat segment at it (it is shown over the whole segment), and the
  /// input of a jump that lands on it.
  public func inputs(forProgress progress: Double) -> [Double] {
    let points = self.points
    guard points.count > 1 else { return points[0].output == progress ? [0, 1] : [] }
    var found: [Double] = []
    func keep(_ x: Double) {
      if x >= 0, x <= 1, found.last != x { found.append(x) }
    }
    if progress == self.progress(at: 0) { keep(0) }
    for (a, b) in zip(points, points.dropFirst()) {
      let (lo, hi) = (min(a.output, b.output), max(a.output, b.output))
      if a.input == b.input {
        if b.output == progress { keep(a.input) }
        continue
      }
      guard progress >= lo, progress <= hi else { continue }
      if a.output == b.output {
        keep(a.input)
        keep(b.input)
      } else {
        keep(a.input + (progress - a.output) / (b.output - a.output) * (b.input - a.input))
      }
    }
    if progress == self.progress(at: 1) { keep(1) }
    return found.sorted()
  }

  /// The first input in [0, 1] at which the function shows `progress` (the inverse of a rising
  /// `linear(…)`), or nil when it never does there.
  public func time(forProgress progress: Double) -> Double? { inputs(forProgress: progress).first }

  /// The last input in [0, 1] at which the function shows `progress`, or nil.
  public func lastTime(forProgress progress: Double) -> Double? { inputs(forProgress: progress).last }
}
