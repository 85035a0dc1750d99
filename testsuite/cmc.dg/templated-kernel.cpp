// A templated kernel instantiated explicitly: each instance is a kernel
// with the instance's types for its arguments and body.  Its LLVM function
// (and so its vISA labels) has the mangled name; the kernel is named as
// Intel's cmc names it, in the metadata and the vISA: the template and its
// arguments as clang prints them.
// { dg-do compile }
// { dg-final { scan-llvm "define dllexport void @_Z12scale_kernelIfLi8EEv12SurfaceIndexT_\\(i32 %buffer, float %factor\\)" } }
// { dg-final { scan-llvm "define dllexport void @_Z12scale_kernelIiLi16EEv12SurfaceIndexT_\\(i32 %buffer, i32 %factor\\)" } }
// { dg-final { scan-llvm "fmul <8 x float>" } }
// { dg-final { scan-llvm "mul <16 x i32>" } }
// { dg-final { scan-llvm "!\"scale_kernel<float, 8>\"" } }
// { dg-final { scan-visa "^\\.kernel \"scale_kernel<float, 8>\"" } }
// { dg-final { scan-visa "^\\.kernel \"scale_kernel<int, 16>\"" } }
// { dg-final { scan-visa "^_Z12scale_kernelIfLi8EEv12SurfaceIndexT__BB_0:" } }
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
