/*
 * transition_solver.h: the C ABI through which transition-bench times and checks a cubic-bezier
 * timing-curve solver it did not compile (`transition-bench solvers --plugin libmysolver.so`).
 *
 * ABI version 1. A plugin is a shared library exporting one symbol,
 *
 *     const transition_solver_v1 *transition_solver_v1_entry(void);
 *
 * which returns a pointer to a table that lives as long as the library is loaded. The bench
 * checks `abi_version` and `size` before it reads anything else, and refuses a plugin whose
 * version it does not know (exit 2, with the versions it reads).
 *
 * The timing curve is CSS's cubic-bezier(x1, y1, x2, y2) (CAMediaTimingFunction's control
 * points): from (0, 0) to (1, 1), x1 and x2 in [0, 1], y1 and y2 any finite value. `solve`
 * answers the progress y for an elapsed-time fraction x, as the solver delivers it (y at its
 * solved parameter t, or its own arithmetic: float tables, short-cuts, clamping).
 *
 * Threading: the bench calls one prepared curve from one thread at a time; different curves may
 * be used from different threads. Nothing in the hot path may allocate or print.
 *
 * Written for this project; the layout is a contract: fields are only ever added at the end, with
 * a new version number.
 */
#ifndef TRANSITION_SOLVER_H
#define TRANSITION_SOLVER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version this header describes. */
#define TRANSITION_SOLVER_ABI_VERSION 1u

/* What the solver does with x at the ends and outside [0, 1] (the policy column of the table). */
enum {
  /* Continues along the end tangents (CSS, Chromium). */
  TRANSITION_SOLVER_INPUT_EXTRAPOLATES_TANGENTS = 0,
  /* Clamps x into [0, 1] first. */
  TRANSITION_SOLVER_INPUT_CLAMPS = 1,
  /* Continues the cubic itself beyond its ends (Newton steps outside). */
  TRANSITION_SOLVER_INPUT_EXTRAPOLATES_CUBIC = 2,
  /* Stays near, not at, the end values. */
  TRANSITION_SOLVER_INPUT_SATURATES = 3,
  /* Returns x itself outside (0, 1). */
  TRANSITION_SOLVER_INPUT_PASSES_THROUGH = 4,
  /* Not defined (asserts, loops, anything). */
  TRANSITION_SOLVER_INPUT_UNDEFINED = 5
};

/* The output y. */
enum {
  TRANSITION_SOLVER_OUTPUT_UNCLAMPED = 0,
  TRANSITION_SOLVER_OUTPUT_CLAMPED_TO_CURVE_RANGE = 1,
  TRANSITION_SOLVER_OUTPUT_CLAMPED_TO_UNIT = 2
};

/* The arithmetic. */
enum {
  TRANSITION_SOLVER_PRECISION_DOUBLE = 0,
  TRANSITION_SOLVER_PRECISION_FLOAT32 = 1,
  TRANSITION_SOLVER_PRECISION_MIXED = 2
};

typedef struct transition_solver_v1 {
  /* TRANSITION_SOLVER_ABI_VERSION. */
  uint32_t abi_version;
  /* sizeof(transition_solver_v1), so a newer bench can read an older table. */
  uint32_t size;
  /* A short name for the tables: letters, digits and '-', at most 32 characters. */
  const char *name;
  /* One of TRANSITION_SOLVER_INPUT_*, _OUTPUT_*, _PRECISION_*. */
  int32_t input;
  int32_t output;
  int32_t precision;
  int32_t reserved; /* 0 */
  /* Does the per-curve work once (tables, coefficients). Returns an opaque handle, or NULL when
     the curve cannot be prepared (the bench reports it and skips the curve). */
  void *(*prepare)(double x1, double y1, double x2, double y2);
  /* The progress y at x, for x in [0, 1] (the bench also asks at and beyond the ends, where the
     answer is the solver's policy). */
  double (*solve)(void *curve, double x);
  /* y for each of `count` x values, into `ys` (which may be `xs` itself). May be NULL: the bench
     then loops over `solve`. */
  void (*solve_batch)(void *curve, const double *xs, double *ys, size_t count);
  /* Releases a handle `prepare` returned. */
  void (*release)(void *curve);
} transition_solver_v1;

/* The one symbol a plugin exports. */
const transition_solver_v1 *transition_solver_v1_entry(void);

/* The type of that symbol, for loaders. */
typedef const transition_solver_v1 *(*transition_solver_v1_entry_fn)(void);

#ifdef __cplusplus
}
#endif

#endif /* TRANSITION_SOLVER_H */
