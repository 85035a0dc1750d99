// A SIMD_IF_END without its SIMD_IF_BEGIN, or a SIMD_IF_BEGIN never
// closed, breaks the braces cm.h's macros expand to: the errors Clang
// reports are at the user's lines (the macros' expansion sites and the
// end of the file), never "cmc: error:" without a position.
// { dg-do compile }

extern "C" _GENX_MAIN_ void stray_end(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
    SIMD_IF_END;
    SIMD_IF_BEGIN (a > 0) { // { dg-error "expected unqualified-id" }
        a += 1;
    } SIMD_IF_END;
} // { dg-error "extraneous closing brace" }

extern "C" _GENX_MAIN_ void missing_end(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
    SIMD_IF_BEGIN (a > 0) { // { dg-message "note: to match this '.'" }
        a += 1;
    SIMD_ELSE // { dg-error "expected expression" }
        a -= 1;
    write(s, 0, a);
} // { dg-error "expected '.'" }
