import Curves
import Testing
import Transitions

/// Eight threads at once get exactly the single-threaded answers (``ConcurrencyWorkload``; the
/// same work runs under ThreadSanitizer in `scripts/sanitize thread`).
@Suite struct ConcurrencyProperties {
  @Test func eightThreadsGetTheSingleThreadedAnswers() throws {
    let outcome = try ConcurrencyWorkload.run()
    #expect(outcome.failures.isEmpty)
    #expect(outcome.answers.count == ConcurrencyWorkload.threads)
    for answer in outcome.answers {
      #expect(answer.count == outcome.expected.count)
      #expect(answer == outcome.expected)
    }
    #expect(outcome.allAgree)
  }
}

/// The stateless values passed `inout` on hot paths stay zero-sized outside ThreadSanitizer
/// builds (the counting and the built-in evaluator compile to nothing) and get an address inside
/// them (`SanitizerAddress`; `ConcurrencyCheck` refuses to run without it).
@Suite struct SanitizerAddressTests {
  @Test func statelessInoutValuesAreZeroSizedOutsideTheSanitizer() {
    #if THREAD_SANITIZER
      #expect(SanitizerAddress.isStored)
      #expect(MemoryLayout<NoCount>.size == 1)
      #expect(MemoryLayout<BuiltInProgress>.size == 1)
    #else
      #expect(!SanitizerAddress.isStored)
      #expect(MemoryLayout<NoCount>.size == 0)
      #expect(MemoryLayout<BuiltInProgress>.size == 0)
    #endif
  }
}
