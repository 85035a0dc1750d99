// Builtins the specification forbids inside SIMD control flow, and
// reductions of another width than the block's, are located errors.
// { dg-do compile }

extern "C" _GENX_MAIN_ void simd_builtin_errors(SurfaceIndex out, int x)
{
    vector<float, 8> a = 1.0f, r = 0.0f;
    vector<int, 8> m = x;
    vector<int, 16> wide = x;
    SIMD_IF_BEGIN (m) {
        r = cm_dp4<float>(a, a); // { dg-error "cm_dp4 is not allowed inside SIMD control flow" }
        r(0) = cm_sum<float>(wide); // { dg-error "a reduction inside SIMD control flow of width 8 must reduce 8 elements, not 16" }
    } SIMD_IF_END;
}
