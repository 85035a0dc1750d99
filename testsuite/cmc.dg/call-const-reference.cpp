// A const reference is only read: it is passed by value and nothing is
// copied back, so the function returns its plain result.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal <8 x i32> @_Z3sumRK6vectorIiLi8EES2_\\(<8 x i32> %a, <8 x i32> %b\\)" } }
// { dg-final { scan-llvm-not "extractvalue" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ vector<int, 8> sum(const vector<int, 8> &a, const vector<int, 8> &b)
{
    return a + b;
}

extern "C" _GENX_MAIN_ void kernel_sum(SurfaceIndex buffer)
{
    vector<int, 8> a, b;
    read(buffer, 0, a);
    read(buffer, 32, b);
    a = sum(a, b);
    write(buffer, 0, a);
}
