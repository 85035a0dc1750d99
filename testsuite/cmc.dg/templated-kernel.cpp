// A templated kernel instantiated explicitly: each instance is a kernel,
// named by its mangled name (templates cannot be extern "C"), with the
// instance's types for its arguments and body.
// { dg-do compile }
// { dg-final { scan-llvm "define dllexport void @_Z12scale_kernelIfLi8EEv12SurfaceIndexT_\\(i32 %buffer, float %factor\\)" } }
// { dg-final { scan-llvm "define dllexport void @_Z12scale_kernelIiLi16EEv12SurfaceIndexT_\\(i32 %buffer, i32 %factor\\)" } }
// { dg-final { scan-llvm "fmul <8 x float>" } }
// { dg-final { scan-llvm "mul <16 x i32>" } }
// { dg-final { scan-visa "^\\.kernel \"_Z12scale_kernelIfLi8EEv12SurfaceIndexT_\"" } }
// { dg-final { scan-visa "^\\.kernel \"_Z12scale_kernelIiLi16EEv12SurfaceIndexT_\"" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, int N>
_GENX_MAIN_ void scale_kernel(SurfaceIndex buffer, T factor)
{
    vector<T, N> v;
    read(buffer, 0, v);
    v = v * factor;
    write(buffer, 0, v);
}

template void scale_kernel<float, 8>(SurfaceIndex, float);
template void scale_kernel<int, 16>(SurfaceIndex buffer, int factor);
