// Two specialization constants with one SpecId and two types: SPIR-V
// can hold one OpSpecConstant per SpecId, so -emit-spirv reports it at
// the second (cmc.examples/spirv.exp); the .isa takes each default.
extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<int, 8> r = cm_spec_constant<int, 4, 1>();
    vector<float, 8> f = cm_spec_constant<float, 4>();
    write(out, 0, r);
    write(out, 32, f);
}
