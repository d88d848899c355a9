import Curves
import Geometry

/// The reversal contract (<doc:TransitionsAsPureFunctionsOfTime>), checked on transitions and
/// reported as the largest
/// deviation with the view, property and time where it occurs.
///
/// - Time-symmetric pairs (Slide with a point-symmetric curve, Diagonal, the custom container):
///   the reverse with its roles swapped equals the forward transition run backwards,
///   reverse(t) = forward(D − t), on every view.
/// - The other pairs (Overlay, the spring pushes, the two-phase push, photo zoom, mask reveal):
///   their reverse is not a time-reverse, so the check compares end states (forward's final
///   with reverse's start and reverse's final with forward's start, on the views that exist
///   before and after, ignoring the visibility and stacking swaps between real views and
///   snapshots) and continuity.
/// - Every transition: cancelling from any progress returns exactly to the start scene (with the
///   transition's cancel actions), and finishing reaches exactly the final scene.
public enum ReversalVerifier {
  /// What was checked.
  public enum Check: String, Hashable, Sendable, Codable {
    /// reverse(t) = forward(D − t) on every view, for a time-symmetric pair.
    case timeSymmetry
    /// The handoffs of a pair that is not a time-reverse: each one's start against the other's end.
    case endStates
    /// No jump between t − ε and t + ε beyond designed discontinuities and spring snaps.
    case continuity
    /// Cancelling from any progress returns exactly to the start scene.
    case cancelReturnsToStart
    /// Finishing from any progress reaches exactly the final scene.
    case finishReachesEnd
    /// A spring phase's closed form against GSL's ODE integration of the same oscillator.
    case springMatchesODE
    /// The reverse retraces the forward motion's paths (at other times).
    case pathSymmetry
    /// An interactive script ends exactly where it should (start after a cancel, end after a
    /// finish).
    case scriptEndState
    /// An interactive script's completion retraces the transition's path (a rewind does; a
    /// restart that animates values straight back does not).
    case scriptRetracesPath
    /// An interactive script's cancel is the exact time reverse of the forward motion: every
    /// frame equals the ``InteractiveDriver``'s rewind along the completion curve (a rewind is, to
    /// the last bit; a restart is not unless its motion happens to coincide).
    case scriptRewinds
  }

  /// The outcome of one check.
  public struct Report: Hashable, Sendable {
    /// The transition checked.
    public var transition: TransitionKind
    /// Its operation.
    public var operation: TransitionOperation
    /// Which check.
    public var check: Check
    /// The largest deviation found, where and when.
    public var deviation: SceneDeviation
    /// The deviation this check allows.
    public var tolerance: Double
    /// Whether the deviation is within the tolerance, `deviation.magnitude <= tolerance` (a NaN
    /// deviation fails).
    public var passed: Bool { deviation.magnitude <= tolerance }
  }

  /// Every property but visibility and stacking: what pairs are compared on (swapping real
  /// views for snapshots, and restacking them, is set-up, not motion).
  public static let visualProperties: Set<Track.Property> = Set(Track.Property.allCases).subtracting([
    .isHidden, .zIndex,
  ])

  /// Rounding in a time-reversed comparison: curves agree with 1 − f(1 − x) to ~1e-16, scaled
  /// by distances up to ~1000 pt.
  public static let symmetryTolerance = 1e-9
  /// The largest step between t − ε and t + ε (ε = 1e-9 s) that smooth motion makes: even at
  /// 1e5 pt/s (the bottom spring peaks near 7,300) that is 2e-4 pt, so anything above 1e-3 pt
  /// (or 1e-3 in alpha, radius, tint) is a jump.
  public static let continuityTolerance = 1e-3
  /// How far apart (seconds) two durations may be and still be one pair's shared duration: a
  /// spec's phases add up in floating point (0.1 + 0.2 is 0.30000000000000004), so a reverse
  /// written as 0.3 s shares the forward's duration; a real difference is milliseconds.
  public static let durationTolerance = 1e-12

  /// reverse(t) against forward(D − t) with roles[i] the forward view playing reverse's view i.
  /// `properties` are the ones compared (default all; a user pair's check leaves out visibility
  /// and stacking, which swapping real views for snapshots changes).
  public static func timeSymmetry(
    forward: Transition, reverse: Transition, roles: [ViewID],
    properties: Set<Track.Property> = Set(Track.Property.allCases), samples: Int = 240
  ) -> Report {
    precondition(
      abs(forward.duration - reverse.duration) <= durationTolerance,
      """
      a time-symmetric pair shares its duration (within \(durationTolerance) s): \(forward.duration) s and \
      \(reverse.duration) s
      """
    )
    let D = forward.duration
    var a = reverse.makeScene(), b = forward.makeScene()
    var worst = SceneDeviation.zero
    let pairs = roles.enumerated().map { (ViewID(index: $0.offset), $0.element) }
    for k in 0...samples {
      let t = D * Double(k) / Double(samples)
      // Durations equal within the tolerance but not exactly (0.1 + 0.2 against 0.3): each
      // transition at the same fraction of its own duration.
      let reverseTime = reverse.duration == D ? t : reverse.duration * Double(k) / Double(samples)
      reverse.sample(at: reverseTime, into: &a)
      forward.sample(at: D - t, into: &b)
      let d = a.deviation(from: b, pairs: pairs, properties: properties, at: reverseTime)
      if d.isWorse(than: worst) { worst = d }
    }
    return Report(
      transition: reverse.kind, operation: reverse.operation, check: .timeSymmetry, deviation: worst,
      tolerance: symmetryTolerance)
  }

  /// End states of a pair that is not a time-reverse: the handoffs of the views on display.
  /// `atStart` pairs (reverse view, forward view) whose reverse start state must equal the
  /// forward's final state (the screen shown when the reverse begins is where the forward left
  /// it); `atEnd` pairs whose reverse final state must equal the forward's start state (after
  /// the reverse the screen is as it was before the forward). Visibility and stacking are not
  /// compared: swapping real views for snapshots is set-up, not motion.
  public static func endStates(
    forward: Transition, reverse: Transition, atStart: [(ViewID, ViewID)], atEnd: [(ViewID, ViewID)]
  ) -> Report {
    let visual: Set<Track.Property> = Set(Track.Property.allCases).subtracting([.isHidden, .zIndex])
    let first = reverse.startScene.deviation(from: forward.finalScene, pairs: atStart, properties: visual, at: 0)
    let second = reverse.finalScene.deviation(
      from: forward.startScene, pairs: atEnd, properties: visual, at: reverse.duration)
    return Report(
      transition: reverse.kind, operation: reverse.operation, check: .endStates,
      deviation: second.isWorse(than: first) ? second : first, tolerance: symmetryTolerance)
  }

  /// The largest jump between t − ε and t + ε over a grid and every time a jump could happen
  /// (phase bounds, actions, snaps), excluding designed discontinuities by name and allowing
  /// each spring phase its reported snap.
  public static func continuity(_ transition: Transition, gridSamples: Int = 200) -> Report {
    let D = transition.duration
    var times = (0...gridSamples).map { D * Double($0) / Double(gridSamples) }
    for p in transition.phases { times += [p.start, p.end] + p.designedJumps.map(\.time) }
    times += transition.actions.map(\.time)
    let epsilon = 1e-9
    var before = transition.makeScene(), after = transition.makeScene()
    var worst = SceneDeviation.zero
    let pairs = before.identityPairs
    for t in Set(times) where t > 0 && t < D + epsilon {
      transition.sample(at: t - epsilon, into: &before)
      transition.sample(at: min(t + epsilon, D), into: &after)
      if t >= D { transition.sample(at: D, into: &after) }
      let excluded = Set(
        transition.discontinuities.filter { abs($0.time - t) < 1e-9 }.map { ViewProperty($0.view, $0.property) })
      var d = before.deviation(from: after, pairs: pairs, excluding: excluded, at: t)
      // A spring phase may snap at its nominal end by its reported snap times the distance.
      for phase in transition.phases where phase.snapTime.map({ abs($0 - t) < 1e-9 }) == true {
        let allowance = phase.snap * maxDistance(of: transition, phase: phase) + continuityTolerance
        if d.magnitude <= allowance { d = .zero }
      }
      // A step or linear() phase jumps on purpose at its levels by its jump times the distance.
      for phase in transition.phases {
        for jump in phase.designedJumps where abs(jump.time - t) < 1e-9 {
          if d.magnitude <= jump.size * maxDistance(of: transition, phase: phase) + continuityTolerance { d = .zero }
        }
      }
      if d.isWorse(than: worst) { worst = d }
    }
    return Report(
      transition: transition.kind, operation: transition.operation, check: .continuity, deviation: worst,
      tolerance: continuityTolerance)
  }

  /// The largest distance any track of `phase` covers (for the snap allowance).
  static func maxDistance(of transition: Transition, phase: TransitionPhase) -> Double {
    var largest = 0.0
    for track in transition.tracks
    where transition.phases[track.phase].start == phase.start
      && transition.phases[track.phase].duration == phase.duration
    {
      switch track.value {
      case .center(let a, let b): largest = max(largest, a.distance(to: b))
      case .size(let a, let b): largest = max(largest, abs(a.width - b.width), abs(a.height - b.height))
      case .alpha(let a, let b), .cornerRadius(let a, let b), .shadowOpacity(let a, let b), .tint(let a, let b):
        largest = max(largest, abs(a - b))
      case .maskRadius(_, let a, let b): largest = max(largest, abs(a - b))
      case .transform(let a, let b):
        largest = max(largest, abs(a.tx - b.tx), abs(a.ty - b.ty), abs(a.a - b.a) * 100, abs(a.d - b.d) * 100)
      case .transform3D(let animation):
        let (a, b) = (animation.from, animation.to)
        largest = max(
          largest, abs(a.m41 - b.m41), abs(a.m42 - b.m42), abs(a.m43 - b.m43), abs(a.m11 - b.m11) * 100,
          abs(a.m22 - b.m22) * 100,
          abs(a.m33 - b.m33) * 100)
      case .zPosition(let a, let b), .anchorPointZ(let a, let b): largest = max(largest, abs(a - b))
      case .path(let sampler, _): largest = max(largest, sampler.length)
      case .motionPath(let motion): largest = max(largest, motion.length)
      case .sharedElement(let shared): largest = max(largest, shared.extent)
      case .pathByParameter(let segments, _):
        for segment in segments { largest = max(largest, segment.point(at: 0).distance(to: segment.point(at: 1))) }
      }
    }
    return largest
  }

  /// Every spring phase's closed form against GSL's `rk8pd` integration over the phase (the
  /// independent cross-check, `SpringMotion.deviationFromODE(over:samples:)`): the largest
  /// displacement deviation in progress units, reported on the first view the phase moves;
  /// tolerance 1e-9 of the motion's scale 1 + |v₀|/ωn. Nil for a transition without springs.
  public static func springCrossCheck(_ transition: Transition) throws(CurveError) -> Report? {
    var worst: Report?
    for (i, phase) in transition.phases.enumerated() {
      guard case .spring(let motion) = phase.curve else { continue }
      let deviation = try motion.deviationFromODE(over: phase.duration)
      let track = transition.tracks.first { $0.phase == i }
      let view = track?.view ?? ViewID(index: 0)
      let report = Report(
        transition: transition.kind, operation: transition.operation, check: .springMatchesODE,
        deviation: SceneDeviation(
          magnitude: deviation.displacement, view: view, viewName: transition.viewName(of: view),
          property: track?.properties.first ?? .center,
          time: phase.isReversed ? phase.end - deviation.time : phase.start + deviation.time),
        tolerance: 1e-9 * motion.odeCheckScale)
      if worst.map({ report.deviation.magnitude / report.tolerance > $0.deviation.magnitude / $0.tolerance }) ?? true {
        worst = report
      }
    }
    return worst
  }

  /// Cancelling from each fraction returns exactly to the start scene (plus cancel actions), and
  /// finishing from it reaches exactly the final scene, through the interactive driver.
  public static func cancelAndFinish(
    _ transition: Transition, fractions: [Double], completionCurve: CubicTimingFunction = .easeInEaseOut,
    completionSpeed: Double = 1
  ) throws(DriverError) -> [Report] {
    var cancelWorst = SceneDeviation.zero, finishWorst = SceneDeviation.zero
    var expectedStart = transition.startScene
    transition.applyCancelActions(to: &expectedStart)
    let expectedFinal = transition.finalScene
    var scene = transition.makeScene()
    let pairs = scene.identityPairs
    for p in fractions {
      for cancel in [true, false] {
        var driver = try InteractiveDriver(
          for: transition, completionCurve: completionCurve, completionSpeed: completionSpeed)
        try driver.begin(at: 0)
        try driver.update(progress: p, at: 0.1)
        if cancel { try driver.cancel(at: 0.2) } else { try driver.finish(at: 0.2) }
        let end = 0.2 + transition.duration / driver.completionSpeed + 1
        driver.sample(transition, at: end, into: &scene)
        let d = scene.deviation(from: cancel ? expectedStart : expectedFinal, pairs: pairs, at: p)
        if cancel, d.isWorse(than: cancelWorst) { cancelWorst = d }
        if !cancel, d.isWorse(than: finishWorst) { finishWorst = d }
      }
    }
    return [
      Report(
        transition: transition.kind, operation: transition.operation, check: .cancelReturnsToStart,
        deviation: cancelWorst, tolerance: 0),
      Report(
        transition: transition.kind, operation: transition.operation, check: .finishReachesEnd, deviation: finishWorst,
        tolerance: 0),
    ]
  }

  /// Every check on the catalogue (standard context), or on the transitions of `kinds`: each
  /// pair judged by ``PairCheck`` as `check` judges a spec and its reverse, reported by the check
  /// that shows whether it reaches the table's verdict (``Catalogue/Pair/report(context:fps:)``);
  /// then continuity of each transition, cancel/finish from 11 fractions, and each spring phase
  /// against GSL's ODE integration.
  ///
  /// - Throws: ``DriverError`` from the interactive driver, `CurveError` from GSL.
  public static func verifyCatalogue(context: TransitionContext = .standard, kinds: Set<TransitionKind>? = nil) throws
    -> [Report]
  {
    var reports: [Report] = []
    for pair in Catalogue.pairs where kinds?.contains(pair.kind) ?? true {
      reports.append(pair.report(context: context))
    }
    for transition in Catalogue.all(context: context) where kinds?.contains(transition.kind) ?? true {
      reports.append(continuity(transition))
      reports += try cancelAndFinish(transition, fractions: (0...10).map { Double($0) / 10 })
      if let springs = try springCrossCheck(transition) { reports.append(springs) }
    }
    return reports
  }
}
