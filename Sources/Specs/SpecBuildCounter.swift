import Synchronization

/// Counts the transitions specs build inside a scope, so that a test proves that a spec read
/// once (``LoadedSpec``) is built once however many checks, lints and traces take it.
///
/// ```swift
/// let counter = SpecBuildCounter()
/// try SpecBuildCounter.$current.withValue(counter) { _ = try TransitionCheck.check(loaded) }
/// // counter.builds == 0: the check built nothing
/// ```
package final class SpecBuildCounter: Sendable {
  private let count = Mutex(0)

  package init() {}

  /// How many transitions were built in the scopes this counter was current in.
  package var builds: Int { count.withLock { $0 } }

  func increment() { count.withLock { $0 += 1 } }

  /// The counter of the current task, if a test set one.
  @TaskLocal package static var current: SpecBuildCounter?
}
