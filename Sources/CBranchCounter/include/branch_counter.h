// Branch mispredictions of the calling thread in user space, through Linux's perf_event_open
// (PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, kernel and hypervisor excluded), as
// nanobench and Linux's perf read them. Where the kernel refuses (perf_event_paranoid above 2, a
// virtual machine without a PMU, seccomp) or the system is not Linux, opening fails and the bench
// reports n/a, never 0.
#ifndef TRANSITION_MATH_BRANCH_COUNTER_H
#define TRANSITION_MATH_BRANCH_COUNTER_H

#include <stdint.h>

// A disabled counter of this thread's branch misses: a file descriptor >= 0, or -errno.
int tm_branch_misses_open(void);

// Resets the counter to 0 and enables it: 0, or -errno.
int tm_branch_misses_start(int fd);

// Disables the counter and reads it: the misses since tm_branch_misses_start, or -1 when the
// read fails or the counter was multiplexed away for part of the time (its count would be
// scaled, not counted).
int64_t tm_branch_misses_stop(int fd);

// The positive control: counts the misses of 4,096 branches that follow a seeded coin (an LCG's
// top bit; each side runs an empty volatile asm, so the compiler cannot make the branch a select),
// about half of which any predictor mispredicts. -1 when the counter cannot be read.
int64_t tm_branch_misses_control(int fd);

// Closes the counter.
void tm_branch_misses_close(int fd);

#endif
