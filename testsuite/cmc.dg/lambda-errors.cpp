// What cmc does not support of lambdas is one located error each: a
// lambda called through a parameter of another function, 'this' and init
// captures (the calls of those lambdas add nothing), and an argument
// that overlaps a variable the lambda uses (captures are passed by
// reference, and CM's references of one call must be disjoint).
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
    vector_ref<int, 4> evens = v.select<4, 2>(0);
    auto scale = [&](vector_ref<int, 2> part) { part *= 2; evens(0) += 1; };
    scale(v.select<2, 1>(2)); // { dg-error "argument 1 overlaps 'evens', which the lambda uses" }
    write(d, 0, v);
}
