// The restrictions of CM's SIMD control flow (specification 3.4), each
// reported at the user's line.
// { dg-do compile }

extern "C" _GENX_MAIN_ void simd_errors(SurfaceIndex out, int x)
{
    vector<int, 12> twelve = x;
    vector<int, 16> a = x;
    vector<int, 8> m = x;
    SIMD_IF_BEGIN (twelve) { // { dg-error "SIMD width of a SIMD control flow block must be 2, 4, 8, 16 or 32, not 12" }
        twelve = 1;
    } SIMD_IF_END;
    SIMD_IF_BEGIN (a) {
        SIMD_IF_BEGIN (m) { // { dg-error "must have the SIMD width of its enclosing block \\(16\\), not 8" }
        } SIMD_IF_END;
    } SIMD_IF_END;
    SIMD_IF_BEGIN (x > 1) { // { dg-error "scalar SIMD condition is only allowed inside an enclosing SIMD control flow block" }
    } SIMD_IF_END;
    SIMD_IF_BEGIN (m) {
        a = 2; // { dg-error "inside SIMD control flow of width 8 must write 8 elements or one, not 16" }
    } SIMD_IF_END;
    for (int i = 0; i < x; i++) {
        SIMD_IF_BEGIN (m) {
            continue; // { dg-error "SIMD_CONTINUE is only allowed inside SIMD_DO_WHILE" }
        } SIMD_IF_END;
    }
    SIMD_DO_WHILE_BEGIN {
        return; // { dg-error "'return' is not allowed inside SIMD control flow" }
    } SIMD_DO_WHILE_END (m);
    SIMD_IF_BEGIN (m) {
        write(out, 0, m); // { dg-error "oword block read and write is not allowed inside SIMD control flow" }
    } SIMD_IF_END;
}
