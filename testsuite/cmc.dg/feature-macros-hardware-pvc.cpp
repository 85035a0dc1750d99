// feature-macros-hardware.h on PVC: no media sampler, typed atomics,
// dpas without dpasw, and a 64-byte 2D block row (CM_HAS_LSC_2D_LARGE is
// 0).
// { dg-do compile }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa-times "^\\s*sample_3d.RGBA " 2 } }
// { dg-final { scan-visa "^\\s*typed_atomic.add " } }
// { dg-final { scan-visa "^\\s*dpas.bf.bf.8.8 \\(M1_NM, 16\\)" } }
// { dg-final { scan-visa-not "dpasw" } }
// { dg-final { scan-visa "lsc_load_block2d.ugm \\(M1_NM, 1\\) V\[0-9\]+:d32.1x16x1nn" } }
// { dg-final { finalize-visa PVC } }

#include "feature-macros-hardware.h"
