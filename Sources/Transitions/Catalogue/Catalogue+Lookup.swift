/// A catalogue name or operation that names no catalogue transition.
public enum CatalogueLookupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No catalogue transition has this name; `known` lists the names there are.
  case unknownName(String, known: [String])
  /// The transition exists, but not under this operation; `available` lists its operations.
  case unknownOperation(name: String, operation: TransitionOperation, available: [TransitionOperation])

  /// What was asked for, and what there is.
  public var description: String {
    switch self {
    case .unknownName(let name, let known):
      "\(name) is not a catalogue transition; the catalogue has \(known.joined(separator: ", "))"
    case .unknownOperation(let name, let operation, let available):
      "\(name) has no operation \(operation.rawValue); it has \(available.map(\.rawValue).joined(separator: ", "))"
    }
  }
}

extension Catalogue {
  /// The catalogue transition named `name` (a ``TransitionKind`` raw value, as
  /// `transition-bench` writes it) under `operation`, or under its first operation (in
  /// ``all(context:)``'s order) when `operation` is nil.
  ///
  /// - Throws: ``CatalogueLookupError`` naming the names, or the operations of `name`, that
  ///   exist.
  public static func transition(
    named name: String, operation: TransitionOperation? = nil, context: TransitionContext = .standard
  ) throws(CatalogueLookupError) -> Transition {
    let all = all(context: context)
    let named = all.filter { $0.kind.rawValue == name }
    guard let first = named.first else {
      var known: [String] = []
      for transition in all where !known.contains(transition.kind.rawValue) { known.append(transition.kind.rawValue) }
      throw .unknownName(name, known: known)
    }
    guard let operation else { return first }
    guard let match = named.first(where: { $0.operation == operation }) else {
      throw .unknownOperation(name: name, operation: operation, available: named.map(\.operation))
    }
    return match
  }
}
