// clang's errors in a header the user includes are reported at the
// header's line, not at the #include (driver.exp).
#include "syntax-error-in-header.h"

extern "C" _GENX_MAIN_ void uses_header(SurfaceIndex out)
{
    vector<int, 8> v = twice(3);
    write(out, 0, v);
}
