// Inline assembly naming vISA's predefined variables (%%tsc, %%sr0,
// %%thread_x, %%null) at explicit places, as real kernels read the
// timestamp or the state register.
// { dg-do compile }
// { dg-final { scan-visa "mov \\(M1, 2\\) V\[0-9\]+\\(0,0\\)<1> %tsc\\(0,0\\)<1;1,0>" } }
// { dg-final { scan-visa "mov \\(M1, 1\\) V\[0-9\]+\\(0,2\\)<1> %sr0\\(0,2\\)<0;1,0>" } }
// { dg-final { scan-visa "mov \\(M1, 1\\) V\[0-9\]+\\(0,3\\)<1> %thread_x\\(0,0\\)<0;1,0>" } }
// { dg-final { scan-visa "add \\(M1, 8\\) %null\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> 1:d" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cm.h>

extern "C" _GENX_MAIN_ void predefined(SurfaceIndex s)
{
    vector<uint, 8> t = 0;
    asm("mov (M1, 2) %0(0,0)<1> %%tsc(0,0)<1;1,0>\n"
        "mov (M1, 1) %0(0,2)<1> %%sr0(0,2)<0;1,0>\n"
        "mov (M1, 1) %0(0,3)<1> %%thread_x(0,0)<0;1,0>\n"
        "add (M1, 8) %%null(0,0)<1> %0(0,0)<8;8,1> 1:d"
        : "+rw"(t));
    write(s, 0, t);
}
