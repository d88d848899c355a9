import Curves

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
