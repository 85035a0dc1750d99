// The helper macros of Intel's cm_common.h that kernels and their headers
// use: CM_STATIC_ERROR is a static check whose message is the error, at
// the line that fails; CM_DEPRECATED a warning where the function is
// used; CM_NODEBUG and __GLOBAL change nothing the kernel computes.
// { dg-do compile }

CM_DEPRECATED("use scale_by instead") _GENX_ inline int scale(int x) // { dg-message "note: .scale. has been explicitly marked deprecated here" }
{
    return x * 2;
}

CM_NODEBUG _GENX_ inline int scale_by(int x, int k)
{
    return x * k;
}

int __GLOBAL(counter);

template <int N> _GENX_ inline vector<int, N> lanes()
{
    CM_STATIC_ERROR(N % 8 == 0, "the lane count must be a multiple of 8"); // { dg-error "the lane count must be a multiple of 8" }
    // { dg-message "note: expression evaluates to" "" { target *-*-* } 21 }
    vector<int, N> v = 0;
    return v;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<int, 8> v = lanes<8>() + scale(3) + scale_by(2, 5); // { dg-warning "'scale' is deprecated: use scale_by instead" }
    vector<int, 4> w = lanes<4>();
    write(out, 0, v);
    write(out, 32, w);
}
