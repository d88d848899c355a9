import Geometry

/// Why a shared-element model refuses its input.
public enum SharedElementError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A coordinate, size or transform entry that is NaN or infinite, by name.
  case nonFinite(String, Double)
  /// A size with a negative width or height.
  case negativeSize(Size)
  /// An alpha outside [0, 1] (or NaN).
  case alphaOutOfRange(Double)
  /// Bounds, named, whose width or height is not positive.
  case emptyBounds(String, Size)
  /// A duration that is not a positive, finite number of seconds.
  case nonPositiveDuration(Double)
  /// A transform, named, that cannot be inverted where the model must divide it out.
  case singularTransform(String)
  /// A role, named, that the model, named, has no view for.
  case roleNotInModel(String, model: String)
  /// A corner radius, named, below zero.
  case negativeCornerRadius(String, Double)

  public var description: String {
    switch self {
    case .nonFinite(let name, let value): "\(name) must be finite, got \(value)"
    case .negativeSize(let size): "a view's size cannot be negative, got \(size)"
    case .alphaOutOfRange(let alpha): "alpha must be in [0, 1], got \(alpha)"
    case .emptyBounds(let name, let size): "\(name)'s bounds must have a positive width and height, got \(size)"
    case .nonPositiveDuration(let duration): "a duration must be a positive, finite number of seconds, got \(duration)"
    case .roleNotInModel(let role, let model): "\(model) has no view in the role \(role)"
    case .negativeCornerRadius(let name, let radius): "\(name) cannot be negative, got \(radius)"
    case .singularTransform(let name): "\(name)'s transform cannot be inverted (a zero scale or a view turned edge-on)"
    }
  }
}
