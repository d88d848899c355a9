// The recording GSL error handler and its per-thread record (see include/cgsl_errors.h).
#include "cgsl_errors.h"

#include <gsl/gsl_errno.h>

static _Thread_local const char *last_reason = 0;
static _Thread_local int last_errno = 0;

static void record_error(const char *reason, const char *file, int line, int gsl_errno) {
  (void)file;
  (void)line;
  last_reason = reason;
  last_errno = gsl_errno;
}

int cgsl_install_recording_handler(void) {
  gsl_error_handler_t *previous = gsl_set_error_handler(&record_error);
  return previous != &record_error;
}

// GSL offers no getter: the handler is read by swapping it out and back in.
int cgsl_recording_handler_installed(void) {
  gsl_error_handler_t *current = gsl_set_error_handler(&record_error);
  gsl_set_error_handler(current);
  return current == &record_error;
}

const char *cgsl_take_reason(int status) {
  const char *reason = last_errno == status ? last_reason : 0;
  last_reason = 0;
  last_errno = 0;
  return reason;
}
