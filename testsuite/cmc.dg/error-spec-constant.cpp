// __spirv_SpecConstant (cm_spec_constant's builtin) takes a compile-time
// id and a compile-time scalar default: anything else is one error at
// the call.
// { dg-do compile }
// { dg-options "-ferror-limit=0" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out, uint n, int value)
{
    vector<int, 8> r = 0;
    r(0) = __spirv_SpecConstant(n, 1); // { dg-error "'__spirv_SpecConstant': the specialization constant's id must be a compile-time constant from 0 to 4294967295" }
    r(1) = __spirv_SpecConstant(2u, value); // { dg-error "'__spirv_SpecConstant': the default value must be a compile-time constant" }
    vector<int, 8> v = 0;
    r += __spirv_SpecConstant(3u, v); // { dg-error "'__spirv_SpecConstant': a specialization constant is a bool, integer or floating-point scalar" }
    write(out, 0, r);
}
