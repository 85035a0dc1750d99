// A function template instantiated for float and int vectors.
// { dg-do run }
// { dg-final { run-kernel "buf:f.bin:f_out.bin buf:i.bin:i_out.bin" } }

template <typename T, int N>
vector<T, N> square(vector<T, N> v)
{
    return v * v;
}

extern "C" _GENX_MAIN_ void squares(SurfaceIndex floats, SurfaceIndex ints)
{
    vector<float, 8> f;
    vector<int, 4> i;
    read(floats, 0, f);
    read(ints, 0, i);
    f = square<float, 8>(f);
    i = square(i);
    write(floats, 0, f);
    write(ints, 0, i);
}
