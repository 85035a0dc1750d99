// SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE / SIMD_IF_END on a vector mask
// (an element is true when it is not zero), nested: each write of 16
// elements inside is predicated with the active channels (the first 16
// of the execution mask), and each SIMD if is a goto/join: in vISA a goto
// (16) of the channels that skip a part to the join point's label, and an
// unpredicated goto at the end of a then part with an else.  Five gotos:
// two SIMD ifs with else, one without.
// { dg-do compile }
// { dg-final { scan-llvm "icmp ne <16 x i32>" } }
// { dg-final { scan-llvm "call \\{ <32 x i1>, <16 x i1>, i1 \\} @llvm.genx.simdcf.goto.v32i1.v16i1\\(" } }
// { dg-final { scan-llvm "call \\{ <32 x i1>, i1 \\} @llvm.genx.simdcf.join.v32i1.v16i1\\(" } }
// { dg-final { scan-llvm "select <16 x i1> %\[0-9a-z.\]+, <16 x i32>" } }
// { dg-final { scan-llvm-not "@llvm.genx.any" } }
// { dg-final { scan-visa-times "\\(P\[0-9\]+\\) goto \\(M1, 16\\) simd_if_else_BB_\[0-9\]+" 3 } }
// { dg-final { scan-visa-times "    goto \\(M1, 16\\) simd_if_else_BB_\[0-9\]+" 2 } }
// { dg-final { scan-visa-not " jmp " } }
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
