// SPV_INTEL_bfloat16_conversion of Intel's cm/spirv/extensions/intel/
// bfloat16_conversion.h on DG2: __spirv_ConvertFToBF16INTEL rounds
// floats to bfloat16 in short elements (to nearest even, ties included),
// __spirv_ConvertBF16ToFINTEL widens them back, vector and scalar.
// (TGLLP has no bfloat16: cmc.dg/error-spirv-bf16-tgllp.cpp.)
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:128:out.bin" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void bf16(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> f;
    vector<short, 16> bf;
    read(in, 0, f);
    read(in, 64, bf);
    write(out, 0, __spirv_ConvertFToBF16INTEL(f));
    write(out, 32, __spirv_ConvertBF16ToFINTEL(bf.select<8, 1>(0)));
    vector<float, 8> scalars = 0;
    scalars(0) = __spirv_ConvertBF16ToFINTEL(bf(9));
    short rounded = __spirv_ConvertFToBF16INTEL(f(1));
    scalars(1) = rounded;
    write(out, 64, scalars);
    write(out, 96, __spirv_ConvertBF16ToFINTEL(bf.select<8, 1>(8)));
}
