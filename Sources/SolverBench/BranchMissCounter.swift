import CBranchCounter

/// Counts the branch mispredictions of the calling thread, in user space, with Linux's
/// `perf_event_open` (the hardware event `PERF_COUNT_HW_BRANCH_MISSES`, as nanobench reports it
/// per operation), or says it cannot: never reports 0 for "not measured".
///
/// Opening fails where the kernel refuses (`/proc/sys/kernel/perf_event_paranoid` above 2, a
/// container's seccomp profile), where there is no performance-monitoring unit (most virtual
/// machines, this project's CI among them) and off Linux; the figures are then nil (n/a in
/// tables, null in results.json). The measurement rule of ``AllocationCounter`` holds here too:
/// before any figure is reported, a positive control must count: a loop in C whose 4,096 branches
/// follow a seeded coin (about half of them mispredicted; at least 500 must be). The counter
/// counts the thread that created it; asked on another thread, or when the kernel multiplexed it
/// away for part of the interval (its count would be scaled), it answers nil.
package final class BranchMissCounter {
  /// Whether the counter is live (opened, and the positive control counted its misses).
  package let isLive: Bool
  /// Why it is not live (the errno of the refusal, or the control's count), for the log.
  package let reason: String?
  private var counter = tm_branch_counter(fd: -1, thread: 0, enabled: 0, running: 0)

  /// Opens the counter on the calling thread and runs the positive control once.
  package init() {
    let status = tm_branch_misses_open(&counter)
    guard status == 0 else {
      isLive = false
      reason = "perf_event_open refused the branch-miss counter (errno \(-status))"
      return
    }
    let control = tm_branch_misses_control(&counter)
    isLive = control >= 500
    reason = isLive ? nil : "the branch-miss counter's positive control read \(control) (at least 500 expected)"
  }

  deinit {
    tm_branch_misses_close(&counter)
  }

  /// Branch misses per operation of `body` (which performs `count` operations), or nil when the
  /// counter is not live, is asked on another thread than the one that created it, or cannot be
  /// read for the whole of `body`.
  package func perOperation(count: Int, _ body: () -> Void) -> Double? {
    guard isLive, count > 0, tm_branch_misses_start(&counter) == 0 else { return nil }
    body()
    let misses = tm_branch_misses_stop(&counter)
    return misses >= 0 ? Double(misses) / Double(count) : nil
  }
}
