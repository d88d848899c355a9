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

// Error reporting lives in the CGSLErrors target (cgsl_errors.c): its per-thread record must
// exist once per process, which a header's `static` state cannot promise.

#endif
