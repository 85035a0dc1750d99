// CM spec 3.4.2: "SIMD_BREAK and SIMD_CONTINUE statements are not allowed
// in a non-SIMD context": each is an error at its line.
// { dg-do compile }

extern "C" _GENX_MAIN_ void simd_jump_outside(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    SIMD_BREAK; // { dg-error "not in loop" }
    SIMD_CONTINUE; // { dg-error "not in loop" }
    write(out, 0, v);
}
