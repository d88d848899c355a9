/// A solver given to ``SolverBenchmark/add(_:)`` whose name cannot name its rows.
public struct SolverNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the name was refused.
  public enum Reason: Equatable, Sendable {
    /// Empty, longer than 32 characters, or with a character other than an ASCII letter, digit or '-'.
    case malformed
    /// Another solver added to the same benchmark has it.
    case duplicate
  }

  /// The name as given.
  public var name: String
  /// Why it was refused.
  public var reason: Reason

  /// A refused name and why.
  public init(name: String, reason: Reason) {
    self.name = name
    self.reason = reason
  }

  /// What was refused and why, with what a name may be.
  public var description: String {
    switch reason {
    case .malformed:
      "a solver's name must be 1 to 32 ASCII letters, digits or '-' (it names the rows custom:<name>), got \"\(name)\""
    case .duplicate:
      "two solvers added to the same benchmark are named \"\(name)\"; their rows would be indistinguishable"
    }
  }
}
