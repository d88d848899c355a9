/// How reversible a pair is, from strongest to weakest.
public enum ReversalVerdict: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
  /// reverse(t) with roles swapped equals forward(D − t).
  case timeReversible
  /// The reverse retraces the forward's paths, at other times: its end states hand off and each
  /// of its states lies on the forward motion's path (the direction follows from the handoffs; it
  /// is not checked frame by frame).
  case pathReversible
  /// Only the end states hand off (reverse starts where forward ends and ends where it began).
  case endStatesOnly
  /// Not even the end states hand off.
  case notReversible

  /// Stronger verdicts are smaller.
  public static func < (lhs: ReversalVerdict, rhs: ReversalVerdict) -> Bool { lhs.rank < rhs.rank }

  /// 0 for the strongest.
  var rank: Int {
    switch self {
    case .timeReversible: 0
    case .pathReversible: 1
    case .endStatesOnly: 2
    case .notReversible: 3
    }
  }
}
