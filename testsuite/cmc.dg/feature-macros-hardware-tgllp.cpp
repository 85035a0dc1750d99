// feature-macros-hardware.h on TGLLP: sample32 (CM_HAS_SAMPLE_UNORM),
// typed atomics, no DPAS or 2D blocks.
// { dg-do compile }
// { dg-options "-march=TGLLP" }
// { dg-final { scan-visa "^\\s*sample_unorm.R.16-full " } }
// { dg-final { scan-visa "^\\s*typed_atomic.add " } }
// { dg-final { scan-visa-not "dpas" } }
// { dg-final { finalize-visa TGLLP } }

#include "feature-macros-hardware.h"
