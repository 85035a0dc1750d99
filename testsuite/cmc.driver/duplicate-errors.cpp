// One problem, one error: a function template instantiated for three
// element types has the same two errors in each instance, and clang
// reports them once per instance; cmc prints each once (driver.exp).

template <typename T>
_GENX_ void mix(vector_ref<T, 16> v)
{
    // Both lines add 4 elements to 8: an error, the same in every
    // instance.
    v.select<4, 1>(0) = v.select<4, 1>(0) + v.select<8, 1>(0);
    v.select<4, 1>(0) = cm_max(v.select<4, 1>(0), v.select<8, 1>(0));
}

extern "C" _GENX_MAIN_ void duplicates(SurfaceIndex s)
{
    vector<float, 16> f;
    vector<int, 16> i;
    vector<short, 16> h;
    read(s, 0, f);
    read(s, 64, i);
    read(s, 128, h);
    mix(f);
    mix(i);
    mix(h);
    write(s, 0, f);
    write(s, 64, i);
    write(s, 128, h);
}
