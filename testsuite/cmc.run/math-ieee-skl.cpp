// math-ieee.h on SKL, which has vISA's divm and sqrtm
// (CM_HAS_IEEE_DIV_SQRT): the IEEE path, compared exactly with C's.
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { scan-visa "^\\s*divm " } }
// { dg-final { scan-visa "^\\s*sqrtm " } }
// { dg-final { finalize-visa SKL } }
// { dg-final { run-kernel "-march=SKL buf:in.bin buf:zero:192:out.bin" } }

#include "math-ieee.h"
