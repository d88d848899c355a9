extension InteractiveSession {
  /// The release rule of `model`: finish or cancel, and why.
  static func release(
    model: CompletionModel, gesture: GestureSpecification, progress p: Double,
    along: (distance: Double, velocity: Double, widths: Double)?
  ) throws(DriverError) -> (Completion.Direction, String) {
    func fmt(_ x: Double) -> String { "\((x * 1000).rounded() / 1000)" }
    switch model {
    case .uikit, .hero:
      let rule = gesture.release
      if let fling = rule.flingVelocity, let along, abs(along.velocity) >= fling {
        let v = along.velocity
        let unit = along.distance.isNaN ? "scale/s" : "pt/s"
        return v > 0
          ? (.finish, "fling \(fmt(v)) \(unit) forwards (≥ \(fmt(fling)))")
          : (.cancel, "fling \(fmt(v)) \(unit) backwards (≥ \(fmt(fling)))")
      }
      return p > rule.threshold
        ? (.finish, "progress \(fmt(p)) > \(fmt(rule.threshold))")
        : (.cancel, "progress \(fmt(p)) ≤ \(fmt(rule.threshold))")
    case .flutterCupertino:
      let v = along?.widths ?? 0
      if abs(v) >= CompletionModel.flutterMinFlingVelocity {
        return v > 0
          ? (.finish, "fling \(fmt(v)) widths/s towards the pop")
          : (.cancel, "fling \(fmt(v)) widths/s away from the pop")
      }
      // Flutter stays when the route's value 1 − p is above one half.
      return 1 - p > 0.5
        ? (.cancel, "value \(fmt(1 - p)) > 0.5 (progress \(fmt(p)))")
        : (.finish, "value \(fmt(1 - p)) ≤ 0.5 (progress \(fmt(p)))")
    case .androidPredictiveBack:
      guard let along, along.distance.isFinite else {
        throw .invalidParameter("androidPredictiveBack decides a release from the finger's distance: give pan events")
      }
      if along.distance > GestureSpecification.androidTriggerDistance {
        return (
          .finish,
          """
          \(fmt(along.distance)) pt past the start > \(fmt(GestureSpecification.androidTriggerDistance)) pt (the \
          arrow is armed)
          """
        )
      }
      return (
        .cancel, "\(fmt(along.distance)) pt past the start ≤ \(fmt(GestureSpecification.androidTriggerDistance)) pt"
      )
    }
  }
}
