// Reductions inside SIMD control flow reduce only the active channels:
// the inactive ones are replaced by the operation's identity (0 for
// cm_sum, 1 for cm_prod, the largest value for cm_reduced_min, the
// smallest for cm_reduced_max) before the reduction tree.
// { dg-do compile }
// { dg-final { scan-llvm "select <8 x i1> %\[0-9\]+, <8 x i32> %\[0-9\]+, <8 x i32> zeroinitializer" } }
// { dg-final { scan-llvm "select <8 x i1> %\[0-9\]+, <8 x i32> %\[0-9\]+, <8 x i32> <i32 2147483647," } }
// { dg-final { scan-llvm "select <8 x i1> %\[0-9\]+, <8 x i32> %\[0-9\]+, <8 x i32> <i32 -2147483648," } }
// { dg-final { scan-llvm "select <8 x i1> %\[0-9\]+, <8 x float> %\[0-9\]+, <8 x float> <float 1.000000e\\+00," } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void simd_reductions(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v, m, r = 0;
    vector<float, 8> f, p = 0.0f;
    read(in, 0, v);
    read(in, 32, m);
    read(in, 64, f);
    SIMD_IF_BEGIN (m) {
        r = cm_sum<int>(v);
        r(1) = cm_reduced_min<int>(v);
        r(2) = cm_reduced_max<int>(v);
        p = cm_prod<float>(f);
    } SIMD_IF_END;
    write(out, 0, r);
    write(out, 32, p);
}
