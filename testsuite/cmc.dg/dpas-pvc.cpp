// cm_dpas on PVC: 64-byte GRFs, so execution size 16 (src0 and the result
// have repeat count x 16 elements, src1 twice DG2's), and tf32, which only
// PVC's DPAS has.
// { dg-do compile }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "dpas\\.bf\\.bf\\.8\\.8 \\(M1_NM, 16\\)" } }
// { dg-final { scan-visa "dpas\\.tf32\\.tf32\\.8\\.4 \\(M1_NM, 16\\)" } }
// { dg-final { scan-visa "dpas\\.u8\\.u8\\.8\\.2 \\(M1_NM, 16\\)" } }
// { dg-final { finalize-visa PVC } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 128> acc;
    vector<uint, 128> b;
    vector<uint, 64> a;
    for (int i = 0; i < 4; i++) {
        read(in, i * 128, acc.select<32, 1>(i * 32));
        read(in, 512 + i * 128, b.select<32, 1>(i * 32));
    }
    read(in, 1024, a.select<32, 1>(0));
    read(in, 1152, a.select<32, 1>(32));
    vector<float, 128> r =
        cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b, a);
    vector<float, 64> t = cm_dpas<CM_PRECISION_TF32, CM_PRECISION_TF32, 8, 4>(
        acc.select<64, 1>(0), b, a.select<32, 1>(0));
    vector<uint, 16> a16 = a.select<16, 1>(0);
    vector<int, 32> i =
        cm_dpas<CM_PRECISION_U8, CM_PRECISION_U8, 8, 2, int>(0, b, a16);
    write(out, 0, r.select<32, 1>(0));
    write(out, 128, t.select<32, 1>(0));
    write(out, 256, i.select<32, 1>(0));
}
