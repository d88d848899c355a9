import Geometry

/// The verdict on a pair of transitions (a push and its pop, a present and its dismiss), from
/// the strongest: **time-reversible** (the reverse with its roles swapped equals the forward run
/// backwards, reverse(t) = forward(D − t), within ``ReversalVerifier/symmetryTolerance``),
/// **path-reversible** (its end states hand off and every view retraces the forward motion's path
/// through its state space, at other times, within ``PairCheck/pathTolerance``), **end states only** (the
/// reverse starts where the forward ends and ends where it began), or **not reversible**.
public struct PairReport: Hashable, Sendable {
  /// The verdict.
  public var verdict: ReversalVerdict
  /// reverse(t) against forward(D − t) (an infinite deviation when the durations differ).
  public var timeSymmetry: ReversalVerifier.Report
  /// The largest distance from a reverse state to the forward motion's path.
  public var pathSymmetry: ReversalVerifier.Report
  /// The end-state handoffs.
  public var endStates: ReversalVerifier.Report

  /// The report behind the verdict: the first check that failed (for not reversible, the end
  /// states), or the strongest that held.
  public var deciding: ReversalVerifier.Report {
    switch verdict {
    case .timeReversible: timeSymmetry
    case .pathReversible: timeSymmetry
    case .endStatesOnly: pathSymmetry
    case .notReversible: endStates
    }
  }
}

/// Checks a pair and gives its ``PairReport``.
public enum PairCheck {
  /// The largest distance (points, or raw units) from a reverse state to the forward path that
  /// still counts as the same path: the continuity tolerance (a visible step is larger), well
  /// above the polyline's chord error with 2,000 samples (below 1e-4 pt for the catalogue).
  public static let pathTolerance = ReversalVerifier.continuityTolerance

  /// Samples of the forward motion's path per view (its chord error stays below 1e-4 pt for the
  /// catalogue's fastest curved motion, the two-phase plus icon: 2,000 left 1.3e-3).
  public static let pathSamples = 10_000

  /// The verdict on `reverse` as the reverse of `forward`. `roles[i]` is the forward view that
  /// reverse's view i plays; `start` are the reverse's views that must start where the forward
  /// left them and `end` the ones that must end where the forward found them (default: the
  /// reverse's endpoint views). Visibility and stacking are not compared (swapping real views
  /// for snapshots is set-up, not motion).
  public static func check(
    forward: Transition, reverse: Transition, roles: [ViewID], start: [ViewID]? = nil, end: [ViewID]? = nil,
    fps: Double = 60
  ) -> PairReport {
    precondition(roles.count == reverse.viewNames.count, "one role per reverse view")
    let time = timeSymmetry(forward: forward, reverse: reverse, roles: roles)
    let handoffs = endStates(forward: forward, reverse: reverse, roles: roles, start: start, end: end)
    let path = pathSymmetry(forward: forward, reverse: reverse, roles: roles, fps: fps)
    let verdict: ReversalVerdict
    if time.passed && handoffs.passed {
      verdict = .timeReversible
    } else if path.passed && handoffs.passed {
      verdict = .pathReversible
    } else if handoffs.passed {
      verdict = .endStatesOnly
    } else {
      verdict = .notReversible
    }
    return PairReport(verdict: verdict, timeSymmetry: time, pathSymmetry: path, endStates: handoffs)
  }

  /// reverse(t) against forward(D − t) with the roles swapped (an infinite deviation when the
  /// durations differ).
  static func timeSymmetry(forward: Transition, reverse: Transition, roles: [ViewID]) -> ReversalVerifier.Report {
    guard abs(forward.duration - reverse.duration) <= ReversalVerifier.durationTolerance else {
      return ReversalVerifier.Report(
        transition: reverse.kind, operation: reverse.operation, check: .timeSymmetry,
        deviation: SceneDeviation(
          magnitude: .infinity, view: ViewID(index: 0),
          viewName: "durations differ: \(forward.duration) s and \(reverse.duration) s", property: .center, time: 0),
        tolerance: ReversalVerifier.symmetryTolerance)
    }
    return ReversalVerifier.timeSymmetry(
      forward: forward, reverse: reverse, roles: roles, properties: ReversalVerifier.visualProperties)
  }

  /// The end-state handoffs of `start` and `end` (nil: the reverse's endpoint views).
  static func endStates(forward: Transition, reverse: Transition, roles: [ViewID], start: [ViewID]?, end: [ViewID]?)
    -> ReversalVerifier.Report
  {
    let starts = (start ?? reverse.endpointViews).map { ($0, roles[$0.index]) }
    let ends = (end ?? reverse.endpointViews).map { ($0, roles[$0.index]) }
    return ReversalVerifier.endStates(forward: forward, reverse: reverse, atStart: starts, atEnd: ends)
  }

  /// The largest distance from a reverse state, sampled at `fps`, to the forward motion's path
  /// of the view it plays.
  static func pathSymmetry(forward: Transition, reverse: Transition, roles: [ViewID], fps: Double)
    -> ReversalVerifier.Report
  {
    let pairs = roles.enumerated().map { (ViewID(index: $0.offset), $0.element) }
    var worst = SceneDeviation.zero
    let trajectories = Dictionary(
      uniqueKeysWithValues: Set(pairs.map(\.1)).map { ($0, Trajectory(forward, view: $0, samples: pathSamples)) })
    var scene = reverse.makeScene()
    let frames = max(1, Int((reverse.duration * fps).rounded(.down)))
    for k in 0...frames {
      let t = min(Double(k) / fps, reverse.duration)
      reverse.sample(at: t, into: &scene)
      for (r, f) in pairs {
        guard let trajectory = trajectories[f] else { continue }
        let (d, property) = trajectory.distance(to: scene[r])
        if SceneDeviation.isWorse(d, than: worst.magnitude) {
          worst = SceneDeviation(magnitude: d, view: r, viewName: reverse.viewName(of: r), property: property, time: t)
        }
      }
    }
    return ReversalVerifier.Report(
      transition: reverse.kind, operation: reverse.operation, check: .pathSymmetry, deviation: worst,
      tolerance: pathTolerance)
  }

  /// The report that shows whether the pair reaches `expected` (it passes exactly when the
  /// verdict is `expected` or stronger), computing only the checks that decide it: what `verify`
  /// asks of each catalogue pair. The same rule as ``PairReport/report(for:)``.
  public static func report(
    forward: Transition, reverse: Transition, roles: PairRoles, reaching expected: ReversalVerdict, fps: Double = 60
  ) -> ReversalVerifier.Report {
    PairReport.select(
      expected,
      time: { timeSymmetry(forward: forward, reverse: reverse, roles: roles.roles) },
      path: { pathSymmetry(forward: forward, reverse: reverse, roles: roles.roles, fps: fps) },
      endStates: {
        endStates(forward: forward, reverse: reverse, roles: roles.roles, start: roles.start, end: roles.end)
      })
  }
}
