// cm_dpas with tf32 precision on PVC (execution size 16, systolic depth
// 8, one tf32 element per dword): with a float accumulator and repeat
// count 8, and without one (the .nosrc0 form, the precision spelled as
// Intel's enumerator CmPrecisionType::CM_Precision_TF32) with repeat
// count 4.  The
// inputs are floats whose low 13 mantissa bits are not zero: DPAS reads
// only a tf32's upper 19 bits.  The reference is a plain C matrix
// product of the inputs cut to those bits, each product in float added
// to the float sum in K order, as the vISA DPAS page orders it.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "dpas\\.tf32\\.tf32\\.8\\.8 \\(M1_NM, 16\\)" } }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC buf:in.bin buf:zero:768:out.bin" } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 128> acc;  // 8 rows of C, 16 columns
    vector<uint, 128> b;     // B: 8 K rows of 16 columns
    vector<uint, 64> a;      // A: 8 rows of 8 K elements
#pragma unroll
    for (int i = 0; i < 4; i++) {
        read(in, i * 128, acc.select<32, 1>(i * 32));
        read(in, 512 + i * 128, b.select<32, 1>(i * 32));
    }
    read(in, 1024, a.select<32, 1>(0));
    read(in, 1152, a.select<32, 1>(32));
    vector<float, 128> with_acc =
        cm_dpas<CM_PRECISION_TF32, CM_PRECISION_TF32, 8, 8>(acc, b, a);
    vector<float, 64> no_acc =
        cm_dpas<CmPrecisionType::CM_Precision_TF32,
                CmPrecisionType::CM_Precision_TF32, 8, 4, float>(
            0, b, a.select<32, 1>(0));
#pragma unroll
    for (int i = 0; i < 4; i++)
        write(out, i * 128, with_acc.select<32, 1>(i * 32));
    write(out, 512, no_acc.select<32, 1>(0));
    write(out, 640, no_acc.select<32, 1>(32));
}
