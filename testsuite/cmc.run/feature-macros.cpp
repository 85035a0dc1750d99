// The CM_HAS_* feature macros on TGLLP, which has dp4a and rotates but not
// bfn, bfloat16 conversions, DPAS or LSC: feature-macros.h takes those
// paths, the others in plain CM, and the results equal the reference's.
// CM_HAS_LONG_LONG and CM_HAS_DOUBLE select 64-bit integer and double
// arithmetic, CM_GENX_REVID (0) the first stepping's sequence.
// { dg-do run }
// { dg-options "-march=TGLLP" }
// { dg-final { scan-visa "^\\s*dp4a " } }
// { dg-final { scan-visa "^\\s*rol " } }
// { dg-final { scan-visa-not "^\\s*bfn" } }
// { dg-final { scan-visa-not "^\\s*dpas" } }
// { dg-final { scan-visa-not "^\\s*lsc_" } }
// { dg-final { finalize-visa TGLLP } }
// { dg-final { run-kernel "buf:in.bin buf:zero:1504:out.bin" } }

#include "feature-macros.h"
