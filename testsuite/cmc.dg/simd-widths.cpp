// SIMD control flow of widths 2, 4 and 32 (the width is the condition's
// element count; blocks one after the other may differ): masks, writes
// under the hardware execution mask and the gotos at each width.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.simdcf.goto.v32i1.v2i1\\(<32 x i1>" } }
// { dg-final { scan-llvm "@llvm.genx.simdcf.goto.v32i1.v4i1\\(<32 x i1>" } }
// { dg-final { scan-llvm "@llvm.genx.simdcf.goto.v32i1.v32i1\\(<32 x i1>" } }
// { dg-final { scan-visa "goto \\(M1, 2\\)" } }
// { dg-final { scan-visa "goto \\(M1, 4\\)" } }
// { dg-final { scan-visa "goto \\(M1, 32\\)" } }
// { dg-final { scan-visa "\\.decl P\[0-9\]+ v_type=P num_elts=32" } }
// { dg-final { scan-visa "    (mov|add) \\(M1, 2\\) V" } }
// { dg-final { scan-visa "    mov \\(M1, 4\\) V" } }
// { dg-final { scan-visa "    (mov|add) \\(M1, 32\\) V" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void widths(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 4> v, m4;
    read(in, 0, v);
    read(in, 16, m4);
    vector<int, 2> m = v.select<2, 2>(0);
    vector<int, 2> r = v.select<2, 2>(1);
    SIMD_DO_WHILE_BEGIN {
        r = r + m;
        m = m - 1;
    } SIMD_DO_WHILE_END (m);
    v.select<2, 2>(1) = r;
    SIMD_IF_BEGIN (m4) {
        v = v * 2;
    } SIMD_ELSE {
        v = 7;
    } SIMD_IF_END;
    write(out, 0, v);

    vector<short, 32> w, m32;
    read(in, 64, w);
    read(in, 128, m32);
    SIMD_IF_BEGIN (m32) {
        w = w + m32;
    } SIMD_IF_END;
    write(out, 64, w);
}
