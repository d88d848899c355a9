import Transitions

extension LoadedSpec {
  /// A catalogue transition as a spec (``TransitionSpec/init(describing:container:)``), with the
  /// catalogue's pair for it (the reverse's roles and handoffs, the verdict the forward expects),
  /// loaded as a file would be, so that every command goes through the same path.
  ///
  /// - Throws: ``SpecError`` for a transition the format cannot state.
  public init(catalogue transition: Transition) throws(SpecError) {
    var spec = try TransitionSpec(describing: transition)
    if let pair = Catalogue.pair(reversing: transition.kind, transition.operation) {
      spec.roles = pair.roles.isEmpty ? nil : pair.roles
      if pair.start != nil || pair.end != nil { spec.handoffs = HandoffSpec(start: pair.start, end: pair.end) }
    }
    if let pair = Catalogue.pair(forward: transition.kind, transition.operation) { spec.expect = pair.verdict }
    try self.init(spec)
  }

  /// The catalogue transition named `name` under `operation` (its first when nil), loaded.
  ///
  /// - Throws: `CatalogueLookupError` for a name or operation the catalogue does not have;
  ///   ``SpecError`` for a transition the format cannot state.
  public static func catalogue(named name: String, operation: TransitionOperation? = nil) throws -> LoadedSpec {
    try LoadedSpec(catalogue: Catalogue.transition(named: name, operation: operation))
  }
}
