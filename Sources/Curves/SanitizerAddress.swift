/// Gives a stateless value an address under ThreadSanitizer; nothing in every other build.
///
/// With Swift 6.3's ThreadSanitizer, every `inout` argument is reported to TSan as a write to the
/// argument's address. A value of a zero-sized type has no storage, so the address passed is
/// whatever the register held: TSan either crashes reading the shadow of an unmapped address
/// (`StoreShadow`, in single-threaded code), or records the write against an unrelated object
/// (an `InverseTable` shared by every thread) and reports a "Swift access race" between threads
/// that never touch the same memory. Neither is a race in the code.
///
/// Every stateless type that is passed `inout` on a hot path (``NoCount``, the transitions'
/// `BuiltInProgress`) stores one of these, so the rule is written once: `scripts/sanitize thread`
/// compiles with `-DTHREAD_SANITIZER`, where this holds one byte and gives the value an address
/// of its own; in every other build it is empty and the type stays zero-sized (the counting and
/// the evaluator compile to nothing). Build with `-Xswiftc -DTHREAD_SANITIZER` whenever you build
/// with `--sanitize=thread`.
@frozen
public struct SanitizerAddress: Hashable, Sendable {
  #if THREAD_SANITIZER
    @usableFromInline var byte: UInt8 = 0
  #endif

  /// Storage for one stateless value (one byte under ThreadSanitizer, none otherwise).
  @inlinable public init() {}

  /// Whether this build gives stateless values an address (compiled with `-DTHREAD_SANITIZER`).
  public static var isStored: Bool { MemoryLayout<SanitizerAddress>.size > 0 }
}
