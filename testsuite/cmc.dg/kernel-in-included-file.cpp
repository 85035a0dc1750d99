// Kernels and helpers kept in a header of the user's are compiled like
// those of the source file itself (as Intel's cmc does): the kernel of
// kernel-in-included-file.h is emitted, with its helper inlined.
// { dg-do compile }
// { dg-final { scan-visa "^\\.kernel \"kernel_from_header\"" } }
// { dg-final { scan-visa "^\\.kernel \"kernel_from_source\"" } }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 21:d" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "kernel-in-included-file.h"

extern "C" _GENX_MAIN_ void kernel_from_source(SurfaceIndex out)
{
    vector<int, 8> v = tripled(5);
    write(out, 0, v);
}
