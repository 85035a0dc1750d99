// An error cmc finds in a header's function body (here a system header,
// as cmc's own <cm/...> headers are) is reported at the user's code that
// needed that function: the call in the user's source, or, for a header
// function called only from header code, the user's call that led there;
// an error in a header global's initializer, at the user's use of it.
// The line was 0 before ("file.cpp:0:0"), which is no place to look.
// { dg-do compile }

#include "error-header-code-located.h"

extern "C" _GENX_MAIN_ void direct_call(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    v(0) = header_allocates(3); // { dg-error "dynamic memory \\(new/delete\\) is not supported in CM" }
    write(out, 0, v);
}

extern "C" _GENX_MAIN_ void call_through_header(SurfaceIndex out)
{
    vector<int, 8> v = 2;
    v(1) = header_calls_allocator(4); // { dg-error "dynamic memory \\(new/delete\\) is not supported in CM" }
    write(out, 0, v);
}

extern "C" _GENX_MAIN_ void uses_header_global(SurfaceIndex out)
{
    vector<int, 8> v = 3;
    v(2) = header_global; // { dg-error "the initializer of a global variable must be a constant expression" }
    write(out, 0, v);
}
