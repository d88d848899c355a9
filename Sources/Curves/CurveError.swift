/// Why a curve, a solver or a path could not be built or evaluated.
public enum CurveError: Error, Hashable, Sendable {
  /// A parameter that must be finite was NaN or infinite.
  case nonFinite(parameter: String, value: Double)
  /// A parameter outside its allowed range, with that range in words.
  case outOfRange(parameter: String, value: Double, allowed: String)
  /// Text that is not a timing function (`cubic-bezier(x1, y1, x2, y2)` or a preset name).
  case unparsable(text: String, reason: String)
  /// Text that is not a spring parameter set (`platform:key=value,…`, `SpringParameters`).
  case unparsableSpring(text: String, reason: String)
  /// A GSL call failed.
  case gsl(GSLError)
  /// A path with no drawable segment where one is needed.
  case emptyPath
  /// Keyframes that cannot form a track (counts, order or range of key times, a mode the value
  /// type does not support), with the reason.
  case invalidKeyframes(reason: String)
  /// A progress curve that this library cannot invert exactly (a time for a progress), with the
  /// reason.
  case notInvertible(reason: String)
  /// A decay law's parameters that do not fit it: a key it does not take, or one it needs that is
  /// absent.
  case decayParameters(law: String, reason: String)
  /// A path that cannot be an easing (``PathEasing``): not from (0, 0) to (1, 1), or not a
  /// function of x, with where.
  case invalidEasingPath(reason: String)
}

extension CurveError: CustomStringConvertible {
  /// A sentence that says what was wrong and what is allowed.
  public var description: String {
    switch self {
    case .nonFinite(let parameter, let value):
      return "\(parameter) = \(value) is not allowed: it must be a finite number"
    case .outOfRange(let parameter, let value, let allowed):
      return "\(parameter) = \(value) is out of range: \(allowed)"
    case .unparsable(let text, let reason):
      return "\"\(text)\" is not a timing function: \(reason)"
    case .unparsableSpring(let text, let reason):
      return "\"\(text)\" is not a spring: \(reason)"
    case .gsl(let error):
      return "GSL failed: \(error)"
    case .emptyPath:
      return "the path has no segment of positive length"
    case .invalidKeyframes(let reason):
      return "invalid keyframes: \(reason)"
    case .notInvertible(let reason):
      return "no exact time for a progress: \(reason)"
    case .decayParameters(let law, let reason):
      return "the \(law) decay law: \(reason)"
    case .invalidEasingPath(let reason):
      return "not an easing path: \(reason)"
    }
  }
}
