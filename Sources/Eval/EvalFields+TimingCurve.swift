import Curves

extension EvalFields {
  /// A `timing` line's curve: a cubic the stream has not met before as its control points (to be
  /// answered without a table), anything else as ``easing(_:)`` reads it. The errors are
  /// `easing(_:)`'s.
  mutating func timingCurve(_ key: String) throws(EvalError) -> TimingCurve {
    guard let value = peek(key) else { return .easing(try easing(key)) }
    let text: String
    let points: CubicTimingFunction.ControlPoints
    switch value {
    case .string(let string):
      if let known = session?.easings[string] {
        _ = raw(key)
        return .easing(known)
      }
      do {
        points = try CubicTimingFunction.ControlPoints(parsing: string)
      } catch {
        // Not a cubic (steps, linear, or a bad text): read, and refused, as any easing.
        if case .unparsable = error { return .easing(try easing(key)) }
        _ = raw(key)
        throw EvalError(wrapping: error)
      }
      text = string
    case .array(let items) where items.count == 4:
      // Keyed by its numbers' texts, as `easing(_:)` keys it.
      var arrayText = "["
      for item in items {
        guard case .number(_, let literal?) = item else { return .easing(try easing(key)) }
        arrayText += literal + ","
      }
      if let known = session?.easings[arrayText] {
        _ = raw(key)
        return .easing(known)
      }
      let values = items.map { $0.numberValue ?? .nan }  // numbers, checked above
      do {
        points = try CubicTimingFunction.ControlPoints(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
      } catch {
        _ = raw(key)
        throw EvalError(wrapping: error)
      }
      text = arrayText
    default:
      return .easing(try easing(key))
    }
    _ = raw(key)
    guard let session, session.isRepeated(text) else { return .points(points) }
    return .easing(try session.easing(text) { _ throws(EvalError) in .cubic(CubicTimingFunction(points)) })
  }

  /// What ``timingCurve(_:)`` reads.
  enum TimingCurve {
    /// A cubic met for the first time: its points, validated.
    case points(CubicTimingFunction.ControlPoints)
    /// Any easing, its tables built (a cubic met before, steps, linear).
    case easing(EasingFunction)
  }
}
