// What cmc does not support of lambdas is one located error each: 'this'
// captures, a lambda called or kept through an expression other than the
// lambda itself or a variable or parameter that holds it (a function's
// result), and an argument that overlaps a variable the lambda uses, at
// the lambda's own call and at the call of a function it is passed to
// (captures are passed by reference, and CM's references of one call
// must be disjoint).  (The calls of a lambda reported once add nothing.)
// { dg-do compile }

template <typename F>
_GENX_ void apply(F f, vector_ref<int, 8> v)
{
    v = f(v);
}

template <typename F> _GENX_ F same(F f) { return f; }

struct counter {
    int a;
    _GENX_ int get()
    {
        auto l = [this]() { return a; }; // { dg-error "'this' captures are not supported yet" }
        return l();
    }
};

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, SurfaceIndex d)
{
    vector<int, 8> v;
    read(s, 0, v);
    int y = 3;
    auto add = [&](int x) { return x + y; };
    v(0) = same(add)(2); // { dg-error "cmc calls a lambda through the lambda expression, a variable or a parameter that holds it" }
    auto held = same(add); // { dg-error "cmc calls a lambda through the lambda expression, a variable or a parameter that holds it" }
    counter c;
    c.a = 1;
    v(2) = c.get();
    vector_ref<int, 4> evens = v.select<4, 2>(0);
    auto scale = [&](vector_ref<int, 2> part) { part *= 2; evens(0) += 1; };
    scale(v.select<2, 1>(2)); // { dg-error "argument 1 overlaps 'evens', which the lambda uses" }
    apply([&](vector<int, 8> x) { return x + v(0); }, v); // { dg-error "argument 2 overlaps 'v', which the lambda uses" }
    write(d, 0, v);
}
