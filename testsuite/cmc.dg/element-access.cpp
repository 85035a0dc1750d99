// v(i) and v[i] with constant indices are extractelement/insertelement,
// which LLVM's own optimisations understand.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "insertelement <8 x i32> %\[0-9\]+, i32 5, i32 2" } }
// { dg-final { scan-llvm "extractelement <8 x i32> %\[0-9\]+, i32 3" } }

extern "C" _GENX_MAIN_ void elements(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    v(2) = 5;
    int x = v[3];
    v[0] = x;
    write(buffer, 0, v);
}
