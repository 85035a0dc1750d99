/* The same thread space and outputs as thread-space-2d: only the origin's
 * source differs (the group id on XeHP_SDV and later). */
#include "thread-space-2d.ref.c"
