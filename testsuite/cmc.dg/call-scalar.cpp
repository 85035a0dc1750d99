// A _GENX_ subroutine taking and returning scalars stays a vISA subroutine
// at -O0: an internal LLVM function (named by its C++ mangled name), a
// `call` to its .function label, and the result read back after the call.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal i32 @_Z5clampiii\\(i32 %x, i32 %low, i32 %high\\)" } }
// { dg-final { scan-llvm "call i32 @_Z5clampiii\\(" } }
// { dg-final { scan-visa "call \\(M1_NM, 1\\) _Z5clampiii_BB_0" } }
// { dg-final { scan-visa "^\\.function \"_Z5clampiii_BB_0\"" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ int clamp(int x, int low, int high)
{
    if (x < low)
        return low;
    return x > high ? high : x;
}

extern "C" _GENX_MAIN_ void kernel_clamp(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    v(0) = clamp(n, 0, 255);
    v(1) = clamp(v(1), -n, n);
    write(buffer, 0, v);
}
