/// CSS's step easing function, `steps(n, <step-position>)` (CSS Easing Level 1 and 2, "Step
/// easing functions"): the output jumps between n + 1 levels (fewer or more with the jump terms)
/// instead of moving continuously. `step-start` is `steps(1, jump-start)`, `step-end` is
/// `steps(1, jump-end)`; `start` and `end` are the old names of `jump-start` and `jump-end`.
///
/// The output at input progress x, with the before flag (set while an animation is in its before
/// phase, as Web Animations sets it for a backwards fill):
/// 1. step = ⌊x·n⌋;
/// 2. `jump-start` and `jump-both` add 1;
/// 3. with the before flag, when x·n is a whole number, subtract 1;
/// 4. if x ≥ 0 and step < 0, step = 0;
/// 5. jumps = n + 1 (`jump-both`), n − 1 (`jump-none`), n otherwise;
/// 6. if x ≤ 1 and step > jumps, step = jumps;
/// 7. output = step / jumps.
///
/// Outside [0, 1] nothing clamps: x = −0.5 on `steps(2, jump-start)` answers 0 (step ⌊−1⌋ + 1 =
/// 0), x = 1.5 answers 2 (step 3 + 1 over 2 jumps). There is no Core Animation equivalent:
/// `CAMediaTimingFunction` is cubic only (a `CAKeyframeAnimation` with `calculationMode`
/// `.discrete` is the closest).
public struct StepsEasing: Hashable, Sendable, CustomStringConvertible {
  /// Where the jumps fall (`<step-position>`).
  public enum Position: String, Hashable, Sendable, CaseIterable {
    /// The first jump happens at the start: the output leaves 0 at once.
    case jumpStart = "jump-start"
    /// The last jump happens at the end (the default).
    case jumpEnd = "jump-end"
    /// No jump at either end: n levels from 0 to 1 (needs n ≥ 2).
    case jumpNone = "jump-none"
    /// Jumps at both ends: n + 1 jumps.
    case jumpBoth = "jump-both"
    /// `start`, the old name of `jump-start` (kept as written).
    case start
    /// `end`, the old name of `jump-end` (kept as written).
    case end

    /// The jump term it means (`start` is `jump-start`, `end` is `jump-end`).
    public var meaning: Position {
      switch self {
      case .start: .jumpStart
      case .end: .jumpEnd
      default: self
      }
    }
  }

  /// The number of steps n (≥ 1; ≥ 2 for `jump-none`).
  public let steps: Int
  /// Where the jumps fall.
  public let position: Position

  /// `steps(steps, position)`.
  ///
  /// - Throws: ``CurveError/outOfRange(parameter:value:allowed:)`` for steps < 1, or < 2 with
  ///   `jump-none` (CSS makes those invalid).
  public init(steps: Int, position: Position = .jumpEnd) throws(CurveError) {
    let least = position == .jumpNone ? 2 : 1
    guard steps >= least else {
      throw .outOfRange(
        parameter: "steps", value: Double(steps),
        allowed: position == .jumpNone ? "an integer ≥ 2 with jump-none" : "an integer ≥ 1")
    }
    self.steps = steps
    self.position = position
  }

  /// Steps already known to be valid (at least one, two with `jump-none`).
  private init(validSteps steps: Int, position: Position) {
    self.steps = steps
    self.position = position
  }

  /// `step-start`: `steps(1, jump-start)`, 1 from the start on.
  public static let stepStart = StepsEasing(validSteps: 1, position: .start)
  /// `step-end`: `steps(1, jump-end)`, 0 until the end.
  public static let stepEnd = StepsEasing(validSteps: 1, position: .end)

  /// The number of jumps: n + 1 for `jump-both`, n − 1 for `jump-none`, n otherwise.
  public var jumps: Int {
    switch position.meaning {
    case .jumpBoth: steps + 1
    case .jumpNone: steps - 1
    default: steps
    }
  }

  /// The output progress at input progress `x` (any finite value; NaN gives NaN), with the
  /// before flag, by the spec's seven steps.
  public func progress(at x: Double, beforeFlag: Bool = false) -> Double {
    guard !x.isNaN else { return .nan }
    let scaled = x * Double(steps)
    // ⌊x·n⌋ saturates for |x·n| beyond an Int (the clamps below bound the answer in [0, 1]).
    var step = scaled.rounded(.down)
    if position.meaning == .jumpStart || position.meaning == .jumpBoth { step += 1 }
    if beforeFlag, scaled.rounded(.down) == scaled { step -= 1 }
    if x >= 0, step < 0 { step = 0 }
    let jumps = Double(self.jumps)
    if x <= 1, step > jumps { step = jumps }
    return step / jumps
  }

  /// CSS's serialization: `steps(n)` for `jump-end`/`end`, else `steps(n, position)` as
  /// written; `step-start` and `step-end` are written as the functions they are.
  public var description: String {
    position == .end || position == .jumpEnd ? "steps(\(steps))" : "steps(\(steps), \(position.rawValue))"
  }
}
