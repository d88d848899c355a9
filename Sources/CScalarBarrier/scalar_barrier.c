// The barrier is a static inline function in include/scalar_barrier.h; a C target needs one
// translation unit, and this one checks that the header compiles on its own.
#include "scalar_barrier.h"
