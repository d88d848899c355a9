/// A pair's view names resolved to ids, once, for every way a pair is judged (`check` on spec
/// files, `verify` on the catalogue, `expectReversible` in a user's tests): which forward view
/// each reverse view plays (its entry in `roles`, else the view of the same name), and the
/// reverse's views compared at its start and at its end (nil: its endpoint views, as
/// ``PairCheck/check(forward:reverse:roles:start:end:fps:)`` reads nil).
public struct PairRoles: Hashable, Sendable {
  /// For each reverse view i, the forward view it plays.
  public var roles: [ViewID]
  /// The reverse's views that must start where the forward left them (nil: its endpoint views).
  public var start: [ViewID]?
  /// The reverse's views that must end where the forward found them (nil: its endpoint views).
  public var end: [ViewID]?

  /// Resolves the names: the role keys first (each must name a reverse view), then each reverse
  /// view's forward view, then the start and end lists (each name a reverse view).
  ///
  /// - Throws: ``PairRolesError`` naming the first name that resolves to no view.
  public init(
    forward: Transition, reverse: Transition, roles names: [String: String] = [:], start: [String]? = nil,
    end: [String]? = nil
  ) throws(PairRolesError) {
    for key in names.keys.sorted() where !reverse.viewNames.contains(key) {
      throw .unknownRoleKey(key, reverseViews: reverse.viewNames)
    }
    var roles: [ViewID] = []
    for (i, name) in reverse.viewNames.enumerated() {
      let role = names[name] ?? name
      guard let j = forward.viewNames.firstIndex(of: role) else {
        throw .noForwardView(
          reverseView: name, index: i, role: role, mapped: names[name] != nil, forwardViews: forward.viewNames)
      }
      roles.append(ViewID(index: j))
    }
    func views(_ list: [String]?, _ handoff: PairRolesError.Handoff) throws(PairRolesError) -> [ViewID]? {
      guard let list else { return nil }
      var ids: [ViewID] = []
      for (i, name) in list.enumerated() {
        guard let j = reverse.viewNames.firstIndex(of: name) else {
          throw .unknownHandoffView(handoff, index: i, name: name, reverseViews: reverse.viewNames)
        }
        ids.append(ViewID(index: j))
      }
      return ids
    }
    self.roles = roles
    self.start = try views(start, .start)
    self.end = try views(end, .end)
  }
}

/// A pair's name that resolves to no view.
public enum PairRolesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which handoff list a name is in.
  public enum Handoff: String, Hashable, Sendable { case start, end }

  /// A key of `roles` that names no view of the reverse.
  case unknownRoleKey(String, reverseViews: [String])
  /// Reverse view `index` (`reverseView`) plays `role`, which names no forward view (`mapped`:
  /// the role came from `roles`, else it is the view's own name).
  case noForwardView(reverseView: String, index: Int, role: String, mapped: Bool, forwardViews: [String])
  /// Entry `index` of a handoff list names no view of the reverse.
  case unknownHandoffView(Handoff, index: Int, name: String, reverseViews: [String])

  public var description: String {
    switch self {
    case .unknownRoleKey(let key, let views):
      "\"\(key)\" is not a view of this spec (\(views.joined(separator: ", ")))"
    case .noForwardView(let name, _, _, _, let forwardViews):
      """
      the reverse's view \"\(name)\" plays no view of the forward transition \
      (\(forwardViews.joined(separator: ", "))); map it in \"roles\"
      """
    case .unknownHandoffView(_, _, let name, let views):
      "no view is named \"\(name)\"; views: \(views.joined(separator: ", "))"
    }
  }
}

extension PairCheck {
  /// ``check(forward:reverse:roles:start:end:fps:)`` with resolved ``PairRoles``.
  public static func check(forward: Transition, reverse: Transition, roles: PairRoles, fps: Double = 60) -> PairReport {
    check(forward: forward, reverse: reverse, roles: roles.roles, start: roles.start, end: roles.end, fps: fps)
  }
}

extension PairReport {
  /// The report that shows whether the pair reaches `expected`: it passes exactly when the
  /// verdict is `expected` or stronger. For a time-reversible or path-reversible expectation it
  /// is the end states if they failed, else the symmetry check that decides (time symmetry, or
  /// for path-reversible the path check unless time symmetry held); for end states only, the end
  /// states. (Expecting not reversible asks nothing: the end states are reported for the record.)
  public func report(for expected: ReversalVerdict) -> ReversalVerifier.Report {
    Self.select(expected, time: { timeSymmetry }, path: { pathSymmetry }, endStates: { endStates })
  }

  /// ``report(for:)``'s rule, asking each check only when the rule needs it.
  static func select(
    _ expected: ReversalVerdict, time: () -> ReversalVerifier.Report, path: () -> ReversalVerifier.Report,
    endStates: () -> ReversalVerifier.Report
  ) -> ReversalVerifier.Report {
    let ends = endStates()
    switch expected {
    case .timeReversible:
      return ends.passed ? time() : ends
    case .pathReversible:
      guard ends.passed else { return ends }
      let symmetric = time()
      return symmetric.passed ? symmetric : path()
    case .endStatesOnly, .notReversible:
      return ends
    }
  }
}
