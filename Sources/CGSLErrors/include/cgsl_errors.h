// GSL's error handler, replaced by one that records instead of aborting.
//
// GSL's default handler prints a message and calls abort(). `cgsl_install_recording_handler`
// replaces it with one that only remembers the reason and status for the calling thread; the
// failing GSL function then returns its status, and the Swift side (Curves' `GSL.check`) turns
// that status, with the remembered reason, into a typed error.
//
// The thread-local record lives in cgsl_errors.c, once per process. It must not live in a header
// as `static _Thread_local` state with `static inline` accessors: every module that imports such
// a header gets its own copy of the variables, and once the optimiser inlines a public Curves
// function into another module (cross-module optimisation, on in release builds) that module
// reads its own empty copy, so GSL's reason was lost in release builds of every caller outside
// Curves.
#ifndef TRANSITIONMATH_CGSL_ERRORS_H
#define TRANSITIONMATH_CGSL_ERRORS_H

/// Installs the recording handler; returns nonzero when it replaced another handler.
int cgsl_install_recording_handler(void);

/// Whether GSL's current handler is the recording one.
int cgsl_recording_handler_installed(void);

/// The reason GSL gave on this thread for `status`, then forgets it; NULL when the last recorded
/// error on this thread had another status (the caller falls back to gsl_strerror). The reason
/// strings are GSL's static literals.
const char *cgsl_take_reason(int status);

#endif
