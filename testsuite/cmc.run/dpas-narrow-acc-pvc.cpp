// cm_dpas with half and bfloat16 accumulators and results on PVC (Intel's
// CM_HAS_DPAS_ACC_HALF and CM_HAS_DPAS_ACC_BF16; execution size 16,
// repeat count 8, systolic depth 8): fp16 with a half accumulator and
// result, bf16 with short (bfloat16 bits) ones, a bf16 accumulator with
// a float result, a float accumulator with a half result, and a half
// result without an accumulator.  The reference widens the accumulator,
// sums each pair of products in float and adds it in K order (the vISA
// DPAS page), and rounds the sum to the result type once, to nearest even.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "dpas\\.hf\\.hf\\.8\\.8 \\(M1_NM, 16\\)" } }
// { dg-final { scan-visa "dpas\\.bf\\.bf\\.8\\.8 \\(M1_NM, 16\\)" } }
// { dg-final { scan-visa "type=bf " } }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC buf:in.bin buf:zero:1536:out.bin" } }

#if !defined(CM_HAS_DPAS_ACC_HALF) || !defined(CM_HAS_DPAS_ACC_BF16)
#error PVC's DPAS takes half and bfloat16 accumulators
#endif

template <int N>
inline void read_dwords(SurfaceIndex in, int offset, vector_ref<uint, N> v)
{
#pragma unroll
    for (int i = 0; i < N; i += 32)
        read(in, offset + i * 4, v.template select<32, 1>(i));
}

template <int N>
inline void write_dwords(SurfaceIndex out, int offset, vector<uint, N> v)
{
#pragma unroll
    for (int i = 0; i < N; i += 32)
        write(out, offset + i * 4, v.template select<32, 1>(i));
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<half, 128> acc_h;   // C: 8 rows of 16 columns
    vector<short, 128> acc_b;
    vector<float, 128> acc_f;
    vector<uint, 128> b_h, b_b; // B: 8 dword rows (K = 16) of 16 columns
    vector<uint, 64> a_h, a_b;  // A: 8 rows of 8 dwords (K = 16)
    read_dwords<64>(in, 0, acc_h.format<uint>());
    read_dwords<64>(in, 256, acc_b.format<uint>());
    read_dwords<128>(in, 512, acc_f.format<uint>());
    read_dwords<128>(in, 1024, b_h);
    read_dwords<64>(in, 1536, a_h);
    read_dwords<128>(in, 1792, b_b);
    read_dwords<64>(in, 2304, a_b);
    vector<half, 128> r1 =
        cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8>(acc_h, b_h, a_h);
    vector<short, 128> r2 =
        cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc_b, b_b, a_b);
    vector<float, 128> r3 =
        cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, float, 8, 8>(acc_b, b_b,
                                                               a_b);
    vector<half, 128> r4 =
        cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, half, 8, 8>(acc_f, b_h,
                                                              a_h);
    vector<half, 128> r5 =
        cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8, half>(0, b_h, a_h);
    write_dwords<64>(out, 0, r1.format<uint>());
    write_dwords<64>(out, 256, r2.format<uint>());
    write_dwords<128>(out, 512, r3.format<uint>());
    write_dwords<64>(out, 1024, r4.format<uint>());
    write_dwords<64>(out, 1280, r5.format<uint>());
}
