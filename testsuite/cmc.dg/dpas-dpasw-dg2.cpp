// cm_dpasw on DG2 (XeHP's fused EUs share src2: half of it per thread,
// (repeat count + 1) / 2 rows), with and without an accumulator: DPASW
// instructions GenX_IR finalizes.  cmrun does not model EU fusion, so
// there is no run test (dpasw-fault.cpp shows cmrun's report).
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "dpasw\\.bf\\.bf\\.8\\.8 \\(M1_NM, 8\\) V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\.0 V\[0-9\]+\\(0,0\\)" } }
// { dg-final { scan-visa "dpasw\\.s8\\.s8\\.8\\.7 \\(M1_NM, 8\\) V\[0-9\]+\\.0 %null\\.0" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 64> acc;
    vector<uint, 64> b;
    vector<uint, 32> a;
    read(in, 0, acc.select<32, 1>(0));
    read(in, 128, acc.select<32, 1>(32));
    read(in, 256, b.select<32, 1>(0));
    read(in, 384, b.select<32, 1>(32));
    read(in, 512, a);
    vector<float, 64> r =
        cm_dpasw<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b, a);
    vector<int, 56> i =
        cm_dpasw<CM_PRECISION_S8, CM_PRECISION_S8, 8, 7, int>(0, b, a);
    write(out, 0, r.select<32, 1>(0));
    write(out, 128, i.select<32, 1>(0));
}
