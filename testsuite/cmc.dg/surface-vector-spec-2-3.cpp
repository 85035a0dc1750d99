// The CM specification's example 2.3: a kernel taking its surfaces as a
// vector<SurfaceIndex, 2> and choosing them at run time with the kernel's
// arguments i and j (media block reads and writes).  The parameter is one
// surface argument of 8 bytes (kind 2 in genx.kernels, as Intel's cmc
// gives a vector of SurfaceIndex), one T variable of 2 elements in vISA;
// each message's surface is written with MOVS from the chosen index.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-llvm "define dllexport void @linear\\(<2 x i32> %surf_ids" } }
// { dg-final { scan-llvm "!\\{i32 2, i32 0, i32 0, i32 0, i32 0\\}" } }
// { dg-final { scan-visa "\\.decl T6 v_type=T num_elts=2" } }
// { dg-final { scan-visa "\\.input T6 offset=32 size=8" } }
// { dg-final { scan-visa-times "movs \\(M1_NM, 1\\) V\[0-9\]+\\(0,\[01\]\\)<1> T6\\(\[01\]\\)" 2 } }
// { dg-final { scan-visa-times "movs \\(M1_NM, 1\\) T7\\(0\\) V" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_MAIN_ void
linear(vector<SurfaceIndex, 2> surf_ids, uint h_pos, uint v_pos, int i, int j)
{
    vector<int, 8> in, out;
    read(surf_ids(i), h_pos * 24, v_pos * 6, in);
    out = in + 1;
    write(surf_ids(j), h_pos * 24, v_pos * 6, out);
}
