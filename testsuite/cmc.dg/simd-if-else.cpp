// SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE / SIMD_IF_END on a vector mask
// (an element is true when it is not zero), nested: each write of 16
// elements inside runs under the hardware execution mask (computed
// straight into the variable, not NoMask, no predicate: r = r * 3 is one
// mul), and each SIMD if is a goto/join: in vISA a goto
// (16) of the channels that skip a part to the join point's label, and an
// unpredicated goto at the end of a then part with an else.  Five gotos:
// two SIMD ifs with else, one without.
// { dg-do compile }
// { dg-final { scan-llvm "icmp ne <16 x i32>" } }
// { dg-final { scan-llvm "call \\{ <32 x i1>, <16 x i1>, i1 \\} @llvm.genx.simdcf.goto.v32i1.v16i1\\(" } }
// { dg-final { scan-llvm "call \\{ <32 x i1>, i1 \\} @llvm.genx.simdcf.join.v32i1.v16i1\\(" } }
// { dg-final { scan-llvm "select <16 x i1> %\[0-9a-z.\]+, <16 x i32>" } }
// { dg-final { scan-llvm-not "@llvm.genx.any" } }
// { dg-final { scan-visa-times "\\(!P\[0-9\]+\\) goto \\(M1, 16\\) simd_if_else_BB_\[0-9\]+" 3 } }
// { dg-final { scan-visa-times "    goto \\(M1, 16\\) simd_if_else_BB_\[0-9\]+" 2 } }
// { dg-final { scan-visa-not " jmp " } }
// { dg-final { scan-visa "    mul \\(M1, 16\\) (V\[0-9\]+)\\(0,0\\)<1> \\1\\(0,0\\)<16;16,1> 3:d" } }
// { dg-final { scan-visa-not " sel " } }
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
