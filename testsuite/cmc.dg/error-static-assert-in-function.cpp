// A static_assert in a function body is checked by the compiler (clang);
// a failing one is an error at its line, with its message.
// { dg-do compile }

template <typename T>
_GENX_ T only_integers(T x)
{
    static_assert(std::is_integral<T>::value, "integers only"); // { dg-error "integers only" }
    return x;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    static_assert(sizeof(uintptr_t) == 8, "pointer-sized");
    vector<float, 8> v = only_integers(1.5f);
    write(s, 0, v);
}
