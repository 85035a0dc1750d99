// Scalar kernel arguments (int, uint, float) next to a surface: argument
// kinds and payload offsets in genx.kernels, `.input`s in the vISA.
// { dg-do compile }
// { dg-final { scan-llvm "define dllexport void @scalar_arguments\\(i32 %?\[a-z0-9_.\]*, i32 %?\[a-z0-9_.\]*, i32 %?\[a-z0-9_.\]*, float %?\[a-z0-9_.\]*\\)" } }
// { dg-final { scan-llvm "!\\{i32 2, i32 0, i32 0, i32 0\\}" } }
// { dg-final { scan-llvm "!\\{i32 32, i32 36, i32 40, i32 44\\}" } }
// { dg-final { scan-visa-times "^\\.input " 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void scalar_arguments(SurfaceIndex out, int i, uint u,
                                             float f)
{
    vector<float, 8> v = f;
    v = v * 2.0f;
    vector<int, 8> w = i;
    vector<uint, 8> z = u;
    write(out, 0, v);
    write(out, 32, w);
    write(out, 64, z + 1u);
}
