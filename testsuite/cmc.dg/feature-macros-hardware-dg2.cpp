// feature-macros-hardware.h on DG2: no media sampler (two sample16
// instead of sample32), typed atomics, dpasw (CM_HAS_DPASW), no 2D blocks.
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa-times "^\\s*sample_3d.RGBA " 2 } }
// { dg-final { scan-visa-not "sample_unorm" } }
// { dg-final { scan-visa "^\\s*typed_atomic.add " } }
// { dg-final { scan-visa "^\\s*dpasw.bf.bf.8.8 " } }
// { dg-final { scan-visa-not "lsc_load_block2d" } }
// { dg-final { finalize-visa DG2 } }

#include "feature-macros-hardware.h"
