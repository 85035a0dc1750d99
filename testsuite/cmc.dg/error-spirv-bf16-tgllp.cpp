// __spirv_ConvertFToBF16INTEL needs bfloat16 hardware (XeHP on): on
// TGLLP it is cm_bf_cvt's located error (naming cm_bf_cvt, which it
// calls), at the user's call.
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<float, 8> f = 1.5f;
    vector<short, 8> b = __spirv_ConvertFToBF16INTEL(f); // { dg-error "not available on TGLLP: the hardware has it on XeHP_SDV, DG2, MTL or PVC" }
    write(out, 0, b);
}
