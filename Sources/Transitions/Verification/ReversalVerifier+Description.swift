extension ReversalVerifier.Report: CustomStringConvertible {
  /// One line: what was checked, the largest deviation with its view, property and time, the
  /// tolerance and the outcome, for example
  /// `custom push continuity: 0.25 at card.alpha, t = 0.125 s (tolerance 0.001): FAILED`.
  /// (A cancel or finish deviation's time is the progress it was cancelled or finished from.)
  public var description: String {
    let when =
      check == .cancelReturnsToStart || check == .finishReachesEnd
      ? "from progress \(deviation.time)" : "t = \(deviation.time) s"
    let place =
      deviation.magnitude == 0 || !deviation.magnitude.isFinite
      ? (deviation.magnitude == 0 ? "" : " (\(deviation.viewName))")
      : " at \(deviation.viewName).\(deviation.property.rawValue), \(when)"
    return
      """
      \(transition) \(operation.rawValue) \(check.rawValue): \(deviation.magnitude)\(place) (tolerance \
      \(tolerance)): \(passed ? "passed" : "FAILED")
      """
  }
}
