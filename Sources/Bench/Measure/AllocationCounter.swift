import MallocInterposerSwift

/// Counts heap allocations with ordo-one/malloc-interposer, or says it cannot: never reports 0
/// for "not measured".
///
/// The interposer counts only when its library is preloaded (`LD_PRELOAD=…/libMallocInterposerSwift.so`,
/// which `scripts/bench` sets). The measurement rule (DESIGN.md §6): before any figure is
/// reported, a positive control (allocating one array) must read ≥ 1; otherwise every figure is
/// nil (n/a in tables, null in results.json).
struct AllocationCounter {
  /// Whether the counter is live (the positive control counted its allocation).
  let isLive: Bool

  /// Runs the positive control once.
  init() {
    MallocInterposerSwift.initialize()
    let count = Self.count {
      let array = [Int](repeating: 7, count: 64)
      blackHole(array)
    }
    isLive = count >= 1
  }

  /// Allocations per operation of `body` (which performs `count` operations), or nil when the
  /// counter is not live.
  func perOperation(count: Int, _ body: () -> Void) -> Double? {
    guard isLive, count > 0 else { return nil }
    return Double(Self.count(body)) / Double(count)
  }

  /// The allocations `body` makes (calls to malloc, calloc, realloc, posix_memalign, …).
  private static func count(_ body: () -> Void) -> Int {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body()
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
  }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
