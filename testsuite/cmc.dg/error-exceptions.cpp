// CM excludes exceptions: try and throw are errors at their line.
// { dg-do compile }

extern "C" _GENX_MAIN_ void kernel_exceptions(SurfaceIndex buffer, int n)
{
    try { // { dg-error "exceptions are not supported in CM" }
        n++;
    } catch (...) {
    }
    if (n > 3)
        throw n; // { dg-error "exceptions are not supported in CM" }
}
