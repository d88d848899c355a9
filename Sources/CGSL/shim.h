// The parts of the GNU Scientific Library that TransitionMath uses.
//
// Swift 6 refuses to read GSL's global solver-type variables (for example
// `gsl_root_fsolver_brent`) because they are mutable globals ("not concurrency-safe"). Each one
// is exposed here through a `static inline` accessor that returns the pointer, which Swift can
// call freely: the variables themselves are never written after GSL is loaded.
#ifndef TRANSITIONMATH_CGSL_SHIM_H
#define TRANSITIONMATH_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_poly.h>
#include <gsl/gsl_integration.h>
#include <gsl/gsl_odeiv2.h>

// Root bracketing (gsl_root_fsolver).
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_bisection(void) { return gsl_root_fsolver_bisection; }
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_falsepos(void) { return gsl_root_fsolver_falsepos; }
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_brent(void) { return gsl_root_fsolver_brent; }

// Root polishing with derivatives (gsl_root_fdfsolver).
static inline const gsl_root_fdfsolver_type *cgsl_root_fdfsolver_newton(void) { return gsl_root_fdfsolver_newton; }
static inline const gsl_root_fdfsolver_type *cgsl_root_fdfsolver_secant(void) { return gsl_root_fdfsolver_secant; }
static inline const gsl_root_fdfsolver_type *cgsl_root_fdfsolver_steffenson(void) { return gsl_root_fdfsolver_steffenson; }

// ODE steppers (gsl_odeiv2), for the spring cross-check.
static inline const gsl_odeiv2_step_type *cgsl_odeiv2_step_rk8pd(void) { return gsl_odeiv2_step_rk8pd; }
static inline const gsl_odeiv2_step_type *cgsl_odeiv2_step_rkf45(void) { return gsl_odeiv2_step_rkf45; }

// Error reporting. GSL's default handler prints and calls abort(). TransitionMath replaces it,
// once, with `cgsl_record_error`, which only remembers the reason and status for the calling
// thread; the failing GSL function then returns its status, and the Swift side turns that status
// (with the remembered reason) into a typed error. The reason strings are GSL's static literals.
static _Thread_local const char *cgsl_last_reason = 0;
static _Thread_local int cgsl_last_errno = 0;

static inline void cgsl_record_error(const char *reason, const char *file, int line, int gsl_errno) {
  (void)file;
  (void)line;
  cgsl_last_reason = reason;
  cgsl_last_errno = gsl_errno;
}

/// Installs the recording handler; returns the handler it replaced.
static inline gsl_error_handler_t *cgsl_install_recording_handler(void) {
  return gsl_set_error_handler(&cgsl_record_error);
}

/// Whether GSL's current handler is the recording one (the handler is read by swapping it out
/// and back in, since GSL offers no getter).
static inline int cgsl_recording_handler_installed(void) {
  gsl_error_handler_t *current = gsl_set_error_handler(&cgsl_record_error);
  gsl_set_error_handler(current);
  return current == &cgsl_record_error;
}

/// The reason GSL gave on this thread for `status`, then forgets it; NULL when the last recorded
/// error on this thread had another status (the caller falls back to gsl_strerror).
static inline const char *cgsl_take_reason(int status) {
  const char *reason = cgsl_last_errno == status ? cgsl_last_reason : 0;
  cgsl_last_reason = 0;
  cgsl_last_errno = 0;
  return reason;
}

#endif
