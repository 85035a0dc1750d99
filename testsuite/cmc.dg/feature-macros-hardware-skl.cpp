// feature-macros-hardware.h on SKL: the media sampler's
// sample32 (CM_HAS_SAMPLE_UNORM), typed atomics, no DPAS or 2D blocks.
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-visa "^\\s*sample_unorm.R.16-full " } }
// { dg-final { scan-visa "^\\s*typed_atomic.add " } }
// { dg-final { scan-visa-not "dpas" } }
// { dg-final { finalize-visa SKL } }

#include "feature-macros-hardware.h"
