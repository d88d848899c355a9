import Curves
import Geometry
import JSON
import Transitions

/// Range checks that name the path.
enum SpecCheck {
  static func finite(_ value: Double, _ path: JSONPath) throws(SpecError) {
    guard value.isFinite else { throw SpecError(path, "\(value) is not a finite number") }
  }

  static func positive(_ value: Double, _ path: JSONPath) throws(SpecError) {
    guard value.isFinite, value > 0 else { throw SpecError(path, "\(value): a finite number > 0 is needed") }
  }

  static func nonNegative(_ value: Double, _ path: JSONPath) throws(SpecError) {
    guard value.isFinite, value >= 0 else { throw SpecError(path, "\(value): a finite number ≥ 0 is needed") }
  }

  static func finite(_ point: Point, _ path: JSONPath) throws(SpecError) {
    try finite(point.x, path.index(0))
    try finite(point.y, path.index(1))
  }

  /// A cubic timing function (where only a cubic is accepted: completion curves, child timings,
  /// keyframe timing functions); a step or linear() function there is named as such.
  static func curve(_ text: String, _ path: JSONPath) throws(SpecError) -> CubicTimingFunction {
    do { return try CubicTimingFunction(parsing: text) } catch {
      // try?: only to name a steps() or linear() function in the error; the cubic reader's error is thrown otherwise.
      if let easing = try? EasingFunction(parsing: text), easing.cubic == nil {
        throw SpecError(
          path,
          """
          \(easing) is a CSS step or linear() function; here a cubic timing function is needed (a preset or \
          cubic-bezier(x1, y1, x2, y2)): steps() and linear() time phases
          """
        )
      }
      throw SpecError(path, "\(error)")
    }
  }

  /// Any timing function a phase accepts: a cubic, `steps(…)`, `step-start`, `step-end` or
  /// `linear(…)`.
  static func easing(_ text: String, _ path: JSONPath) throws(SpecError) -> EasingFunction {
    do { return try EasingFunction(parsing: text) } catch { throw SpecError(path, "\(error)") }
  }
}
