// The builtin table's rules, each broken once: an error at the call (or
// at the operand) naming the rule, as Intel's static_asserts do.  On DG2.
// { dg-do compile }
// { dg-options "-march=DG2 -ferror-limit=0" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex c)
{
    vector<uint, 8> u = 1;
    vector<float, 8> f = 1.0f;
    vector<int, 8> i = 1;
    vector<uchar, 8> narrow = 1;
    write(c, 0, cm_rol<float>(u, 3)); // { dg-error "'cm_rol': the result must have element type short, ushort, int or uint \\(64-bit integers on PVC\\), not float" }
    vector<unsigned long long, 8> wide = 1;
    write(c, 0, cm_rol<unsigned long long>(wide, 3)); // { dg-error "'cm_rol': the result must have element type short, ushort, int or uint \\(64-bit integers on PVC\\), not unsigned long long" }
    write(c, 0, cm_ror<uint>(f, 3)); // { dg-error "'cm_ror': src0 must have element type char, short, int or long long, not float" }
    write(c, 0, cm_bfn<BFN_X>(narrow, narrow, narrow)); // { dg-error "'cm_bfn': the result must have element type short, ushort, int or uint, not uchar" }
    write(c, 0, cm_dp4a<int>(i, u, i)); // { dg-error "'cm_dp4a': src2 must have the signedness of src1 \\(uint, not int\\)" }
    write(c, 0, cm_dp4a<int>(i, f, f)); // { dg-error "'cm_dp4a': src1 must have element type int or uint, not float" }
    write(c, 0, cm_dp4a<int>(i, u, u, 2)); // { dg-error "'cm_dp4a': the saturation flag must be SAT or 0, not 2" }
    write(c, 0, cm_bf_cvt<int>(f)); // { dg-error "'cm_bf_cvt': the result must have element type float, half, short or ushort, not int" }
    write(c, 0, cm_bf_cvt<float>(f)); // { dg-error "'cm_bf_cvt': converts half, short or ushort \\(bfloat16\\) to float or float to them, not float to float" }
    write(c, 0, cm_tf32_cvt<int>(f)); // { dg-error "'cm_tf32_cvt' is not available on DG2: the hardware has it on PVC" }
    write(c, 0, cm_f16tof32(i)); // { dg-error "'cm_f16tof32': src must have element type short, ushort or half, not int" }
    write(c, 0, cm_f32tof16(u)); // { dg-error "'cm_f32tof16': src must have element type float, double or half, not uint" }
    vector<float, 8> r0 = cm_get_r0<float>(); // { dg-error "'cm_get_r0': the result must have element type int or uint, not float" }
    int flag = 1;
    write(c, 0, cm_dp4a<int>(i, u, u, flag)); // { dg-error "'cm_dp4a': the saturation flag must be a compile-time constant" }

    vector<float, 64> acc = 0;
    vector<uint, 64> b = 1, a = 1;
    vector<float, 64> r;
    r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 4, 8>(acc, b, a); // { dg-error "'cm_dpas': the systolic depth must be 8, not 4" }
    r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 9>(acc, b, a); // { dg-error "'cm_dpas': the repeat count must be from 1 to 8, not 9" }
    r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_HF, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': invalid combination of DPAS precisions: integer precisions combine with each other, a float precision only with itself \\(src1 bf16, src2 fp16\\)" }
    r = cm_dpas<CM_PRECISION_TF32, CM_PRECISION_TF32, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': tf32 precision needs PVC" }
    r = cm_dpas<CM_PRECISION_U8, CM_PRECISION_U8, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': invalid combination of DPAS data types: the accumulator and the result \\(u8 precision: int or uint, here float and float\\)" }
    r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 4>(acc, b, a); // { dg-error "'cm_dpas': src0 \\(repeat count x execution size\\) must have 32 elements, not 64" }
    r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b.select<32, 1>(0), a); // { dg-error "'cm_dpas': src1 must have 64 elements, not 32" }
    r = cm_dpas<CM_PRECISION_U4, CM_PRECISION_U2, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': invalid combination of DPAS data types: the accumulator and the result \\(u4 precision" }
    vector<int, 64> iacc = 0;
    vector<int, 64> ir = cm_dpas<CM_PRECISION_S4, CM_PRECISION_S8, 8, 8>(iacc, b, a); // { dg-error "'cm_dpas': src1 must have 32 elements, not 64" }
    ir = cm_dpas<CM_PRECISION_S4, CM_PRECISION_S4, 8, 8>(iacc, b, a.select<32, 1>(0)); // { dg-error "'cm_dpas': src2 must have 64 elements, not 32" }
    r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8, float>(1, b, a); // { dg-error "'cm_dpas': src0 must be a vector, or 0 for no accumulator" }
    r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, f.format<uint>().select<8, 1>(0).replicate<8>(), a); // { dg-bogus "error" }
    vector<half, 64> hacc = 0;
    vector<half, 64> hr = cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8>(hacc, b, a); // { dg-error "'cm_dpas': the result must have element type int, uint or float \\(half and short on PVC\\), not half" }
    r = cm_dpas<CM_PRECISION_BF8, CM_PRECISION_BF8, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': the bf8 precision needs Xe3 or later \\(Intel's CM_HAS_DPAS_BF8\\), which cmc does not target" }
    r = cm_dpas<CM_PRECISION_U8, CM_PRECISION_E2M1, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': the e2m1 precision needs Xe3P or later" }
    r = cm_dpas<CM_PRECISION_HF8, CM_PRECISION_HF8, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': the hf8 precision needs Xe3P or later \\(Intel's CM_HAS_DPAS_HF8\\), which cmc does not target" }
    r = cm_dpas<CmPrecisionType::CM_Precision_BF8, CmPrecisionType::CM_Precision_BF8, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': the bf8 precision needs Xe3 or later" }
    r = cm_dpas<CmPrecisionType::CM_Precision_HF8, CmPrecisionType::CM_Precision_HF8, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': the hf8 precision needs Xe3P or later" }
    r = cm_dpas<CM_PRECISION_U8, CmPrecisionType::CM_Precision_E2M1, 8, 8>(acc, b, a); // { dg-error "'cm_dpas': the e2m1 precision needs Xe3P or later" }
    write(c, 0, r.select<8, 1>(0));
    write(c, 0, ir.select<8, 1>(0));
    write(c, 0, hr.select<16, 1>(0));
}
