// An optimisation barrier that keeps a loop scalar, for the bench's scalar floor.
//
// tm_scalar_barrier(x) returns x unchanged, through an empty `asm volatile` that claims to read
// and write x in a floating-point register. It costs no instruction, but the compiler can neither
// see through it nor vectorise a loop that contains it (an inline-asm call has no vector form),
// so a loop that passes each x through it runs one x at a time, as a solver's loop does when it
// reads a table row chosen by x. Swift imports the static inline function and inlines it.
#ifndef TRANSITION_MATH_SCALAR_BARRIER_H
#define TRANSITION_MATH_SCALAR_BARRIER_H

static inline __attribute__((always_inline)) double tm_scalar_barrier(double x) {
#if defined(__x86_64__) || defined(__i386__)
  __asm__ volatile("" : "+x"(x));
#elif defined(__aarch64__) || defined(__arm__)
  __asm__ volatile("" : "+w"(x));
#else
  __asm__ volatile("" : "+g"(x));
#endif
  return x;
}

#endif
