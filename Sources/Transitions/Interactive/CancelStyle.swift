/// How a cancel returns to the start.
public enum CancelStyle: String, Codable, Hashable, Sendable, CaseIterable {
  /// Retrace the forward motion backwards along the completion curve (exact rewind).
  case rewind
  /// Animate each property's current value straight back to its start value.
  case restart
}
