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

  /// A stop as written: an output and zero, one or two input progress values (fractions: 50% is
  /// 0.5).
  public struct Stop: Hashable, Sendable {
    /// The output progress.
    public var output: Double
    /// Zero, one or two inputs, as fractions of the duration.
    public var inputs: [Double]

    /// A stop.
    public init(output: Double, inputs: [Double] = []) {
      (self.output, self.inputs) = (output, inputs)
    }
  }

  /// The control points, inputs non-decreasing.
  public let points: [Point]

  /// `linear(0, 1)`: CSS's `linear` keyword, the identity.
  public static let identity = try! LinearEasing(stops: [Stop(output: 0), Stop(output: 1)])

  /// The easing `stops` make, as CSS creates it.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for an output or input that is not
  ///   finite; ``CurveError/outOfRange(parameter:value:allowed:)`` for fewer than two stops or a
  ///   stop with more than two inputs (the grammar's limits).
  public init(stops: [Stop]) throws(CurveError) {
    guard stops.count >= 2 else { throw .outOfRange(parameter: "stops", value: Double(stops.count), allowed: "at least 2 stops") }
    var points: [(output: Double, input: Double?)] = []
    var largest = -Double.infinity
    for (i, stop) in stops.enumerated() {
      guard stop.output.isFinite else { throw .nonFinite(parameter: "stop \(i + 1)'s output", value: stop.output) }
      guard stop.inputs.count <= 2 else {
        throw .outOfRange(parameter: "stop \(i + 1)'s inputs", value: Double(stop.inputs.count), allowed: "0, 1 or 2 input percentages")
      }
      for input in stop.inputs where !input.isFinite { throw .nonFinite(parameter: "stop \(i + 1)'s input", value: input) }
      if stop.inputs.isEmpty {
        if i == 0 {
          points.append((stop.output, 0))
          largest = 0
        } else if i == stops.count - 1 {
          points.append((stop.output, max(1, largest)))
        } else {
          points.append((stop.output, nil))
        }
      } else {
        for input in stop.inputs {
          largest = max(input, largest)
          points.append((stop.output, largest))
        }
      }
    }
    // Runs without inputs, evenly spaced between their neighbours (which have inputs: the first
    // and the last point always do).
    var filled = points.map { Point(input: $0.input ?? .nan, output: $0.output) }
    var i = 0
    while i < filled.count {
      guard points[i].input == nil else {
        i += 1
        continue
      }
      var j = i
      while points[j].input == nil { j += 1 }
      let (a, b) = (filled[i - 1].input, filled[j].input)
      let count = Double(j - i + 1)
      for k in i..<j { filled[k].input = a + (b - a) * Double(k - i + 1) / count }
      i = j
    }
    self.points = filled
  }

  /// An easing of `points` as they are (inputs non-decreasing, all finite: the canonical form
  /// that ``points`` holds and the serialization writes).
  ///
  /// - Throws: ``CurveError/outOfRange(parameter:value:allowed:)`` for no point or decreasing
  ///   inputs; ``CurveError/nonFinite(parameter:value:)`` for a value that is not finite.
  public init(points: [Point]) throws(CurveError) {
    guard !points.isEmpty else { throw .outOfRange(parameter: "points", value: 0, allowed: "at least 1 point") }
    for (i, p) in points.enumerated() {
      guard p.input.isFinite else { throw .nonFinite(parameter: "point \(i + 1)'s input", value: p.input) }
      guard p.output.isFinite else { throw .nonFinite(parameter: "point \(i + 1)'s output", value: p.output) }
      if i > 0, p.input < points[i - 1].input {
        throw .outOfRange(parameter: "point \(i + 1)'s input", value: p.input, allowed: "≥ the previous input, \(points[i - 1].input)")
      }
    }
    self.points = points
  }

  /// The output progress at input progress `x` (NaN gives NaN), with the before flag.
  public func progress(at x: Double, beforeFlag: Bool = false) -> Double {
    guard !x.isNaN else { return .nan }
    guard points.count > 1 else { return points[0].output }
    if beforeFlag, x == points[0].input { return points[0].output }
    // The first point whose input exceeds x (binary search: inputs are non-decreasing).
    var low = 0, high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle].input > x { high = middle } else { low = middle + 1 }
    }
    // At the input of one or more points: the last of them.
    if low > 0, points[low - 1].input == x { return points[low - 1].output }
    let a: Point, b: Point
    if low == 0 {
      (a, b) = (points[0], points[1])
      if a.input == b.input { return a.output }
    } else if low == points.count {
      (a, b) = (points[points.count - 2], points[points.count - 1])
      if a.input == b.input { return b.output }
    } else {
      // x lies strictly between two inputs.
      (a, b) = (points[low - 1], points[low])
    }
    // A flat segment stays exactly flat, at any x (an infinite x too).
    if a.output == b.output { return a.output }
    return a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output)
  }

  /// CSS's serialization: every point with its input, `linear(0 0%, 0.5 50%, 1 100%)`.
  public var description: String {
    "linear(" + points.map { "\(Self.number($0.output)) \(Self.number($0.input * 100))%" }.joined(separator: ", ") + ")"
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
