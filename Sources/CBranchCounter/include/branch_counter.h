// Branch mispredictions of the calling thread in user space, through Linux's perf_event_open
// (PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, kernel and hypervisor excluded), as
// nanobench and Linux's perf read them. Where the kernel refuses (perf_event_paranoid above 2, a
// virtual machine without a PMU, seccomp) or the system is not Linux, opening fails and the bench
// reports n/a, never 0.
#ifndef TRANSITION_MATH_BRANCH_COUNTER_H
#define TRANSITION_MATH_BRANCH_COUNTER_H

#include <stdint.h>

// A counter: its file descriptor, the thread it counts (perf_event_open with pid 0 counts the
// thread that opened it, and only that one), and the enabled and running times read when the
// current interval started (a reset zeroes the count, not the times).
typedef struct {
  int fd;
  int64_t thread;
  uint64_t enabled;
  uint64_t running;
} tm_branch_counter;

// Opens a disabled counter of the calling thread's branch misses into `counter`: 0, or -errno.
int tm_branch_misses_open(tm_branch_counter *counter);

// Resets the count and enables the counter: 0, or -errno; -EINVAL when called on another thread
// than the one that opened it (whose branches it would not count).
int tm_branch_misses_start(tm_branch_counter *counter);

// Disables the counter and reads it: the misses since tm_branch_misses_start, or -1 when the read
// fails, on another thread, or when the counter did not run for the whole interval (multiplexed
// with other events, its count would be scaled, not counted).
int64_t tm_branch_misses_stop(tm_branch_counter *counter);

// The positive control: counts the misses of 4,096 branches that follow a seeded coin (an LCG's
// top bit; each side runs an empty volatile asm, so the compiler cannot make the branch a select),
// about half of which any predictor mispredicts. -1 when the counter cannot be read.
int64_t tm_branch_misses_control(tm_branch_counter *counter);

// Closes the counter.
void tm_branch_misses_close(tm_branch_counter *counter);

#endif
