extension Catalogue {
  /// A catalogue transition and its reverse: which of the forward's views each reverse view
  /// plays (by name; views not listed play the view of the same name), and the verdict the pair
  /// reaches (<doc:TransitionsAsPureFunctionsOfTime>: the time-symmetric pairs, and the ones
  /// whose seeds' reverse is not a
  /// time reverse).
  public struct Pair: Hashable, Sendable {
    /// The transition.
    public var kind: TransitionKind
    /// The forward operation.
    public var forward: TransitionOperation
    /// The reverse operation.
    public var reverse: TransitionOperation
    /// Reverse view name → the forward view it plays.
    public var roles: [String: String]
    /// The reverse's views that must start where the forward left them (nil: the reverse's
    /// endpoint views, as `check` reads nil).
    public var start: [String]? = nil
    /// The reverse's views that must end where the forward found them (nil: the reverse's
    /// endpoint views).
    public var end: [String]? = nil
    /// The verdict `check` reaches on the pair (`verify` fails when it does not).
    public var verdict: ReversalVerdict

    /// The pair's forward and reverse transitions in `context`.
    public func transitions(context: TransitionContext = .standard) -> (forward: Transition, reverse: Transition) {
      let all = Catalogue.all(context: context)
      guard let forward = all.first(where: { $0.kind == kind && $0.operation == self.forward }),
        let reverse = all.first(where: { $0.kind == kind && $0.operation == self.reverse })
      else { preconditionFailure("the catalogue has no \(kind) \(self.forward)/\(self.reverse)") }
      return (forward, reverse)
    }

    /// The pair's names resolved by ``PairRoles`` (the table is the project's own: a name that
    /// resolves to no view stops the program with its reason).
    public func roles(forward: Transition, reverse: Transition) -> PairRoles {
      do {
        return try PairRoles(forward: forward, reverse: reverse, roles: roles, start: start, end: end)
      } catch {
        preconditionFailure("\(kind) \(self.forward)/\(self.reverse): \(error)")
      }
    }

    /// The pair judged as `check` judges a spec and its reverse (``PairCheck``), every check
    /// computed: its verdict is ``verdict``.
    public func check(context: TransitionContext = .standard, fps: Double = 60) -> PairReport {
      let (forward, reverse) = transitions(context: context)
      return PairCheck.check(
        forward: forward, reverse: reverse, roles: roles(forward: forward, reverse: reverse), fps: fps)
    }

    /// What `verify` asks: the report that shows whether the pair reaches ``verdict``, by the
    /// same checks (``PairCheck/report(forward:reverse:roles:reaching:fps:)``).
    public func report(context: TransitionContext = .standard, fps: Double = 60) -> ReversalVerifier.Report {
      let (forward, reverse) = transitions(context: context)
      return PairCheck.report(
        forward: forward, reverse: reverse, roles: roles(forward: forward, reverse: reverse), reaching: verdict,
        fps: fps)
    }
  }

  /// The catalogue's pairs.
  public static let pairs: [Pair] = [
    Pair(kind: .slide, forward: .push, reverse: .pop, roles: ["from": "to", "to": "from"], verdict: .timeReversible),
    Pair(
      kind: .slide, forward: .tabRight, reverse: .tabLeft, roles: ["from": "to", "to": "from"], verdict: .timeReversible
    ),
    Pair(
      kind: .slide, forward: .present, reverse: .dismiss, roles: ["from": "to", "to": "from"],
      verdict: .timeReversible),
    Pair(kind: .diagonal, forward: .present, reverse: .dismiss, roles: [:], verdict: .timeReversible),
    Pair(
      kind: .customContainer, forward: .tabRight, reverse: .tabLeft,
      roles: ["from": "to", "to": "from", "oldTab": "newTab", "newTab": "oldTab"], verdict: .timeReversible),
    Pair(
      kind: .overlay, forward: .present, reverse: .dismiss, roles: [:], start: ["presenting", "dimming", "presented"],
      end: ["presenting"],
      verdict: .endStatesOnly),
    Pair(
      kind: .bottomSpring, forward: .push, reverse: .pop, roles: ["from": "to", "to": "from"], start: ["from"],
      end: ["to"], verdict: .endStatesOnly),
    Pair(
      kind: .twoPhase, forward: .push, reverse: .pop, roles: [:], start: twoPhaseSnapshots,
      end: ["fromView"] + twoPhaseSnapshots,
      verdict: .timeReversible),
    Pair(
      kind: .photoZoom, forward: .present, reverse: .dismiss, roles: [:], start: ["viewer", "snapshot"],
      end: ["grid", "snapshot"], verdict: .endStatesOnly),
    Pair(
      kind: .maskReveal, forward: .present, reverse: .dismiss, roles: ["from": "to", "to": "from"],
      start: ["from", "image"], end: ["to", "image"], verdict: .endStatesOnly),
    Pair(
      kind: .flip, forward: .present, reverse: .dismiss, roles: ["from": "to", "to": "from"], verdict: .timeReversible),
    Pair(
      kind: .cube, forward: .tabRight, reverse: .tabLeft, roles: ["from": "to", "to": "from"],
      verdict: .timeReversible),
    Pair(
      kind: .pageTurn, forward: .push, reverse: .pop, roles: ["from": "to", "to": "from"], verdict: .timeReversible),
    Pair(
      kind: .heroMatch, forward: .present, reverse: .dismiss,
      roles: ["fromSnapshot": "toSnapshot", "toSnapshot": "fromSnapshot"], verdict: .pathReversible),
    Pair(
      kind: .containerTransform, forward: .push, reverse: .pop,
      roles: ["startView": "endView", "endView": "startView"],
      verdict: .endStatesOnly),
    Pair(
      kind: .containerTransform, forward: .present, reverse: .dismiss,
      roles: ["startView": "endView", "endView": "startView"],
      verdict: .endStatesOnly),
    Pair(
      kind: .viewTransition, forward: .push, reverse: .pop,
      roles: ["oldPage": "newPage", "newPage": "oldPage", "oldCard": "newCard", "newCard": "oldCard"],
      verdict: .pathReversible),
    Pair(kind: .zoom, forward: .push, reverse: .pop, roles: [:], verdict: .pathReversible),
  ]

  /// The two-phase push's snapshots (every view but the two screens).
  static var twoPhaseSnapshots: [String] {
    TwoPhaseView.allCases.filter { $0 != .fromView && $0 != .toView }.map { "\($0)" }
  }

  /// The pair whose reverse is `kind`'s `operation`, if any.
  public static func pair(reversing kind: TransitionKind, _ operation: TransitionOperation) -> Pair? {
    pairs.first { $0.kind == kind && $0.reverse == operation }
  }

  /// The pair whose forward is `kind`'s `operation`, if any.
  public static func pair(forward kind: TransitionKind, _ operation: TransitionOperation) -> Pair? {
    pairs.first { $0.kind == kind && $0.forward == operation }
  }
}
