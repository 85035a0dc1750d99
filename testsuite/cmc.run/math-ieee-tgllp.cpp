// math-ieee.h on TGLLP, without IEEE division and square root (no
// CM_HAS_IEEE_DIV_SQRT): the double-precision path, the same results.
// { dg-do run }
// { dg-options "-march=TGLLP" }
// { dg-final { scan-visa-not "^\\s*divm " } }
// { dg-final { scan-visa-not "^\\s*sqrtm " } }
// { dg-final { finalize-visa TGLLP } }
// { dg-final { run-kernel "buf:in.bin buf:zero:192:out.bin" } }

#include "math-ieee.h"
