/*
 * An example transition-bench plugin in C (include/transition_solver.h, ABI version 1): a
 * cubic-bezier timing curve solved by Newton's method from an 11-sample table guess, with a
 * bisection fallback, in double, answering y(t) for x. It is correct: its rows in
 * `transition-bench solvers --plugin` should meet the accuracy target on the presets.
 *
 * Build: scripts/build-plugins (cc -O2 -shared -fPIC -Iinclude).
 */
#include <math.h>
#include <stdlib.h>

#include "transition_solver.h"

typedef struct {
  double ax, bx, cx, ay, by, cy;
  double samples[11];
} curve;

static double x_of(const curve *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static double y_of(const curve *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static double dx_of(const curve *c, double t) { return (3 * c->ax * t + 2 * c->bx) * t + c->cx; }

static void *prepare(double x1, double y1, double x2, double y2) {
  curve *c = malloc(sizeof(curve));
  if (c == NULL) return NULL;
  c->cx = 3 * x1;
  c->bx = 3 * (x2 - x1) - c->cx;
  c->ax = 1 - c->cx - c->bx;
  c->cy = 3 * y1;
  c->by = 3 * (y2 - y1) - c->cy;
  c->ay = 1 - c->cy - c->by;
  for (int i = 0; i < 11; i++) c->samples[i] = x_of(c, i / 10.0);
  return c;
}

/* t for x in [0, 1]: the table's interval and linear guess, Newton while it converges inside
   the interval, else bisection of the interval to 1e-15 in t. */
static double solve_t(const curve *c, double x) {
  int i = 1;
  while (i < 10 && c->samples[i] < x) i++;
  double lo = (i - 1) / 10.0, hi = i / 10.0;
  double x0 = c->samples[i - 1], x1 = c->samples[i];
  double t = x1 > x0 ? lo + (x - x0) / (x1 - x0) * 0.1 : lo;
  for (int k = 0; k < 8; k++) {
    double err = x_of(c, t) - x;
    if (fabs(err) < 1e-15) return t;
    double slope = dx_of(c, t);
    if (slope < 1e-6) break;
    double next = t - err / slope;
    if (next < lo || next > hi) break;
    t = next;
  }
  while (hi - lo > 1e-15) {
    double mid = 0.5 * (lo + hi);
    if (x_of(c, mid) < x) lo = mid; else hi = mid;
  }
  return 0.5 * (lo + hi);
}

static double solve(void *handle, double x) {
  const curve *c = handle;
  if (!(x > 0)) return x < 0 ? 0 : x; /* clamps; NaN stays NaN */
  if (x >= 1) return 1;
  return y_of(c, solve_t(c, x));
}

static void solve_batch(void *handle, const double *xs, double *ys, size_t count) {
  for (size_t i = 0; i < count; i++) ys[i] = solve(handle, xs[i]);
}

static void release(void *handle) { free(handle); }

static const transition_solver_v1 table = {
  .abi_version = TRANSITION_SOLVER_ABI_VERSION,
  .size = sizeof(transition_solver_v1),
  .name = "c-newton",
  .input = TRANSITION_SOLVER_INPUT_CLAMPS,
  .output = TRANSITION_SOLVER_OUTPUT_UNCLAMPED,
  .precision = TRANSITION_SOLVER_PRECISION_DOUBLE,
  .reserved = 0,
  .prepare = prepare,
  .solve = solve,
  .solve_batch = solve_batch,
  .release = release,
};

const transition_solver_v1 *transition_solver_v1_entry(void) { return &table; }
