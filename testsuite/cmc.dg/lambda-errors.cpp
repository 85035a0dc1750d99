// What cmc does not support of lambdas is one located error each: a
// lambda called through a parameter of another function, 'this' and init
// captures (the calls of those lambdas add nothing).
// { dg-do compile }

template <typename F>
_GENX_ int apply(F f, int x)
{
    return f(x); // { dg-error "calling a lambda in the function that defines it" }
}

struct counter {
    int a;
    _GENX_ int get()
    {
        auto l = [this]() { return a; }; // { dg-error "'this' and init captures" }
        return l();
    }
};

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, SurfaceIndex d)
{
    vector<int, 8> v;
    read(s, 0, v);
    int y = 3;
    v(0) = apply([&](int x) { return x + y; }, 2);
    auto q = [z = y](int x) { return x + z; }; // { dg-error "'this' and init captures" }
    v(1) = q(4);
    counter c;
    c.a = 1;
    v(2) = c.get();
    write(d, 0, v);
}
