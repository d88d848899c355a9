import Curves

/// The order in which a solver is asked for x: the bench's two input orders, and the setting of
/// ``FastestSolver`` (whose `fastest-sequential` configuration exploits increasing x).
public enum InputOrder: String, Hashable, Sendable, CaseIterable, Codable {
  /// Any order (the fixed x sets shuffled with a fixed seed).
  case random
  /// Increasing x, as animation frames arrive.
  case sorted
}
