// Errors the backend finds are reported at the user's line, through the
// debug locations the frontend puts on every instruction: here double
// division (TGLLP and DG2 have no double-precision hardware), in a kernel
// and in a subroutine that CMABI rewrote (a reference parameter) and the
// optimiser kept; each kernel reports its own error.
// { dg-do compile }
// { dg-options "-march=TGLLP" }

_GENX_ CM_NOINLINE void halve(vector_ref<double, 8> v, double by)
{
    v = v / by;  // { dg-error "backend: division of double is not supported on TGLLP" }
}

extern "C" _GENX_MAIN_ void divide(SurfaceIndex in, SurfaceIndex out)
{
    vector<double, 8> x, y;
    read(in, 0, x);
    read(in, 64, y);
    vector<double, 8> q =
        x / y;  // { dg-error "backend: division of double is not supported on TGLLP" }
    write(out, 0, q);
}

extern "C" _GENX_MAIN_ void call_halve(SurfaceIndex in, SurfaceIndex out)
{
    vector<double, 8> x;
    read(in, 0, x);
    halve(x, x[1]);
    write(out, 0, x);
}
