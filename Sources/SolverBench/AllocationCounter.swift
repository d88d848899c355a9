#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts heap allocations with ordo-one/malloc-interposer, or says it cannot: never reports 0
/// for "not measured".
///
/// The interposer counts only when its library is preloaded (`LD_PRELOAD=…/libMallocInterposerSwift.so`,
/// which `scripts/bench` sets). `transition-bench` does not link that library: it looks up the
/// interposer's C entry points (`malloc_interposer_reset`, `_enable`, `_disable`, `_get_stats`)
/// in the running process with `dlsym`, so the binary starts on its own when copied anywhere, and
/// counts when the library is preloaded. The measurement rule (ARCHITECTURE.md, "Measuring"):
/// before any figure is reported, a positive control (allocating one array) must read ≥ 1;
/// otherwise every figure is nil (n/a in tables, null in results.json).
package struct AllocationCounter {
  /// Whether the counter is live (the interposer is loaded and the positive control counted its
  /// allocation).
  package let isLive: Bool
  private let interposer: Interposer?

  /// Looks the interposer up and runs the positive control once.
  package init() {
    interposer = Interposer()
    guard let interposer else {
      isLive = false
      return
    }
    interposer.reset()
    let count = Self.count(with: interposer) {
      let array = [Int](repeating: 7, count: 64)
      blackHole(array)
    }
    isLive = count >= 1
  }

  /// Allocations per operation of `body` (which performs `count` operations), or nil when the
  /// counter is not live.
  package func perOperation(count: Int, _ body: () -> Void) -> Double? {
    guard isLive, let interposer, count > 0 else { return nil }
    return Double(Self.count(with: interposer, body)) / Double(count)
  }

  /// The allocations `body` makes (calls to malloc, calloc, realloc, posix_memalign, …).
  private static func count(with interposer: Interposer, _ body: () -> Void) -> Int {
    interposer.reset()
    interposer.enable()
    body()
    interposer.disable()
    return interposer.mallocCount()
  }
}

/// The C entry points of malloc-interposer's preloaded library, found in the process at run time
/// (`interposer.h` of ordo-one/malloc-interposer 1.6.1), or nil when it is not loaded.
private struct Interposer {
  typealias Action = @convention(c) () -> Void
  typealias Statistics =
    @convention(c) (
      UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?,
      UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?
    ) -> Void

  let reset: Action
  let enable: Action
  let disable: Action
  private let statistics: Statistics

  init?() {
    guard let reset = Self.symbol("malloc_interposer_reset", as: Action.self),
      let enable = Self.symbol("malloc_interposer_enable", as: Action.self),
      let disable = Self.symbol("malloc_interposer_disable", as: Action.self),
      let statistics = Self.symbol("malloc_interposer_get_stats", as: Statistics.self)
    else { return nil }
    self.reset = reset
    self.enable = enable
    self.disable = disable
    self.statistics = statistics
  }

  /// Calls to malloc and its relatives counted since the last reset.
  func mallocCount() -> Int {
    var count: Int64 = 0, bytes: Int64 = 0, small: Int64 = 0, large: Int64 = 0
    var frees: Int64 = 0, freedBytes: Int64 = 0
    statistics(&count, &bytes, &small, &large, &frees, &freedBytes)
    return Int(count)
  }

  private static func symbol<F>(_ name: String, as type: F.Type) -> F? {
    // RTLD_DEFAULT (a null handle): every object loaded in the process, preloaded ones included.
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(address, to: type)
  }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
