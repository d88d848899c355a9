// perf_event_open has no glibc wrapper and syscall(2) is variadic, which Swift cannot call: this
// file opens, starts, stops and reads the counter for the bench (include/branch_counter.h).
#include "branch_counter.h"

#include <errno.h>

#if defined(__linux__)
#include <linux/perf_event.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static int64_t current_thread(void) { return (int64_t)syscall(SYS_gettid); }

// The count, time enabled and time running (the read_format below), or -1.
static int read_values(int fd, uint64_t values[3]) {
  return read(fd, values, 3 * sizeof(uint64_t)) == (ssize_t)(3 * sizeof(uint64_t)) ? 0 : -1;
}

int tm_branch_misses_open(tm_branch_counter *counter) {
  struct perf_event_attr attr;
  memset(&attr, 0, sizeof attr);
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_HARDWARE;
  attr.config = PERF_COUNT_HW_BRANCH_MISSES;
  attr.disabled = 1;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  attr.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
  long fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
  counter->fd = fd < 0 ? -1 : (int)fd;
  counter->thread = current_thread();
  counter->enabled = 0;
  counter->running = 0;
  return fd < 0 ? -errno : 0;
}

int tm_branch_misses_start(tm_branch_counter *counter) {
  if (counter->fd < 0 || counter->thread != current_thread()) return -EINVAL;
  uint64_t values[3];
  if (read_values(counter->fd, values) != 0) return -EIO;
  counter->enabled = values[1];
  counter->running = values[2];
  if (ioctl(counter->fd, PERF_EVENT_IOC_RESET, 0) != 0) return -errno;
  if (ioctl(counter->fd, PERF_EVENT_IOC_ENABLE, 0) != 0) return -errno;
  return 0;
}

int64_t tm_branch_misses_stop(tm_branch_counter *counter) {
  if (counter->fd < 0 || counter->thread != current_thread()) return -1;
  if (ioctl(counter->fd, PERF_EVENT_IOC_DISABLE, 0) != 0) return -1;
  uint64_t values[3];
  if (read_values(counter->fd, values) != 0) return -1;
  // The times accumulate over the counter's life: compare this interval's.
  uint64_t enabled = values[1] - counter->enabled, running = values[2] - counter->running;
  if (running == 0 || running < enabled) return -1;
  return (int64_t)values[0];
}

int64_t tm_branch_misses_control(tm_branch_counter *counter) {
  if (tm_branch_misses_start(counter) != 0) return -1;
  uint64_t state = 0x0BE4C4;
  for (int i = 0; i < 4096; i++) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    if (state >> 63) {
      __asm__ volatile("" ::: "memory");
    } else {
      __asm__ volatile("nop" ::: "memory");
    }
  }
  return tm_branch_misses_stop(counter);
}

void tm_branch_misses_close(tm_branch_counter *counter) {
  if (counter->fd >= 0) close(counter->fd);
  counter->fd = -1;
}

#else

int tm_branch_misses_open(tm_branch_counter *counter) {
  counter->fd = -1;
  return -ENOSYS;
}
int tm_branch_misses_start(tm_branch_counter *counter) { (void)counter; return -ENOSYS; }
int64_t tm_branch_misses_stop(tm_branch_counter *counter) { (void)counter; return -1; }
int64_t tm_branch_misses_control(tm_branch_counter *counter) { (void)counter; return -1; }
void tm_branch_misses_close(tm_branch_counter *counter) { (void)counter; }

#endif
