// DPASW exists only where EUs are fused (XeHP, DG2): not on PVC, whose
// DPAS has an execution size of 16 (64-byte GRFs).
// { dg-do compile }
// { dg-options "-march=PVC" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex c)
{
    vector<float, 128> acc = 0;
    vector<uint, 128> b = 1;
    vector<uint, 64> a = 1;
    vector<float, 128> r = cm_dpasw<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b, a); // { dg-error "'cm_dpasw' is not available on PVC: the hardware has it on XeHP_SDV or DG2" }
    r += cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b.select<64, 1>(0), a); // { dg-error "'cm_dpas': src1 must have 128 elements, not 64" }
    write(c, 0, r.select<8, 1>(0));
}
