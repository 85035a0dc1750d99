// Without -g, -emit-llvm output has no debug metadata at all.
// { dg-do compile }
// { dg-final { scan-llvm-not "!dbg" } }
// { dg-final { scan-llvm-not "DICompileUnit" } }
// { dg-final { scan-llvm "fadd <8 x float>" } }

extern "C" _GENX_MAIN_ void scale(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> v;
    read(in, 0, v);
    v = v + 1.5f;
    write(out, 0, v);
}
