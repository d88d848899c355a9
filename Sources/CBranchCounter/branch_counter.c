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

int tm_branch_misses_open(void) {
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
  return fd < 0 ? -errno : (int)fd;
}

int tm_branch_misses_start(int fd) {
  if (ioctl(fd, PERF_EVENT_IOC_RESET, 0) != 0) return -errno;
  if (ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0) return -errno;
  return 0;
}

int64_t tm_branch_misses_stop(int fd) {
  if (ioctl(fd, PERF_EVENT_IOC_DISABLE, 0) != 0) return -1;
  // value, time enabled, time running (read_format above).
  uint64_t values[3] = {0, 0, 0};
  if (read(fd, values, sizeof values) != (ssize_t)sizeof values) return -1;
  if (values[2] < values[1]) return -1;
  return (int64_t)values[0];
}

int64_t tm_branch_misses_control(int fd) {
  if (tm_branch_misses_start(fd) != 0) return -1;
  uint64_t state = 0x0BE4C4;
  for (int i = 0; i < 4096; i++) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    if (state >> 63) {
      __asm__ volatile("" ::: "memory");
    } else {
      __asm__ volatile("nop" ::: "memory");
    }
  }
  return tm_branch_misses_stop(fd);
}

void tm_branch_misses_close(int fd) { close(fd); }

#else

int tm_branch_misses_open(void) { return -ENOSYS; }
int tm_branch_misses_start(int fd) { (void)fd; return -ENOSYS; }
int64_t tm_branch_misses_stop(int fd) { (void)fd; return -1; }
int64_t tm_branch_misses_control(int fd) { (void)fd; return -1; }
void tm_branch_misses_close(int fd) { (void)fd; }

#endif
