// Kernels instantiated from a template: each instance is its own kernel,
// picked with -k by the name Intel's cmc gives it (the template arguments
// as clang prints them).
// { dg-do run }
// { dg-final { run-kernel "-k 'scale<float, 8>' buf:f.bin:f_out.bin f32:1.5" } }
// { dg-final { run-kernel "-k 'scale<int, 16>' buf:i.bin:i_out.bin i32:-3" } }

template <typename T, int N>
_GENX_MAIN_ void scale(SurfaceIndex buffer, T factor)
{
    vector<T, N> v;
    read(buffer, 0, v);
    v = v * factor;
    write(buffer, 0, v);
}

template void scale<float, 8>(SurfaceIndex, float);
template void scale<int, 16>(SurfaceIndex buffer, int factor);
