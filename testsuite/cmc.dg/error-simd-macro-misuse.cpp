// Misused SIMD control flow macros of cm.h are errors at the user's line
// (the macro's expansion site), never "cmc: error:" without a position.
// { dg-do compile }

extern "C" _GENX_MAIN_ void misuse(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
    SIMD_BREAK;    // { dg-error "'break' statement not in loop or switch statement" }
    SIMD_CONTINUE; // { dg-error "'continue' statement not in loop statement" }
    SIMD_ELSE      // { dg-error "expected unqualified-id" }
    write(s, 0, a);
}
