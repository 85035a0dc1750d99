// cm_unmask_begin / cm_unmask_end misuse inside SIMD control flow: SIMD
// control flow between them, a begin whose block ends first, and an end
// with no begin before it in its block.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<int, 8> a, r = 0;
    read(s, 0, a);
    SIMD_IF_BEGIN (a > 0) {
        uint saved = cm_unmask_begin();
        SIMD_IF_BEGIN (a > 2) { // { dg-error "SIMD control flow between cm_unmask_begin and cm_unmask_end is not supported" }
            r = 1;
        } SIMD_IF_END;
        cm_unmask_end(saved);
    } SIMD_IF_END;
    SIMD_IF_BEGIN (a > 1) {
        uint saved = cm_unmask_begin(); // { dg-error "cm_unmask_begin has no cm_unmask_end before the end of its SIMD control flow block" }
        r += saved;
    } SIMD_IF_END;
    SIMD_IF_BEGIN (a > 3) {
        cm_unmask_end(7u); // { dg-error "cm_unmask_end without a cm_unmask_begin before it in this SIMD control flow block" }
    } SIMD_IF_END;
    SIMD_DO_WHILE_BEGIN {
        r += 1;
        uint saved = cm_unmask_begin();
        SIMD_BREAK; // { dg-error "SIMD control flow between cm_unmask_begin and cm_unmask_end is not supported" }
        cm_unmask_end(saved);
    } SIMD_DO_WHILE_END (r < a);
    write(s, 0, r);
}
