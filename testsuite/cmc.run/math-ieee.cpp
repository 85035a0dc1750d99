// Correctly rounded division and square root on PVC, which has vISA's
// divm and sqrtm (CM_HAS_IEEE_DIV_SQRT: math-ieee.h takes cm_div_ieee and
// cm_sqrt_ieee), and cm_lsr's logical shift; compared exactly with C's.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "^\\s*divm " } }
// { dg-final { scan-visa "^\\s*sqrtm " } }
// { dg-final { scan-visa "^\\s*shr " } }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC buf:in.bin buf:zero:192:out.bin" } }

#include "math-ieee.h"
