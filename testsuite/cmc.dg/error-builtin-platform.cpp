// Builtins of the builtin table on a platform whose hardware lacks them:
// one located "not available" error each, naming where they exist (DPAS:
// XeHP, DG2 and PVC; DPASW: XeHP and DG2; BFN and bfloat16: XeHP on;
// DP4A: TGLLP on).
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex c)
{
    vector<uint, 8> u = 1;
    vector<float, 64> acc = 0;
    vector<uint, 64> b = 1, a = 1;
    write(c, 0, cm_bfn<BFN_X | BFN_Y>(u, u, u)); // { dg-error "'cm_bfn' is not available on TGLLP: the hardware has it on XeHP_SDV, DG2, MTL or PVC" }
    vector<float, 64> r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b, a); // { dg-error "'cm_dpas' is not available on TGLLP: the hardware has it on XeHP_SDV, DG2 or PVC" }
    r += cm_dpasw<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b, a); // { dg-error "'cm_dpasw' is not available on TGLLP: the hardware has it on XeHP_SDV or DG2" }
    vector<float, 8> f = 1.0f;
    write(c, 0, cm_bf_cvt<ushort>(f)); // { dg-error "'cm_bf_cvt' is not available on TGLLP: the hardware has it on XeHP_SDV, DG2, MTL or PVC" }
    write(c, 0, r.select<8, 1>(0));
}
