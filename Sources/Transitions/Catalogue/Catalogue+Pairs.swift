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
    /// The reverse's views that must start where the forward left them (nil: every view).
    public var start: [String]? = nil
    /// The reverse's views that must end where the forward found them (nil: every view).
    public var end: [String]? = nil
    /// The verdict `check` reaches on the pair.
    public var verdict: ReversalVerdict

    /// Each reverse view's forward view, by ``roles`` (else the same name).
    public func roles(reverse: Transition, forward: Transition) -> [ViewID] {
      reverse.viewNames.map { name in
        guard let j = forward.viewNames.firstIndex(of: roles[name] ?? name) else { preconditionFailure("\(kind): no forward view for \(name)") }
        return ViewID(j)
      }
    }

    /// The (reverse view, forward view) pairs compared at the reverse's start and end.
    public func handoffs(reverse: Transition, roles: [ViewID]) -> (start: [(ViewID, ViewID)], end: [(ViewID, ViewID)]) {
      func pairs(_ names: [String]?) -> [(ViewID, ViewID)] {
        let ids = names.map { $0.compactMap { name in reverse.viewNames.firstIndex(of: name).map(ViewID.init) } } ?? reverse.initialViews.indices.map(ViewID.init)
        return ids.map { ($0, roles[$0.index]) }
      }
      return (pairs(start), pairs(end))
    }
  }

  /// The catalogue's pairs.
  public static let pairs: [Pair] = [
    Pair(kind: .slide, forward: .push, reverse: .pop, roles: ["from": "to", "to": "from"], verdict: .timeReversible),
    Pair(kind: .slide, forward: .tabRight, reverse: .tabLeft, roles: ["from": "to", "to": "from"], verdict: .timeReversible),
    Pair(kind: .slide, forward: .present, reverse: .dismiss, roles: ["from": "to", "to": "from"], verdict: .timeReversible),
    Pair(kind: .diagonal, forward: .present, reverse: .dismiss, roles: [:], verdict: .timeReversible),
    Pair(kind: .customContainer, forward: .tabRight, reverse: .tabLeft, roles: ["from": "to", "to": "from", "oldTab": "newTab", "newTab": "oldTab"], verdict: .timeReversible),
    Pair(kind: .overlay, forward: .present, reverse: .dismiss, roles: [:], end: ["presenting"], verdict: .endStatesOnly),
    Pair(kind: .bottomSpring, forward: .push, reverse: .pop, roles: ["from": "to", "to": "from"], start: ["from"], end: ["to"], verdict: .endStatesOnly),
    Pair(
      kind: .twoPhase, forward: .push, reverse: .pop, roles: [:], start: twoPhaseSnapshots, end: ["fromView"] + twoPhaseSnapshots,
      verdict: .timeReversible),
    Pair(kind: .photoZoom, forward: .present, reverse: .dismiss, roles: [:], start: ["viewer", "snapshot"], end: ["grid", "snapshot"], verdict: .endStatesOnly),
    Pair(kind: .maskReveal, forward: .present, reverse: .dismiss, roles: ["from": "to", "to": "from"], start: ["from", "image"], end: ["to", "image"], verdict: .endStatesOnly),
  ]

  /// The two-phase push's snapshots (every view but the two screens).
  static var twoPhaseSnapshots: [String] { TwoPhaseView.allCases.filter { $0 != .fromView && $0 != .toView }.map { "\($0)" } }

  /// The pair whose reverse is `kind`'s `operation`, if any.
  public static func pair(reversing kind: TransitionKind, _ operation: TransitionOperation) -> Pair? {
    pairs.first { $0.kind == kind && $0.reverse == operation }
  }

  /// The pair whose forward is `kind`'s `operation`, if any.
  public static func pair(forward kind: TransitionKind, _ operation: TransitionOperation) -> Pair? {
    pairs.first { $0.kind == kind && $0.forward == operation }
  }
}
