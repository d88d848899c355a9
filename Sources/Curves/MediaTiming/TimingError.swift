/// Why a media-timing element, chain or conversion is not valid.
public enum TimingError: Error, Hashable, Sendable {
  /// A value that must be finite is NaN or infinite.
  case nonFinite(parameter: String, value: Double)
  /// A value outside its allowed range, with that range in words.
  case outOfRange(parameter: String, value: Double, allowed: String)
  /// Both repeatCount and repeatDuration are set (Core Animation's contract allows one).
  case repeatCountAndRepeatDuration
  /// The chain has no element.
  case emptyChain
  /// The innermost element (the animation) needs a duration > 0.
  case animationWithoutDuration
  /// A conversion towards the parent through an element of speed 0, which has no inverse.
  case notInvertible(reason: String)
}

extension TimingError: CustomStringConvertible {
  /// A one-line message that says what was wrong and what is allowed, for example
  /// `repeatCount and repeatDuration are both set: set at most one`.
  public var description: String {
    switch self {
    case .nonFinite(let parameter, let value): "\(parameter) = \(value) is not allowed: it must be finite"
    case .outOfRange(let parameter, let value, let allowed): "\(parameter) = \(value) is out of range: \(allowed)"
    case .repeatCountAndRepeatDuration: "repeatCount and repeatDuration are both set: set at most one"
    case .emptyChain: "a timing chain needs at least one element"
    case .animationWithoutDuration: "the innermost element of a chain is the animation: its duration must be > 0"
    case .notInvertible(let reason): "the conversion has no inverse: \(reason)"
    }
  }
}
