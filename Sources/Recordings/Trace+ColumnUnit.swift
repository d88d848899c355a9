import Transitions

extension Trace {
  /// What a trace column measures, which decides the spatial tolerance a recording's value of it
  /// is judged with (`compare --tolerance` for points, `--unit-tolerance` for the rest).
  public enum ColumnUnit: String, Hashable, Sendable, Codable {
    /// Points (or the recording's pixels divided by `--scale`): centre, size, frame, the
    /// transform's translation, corner radius, the mask's centre and radius.
    case points
    /// A number without a unit, of the order of 1: alpha, shadow opacity, tint, the transform's
    /// a, b, c, d, hidden (0 or 1), z-index.
    case unitless
  }

  /// The unit of `column` (one of `Trace.columns`); nil for a name that is not a trace column.
  public static func unit(ofColumn column: String) -> ColumnUnit? {
    switch column {
    case "centerX", "centerY", "width", "height", "frameX", "frameY", "frameWidth", "frameHeight", "tx", "ty",
      "cornerRadius", "maskX",
      "maskY", "maskRadius":
      .points
    case "a", "b", "c", "d", "alpha", "shadowOpacity", "tint", "hidden", "zIndex": .unitless
    default: nil
    }
  }
}
