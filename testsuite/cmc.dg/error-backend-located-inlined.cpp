// A backend error in code LLVM's inliner moved into a kernel is reported
// at the line of the user's function, not at the call or the kernel; at
// -O0 (no inlining, no optimisation) too.
// { dg-do compile }
// { dg-options "-march=DG2" }

_GENX_ inline vector<double, 8> ratio(vector<double, 8> x, vector<double, 8> y)
{
    vector<double, 8> r = x + y;
    return r / x;  // { dg-error "division of double is not supported on DG2" }
}

extern "C" _GENX_MAIN_ void kernel_ratio(SurfaceIndex in, SurfaceIndex out)
{
    vector<double, 8> x, y;
    read(in, 0, x);
    read(in, 64, y);
    write(out, 0, ratio(x, y));
}
