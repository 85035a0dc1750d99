// Arguments convert to the parameters' types and results to the
// receiving type as in C++ (float to int truncates, int to float
// rounds); a bool crosses the call boundary as an i8.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal i8 @_Z8positivef\\(float %x\\)" } }
// { dg-final { scan-llvm "define internal float @_Z5scaleib\\(i32 %n, i8 %twice\\)" } }
// { dg-final { scan-llvm "fptosi float %\[a-z0-9.\]+ to i32" } }
// { dg-final { scan-llvm "sitofp i32" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ bool positive(float x) { return x > 0.0f; }

_GENX_ float scale(int n, bool twice) { return twice ? n * 2.0f : (float)n; }

extern "C" _GENX_MAIN_ void kernel_convert(SurfaceIndex buffer, float f)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    int n = f;
    bool p = positive(f);
    v(0) = scale(n, p);
    v(1) = p ? 1 : 0;
    write(buffer, 0, v);
}
