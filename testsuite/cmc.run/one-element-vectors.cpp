// Regions of one element that are vectors (select<1, 1>(i), a
// vector<T, 1>): converted to another element type (the half-to-float
// load of real LLM kernels: out = vector<half, 1>(in.select<1, 1>(0))),
// passed to a vector_ref<T, 1> parameter and a vector<T, 1> parameter.
// cmc once stopped with an internal error (an fpext of a scalar to
// <1 x float>; a call whose argument was the scalar).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ void widen_one(vector_ref<float, 1> out, vector<uint, 1> in)
{
    out = vector<half, 1>(in.format<half>().select<1, 1>(1));
}

template <typename T, int N>
_GENX_ void scale(vector_ref<T, N> v, T by)
{
    v = v * by;
}

extern "C" _GENX_MAIN_ void one_element(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> raw;
    read(in, 0, raw);
    vector<half, 16> h = raw.format<half>();
    vector<float, 8> o = 0.0f;
    widen_one(o.select<1, 1>(2), raw.select<1, 1>(3));
    vector<float, 1> single;
    single = vector<half, 1>(h.select<1, 1>(5));
    o(4) = single(0);
    scale<float, 1>(o.select<1, 1>(4), 3.0f);
    o.select<1, 1>(6) = vector<float, 1>(h.select<1, 1>(0)) + 1.0f;
    write(out, 0, o);
    vector<int, 8> i = 0;
    vector<int, 1> one = raw.select<1, 1>(7);
    i.select<1, 1>(1) = one;
    i(2) = one(0) + 5;
    write(out, 32, i);
}
