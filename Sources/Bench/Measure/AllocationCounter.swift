/// Counts heap allocations, or says it cannot: never reports 0 for "not measured".
///
/// The project's measurement rule (DESIGN.md §6): allocations are counted with a live counter
/// proven by a positive control, otherwise shown as n/a. This build has no counter linked in, so
/// every figure is nil (n/a in tables, null in results.json).
struct AllocationCounter {
  /// Whether a counter is live (proven by a positive control).
  var isLive: Bool { false }

  /// Allocations per operation of `body` (which performs `count` operations), or nil.
  func perOperation(count: Int, _ body: () -> Void) -> Double? {
    nil
  }
}
