// A scalar operand of a vector operation is replicated to every element,
// converted to the vector's element type first.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "sitofp i32 %n to float" } }
// { dg-final { scan-llvm "shufflevector <8 x float> %\[0-9\]+, <8 x float> poison, <8 x i32> zeroinitializer" } }

extern "C" _GENX_MAIN_ void broadcast(SurfaceIndex buffer, int n)
{
    vector<float, 8> v;
    read(buffer, 0, v);
    vector<float, 8> w = v * n;
    write(buffer, 0, w);
}
