// SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE / SIMD_IF_END on a vector mask
// (an element is true when it is not zero), nested: each write of 16
// elements inside is predicated with the active channels, and each block
// is skipped when no channel is active (llvm.genx.any, a vISA mov of the
// predicate's bits and a compare).
// { dg-do compile }
// { dg-final { scan-llvm "icmp ne <16 x i32>" } }
// { dg-final { scan-llvm "call i1 @llvm.genx.any.v16i1\\(<16 x i1>" } }
// { dg-final { scan-llvm "select <16 x i1> %\[0-9a-z.\]+, <16 x i32>" } }
// { dg-final { scan-visa "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> P\[0-9\]+" } }
// { dg-final { scan-visa "and \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<0;1,0> 0xffff:ud" } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) sel \\(M1_NM, 16\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void simd_if_else(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> v, a, b, r = 0;
    read(in, 0, v);
    read(in, 64, a);
    read(in, 128, b);
    SIMD_IF_BEGIN (a) {
        r = v + 1;
        SIMD_IF_BEGIN (b) {
            r = r * 3;
        } SIMD_IF_END;
    } SIMD_ELSEIF (b) {
        r = v - 1;
    } SIMD_ELSE {
        r = v * v;
    } SIMD_IF_END;
    write(out, 0, r);
}
