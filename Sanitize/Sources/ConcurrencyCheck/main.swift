// The eight-thread workload of the property tests, as a program: `scripts/sanitize thread` builds
// it with ThreadSanitizer (only the libraries it needs, not the test bundle) and runs it. Exits 0
// when every thread got the single-threaded answers, 1 otherwise; ThreadSanitizer's own report
// (halt_on_error=1) ends the process with its exit code first; 2 when built without
// -DTHREAD_SANITIZER.

import Curves

#if canImport(Glibc)
  import Glibc
#endif

// Without -DTHREAD_SANITIZER, TSan's instrumentation of zero-sized inout values reports races
// that are not there, or crashes (Curves' SanitizerAddress says why).
guard SanitizerAddress.isStored else {
  print("ConcurrencyCheck: built without -Xswiftc -DTHREAD_SANITIZER; build it with scripts/sanitize thread")
  exit(2)
}

do {
  let outcome = try ConcurrencyWorkload.run()
  if outcome.allAgree {
    print("ConcurrencyCheck: \(ConcurrencyWorkload.threads) threads got the single-threaded answers (\(outcome.expected.count) values each)")
    exit(0)
  }
  print("ConcurrencyCheck: threads disagreed: \(outcome.failures.count) failed, \(outcome.answers.filter { $0 != outcome.expected }.count) of \(outcome.answers.count) answered differently")
  for failure in outcome.failures { print("  \(failure)") }
  exit(1)
} catch {
  print("ConcurrencyCheck: the single-threaded run failed: \(error)")
  exit(1)
}
