// Kernels take vectors by value: they sit in the argument payload like
// scalars, larger ones first, each GRF-sized one GRF-aligned (CM runtime
// rule), and become .input variables of their size.
// { dg-do compile }
// { dg-final { scan-llvm "define dllexport void @kernel_vectors\\(i32 %buffer, <8 x i32> %coeffs, float %scale, <4 x float> %bias\\)" } }
// { dg-final { scan-llvm "!\\\{i32 80, i32 32, i32 84, i32 64\\\}" } }
// { dg-final { scan-visa "^\\.input V\[0-9\]+ offset=32 size=32" } }
// { dg-final { scan-visa "^\\.input V\[0-9\]+ offset=64 size=16" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void kernel_vectors(SurfaceIndex buffer,
                                           vector<int, 8> coeffs, float scale,
                                           vector<float, 4> bias)
{
    vector<float, 8> v;
    read(buffer, 0, v);
    v = v * coeffs * scale;
    vector<float, 4> low = v.select<4, 1>(0);
    v.select<4, 1>(0) = low + bias;
    write(buffer, 0, v);
}
