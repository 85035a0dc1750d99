// std::forward and std::move in forwarding templates, as Intel's headers
// declare them for kernels: the calls change no value, and a forwarded
// vector, region or scalar reaches the inner function as the outer one
// got it (a reference stays a reference: the inner function's write
// reaches the caller's vector).
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T> _GENX_ vector<int, 8> twice(T &&v) { return v * 2; }
template <typename T> _GENX_ vector<int, 8> relay(T &&v)
{
    return twice(std::forward<T>(v));
}
template <typename T> _GENX_ void bump(T &&v) { v += 100; }
template <typename T> _GENX_ void relay_bump(T &&v) { bump(std::forward<T>(v)); }
template <typename F, typename... A> _GENX_ int apply(F f, A &&...args)
{
    return f(std::forward<A>(args)...);
}

extern "C" _GENX_MAIN_ void std_forward(SurfaceIndex ints, SurfaceIndex out)
{
    vector<int, 8> v;
    read(ints, 0, v);
    vector<int, 16> r;
    r.select<8, 1>(0) = relay(v) + relay(v.select<8, 1>(0));
    relay_bump(v);
    int a = v(0), b = v(1);
    r.select<8, 1>(8) = v;
    r(15) = apply([](int x, int y) { return x * 3 + y; }, a, std::move(b));
    write(out, 0, r);
}
