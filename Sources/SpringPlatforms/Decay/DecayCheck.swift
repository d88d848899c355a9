import Curves
import RealModule

/// The checks every decay law runs on its inputs, each a typed error naming the field.
enum DecayCheck {
  static func finite(_ name: String, _ value: Double) throws(CurveError) {
    guard value.isFinite else { throw .nonFinite(parameter: name, value: value) }
  }

  static func positive(_ name: String, _ value: Double) throws(CurveError) {
    try finite(name, value)
    guard value > 0 else { throw .outOfRange(parameter: name, value: value, allowed: "> 0") }
  }

  static func nonNegative(_ name: String, _ value: Double) throws(CurveError) {
    try finite(name, value)
    guard value >= 0 else { throw .outOfRange(parameter: name, value: value, allowed: "≥ 0") }
  }

  static func openUnit(_ name: String, _ value: Double, _ note: String) throws(CurveError) {
    try finite(name, value)
    guard value > 0, value < 1 else {
      throw .outOfRange(parameter: name, value: value, allowed: "0 < \(name) < 1 \(note)")
    }
  }

  /// When an exponential decay x₀ + v₀·(e^(k·t) − 1)/k first passes x: log1p(k·(x − x₀)/v₀)/k,
  /// 0 at the origin, nil unless x lies strictly between the origin and `end` (the law's rest).
  static func exponentialTime(toReach x: Double, origin: Double, velocity: Double, end: Double, rate k: Double)
    -> Double?
  {
    if x == origin { return 0 }
    guard velocity > 0 ? x > origin && x < end : x < origin && x > end else { return nil }
    return Double.log(onePlus: k * (x - origin) / velocity) / k
  }

  /// A frame interval a law samples on: finite, from 0.1 ms to 1 s (a smaller one makes a frame
  /// search unbounded).
  static func frameInterval(_ value: Double) throws(CurveError) {
    try finite("frameInterval", value)
    guard value >= 1e-4, value <= 1 else {
      throw .outOfRange(parameter: "frameInterval", value: value, allowed: "1e-4 s ≤ frameInterval ≤ 1 s")
    }
  }

  /// The first time in [low, high] at which `holds` is true, for a predicate that stays true once
  /// it holds: bisection to the last bit; `high` when it never holds before.
  static func firstTime(from low: Double, to high: Double, where holds: (Double) -> Bool) -> Double {
    if holds(low) { return low }
    var (a, b) = (low, high)
    while true {
      let middle = a + (b - a) / 2
      if middle <= a || middle >= b { return b }
      if holds(middle) { b = middle } else { a = middle }
    }
  }
}
