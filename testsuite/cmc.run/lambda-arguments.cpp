// Lambdas passed to functions and called there, with C++'s value and
// reference semantics: by value (`F f`: a mutable lambda's copies change
// in the callee only), by reference (`F &f`: they persist), forwarded
// from one function to another, to a method template, to a generic
// lambda, to a CM_NOINLINE subroutine, from a function template (two
// instances of it, each with its own lambda) and in a loop; init
// captures by value (`[n = i + 1]`, `[u = v * 2]`) and by reference
// (`[&w = z]`, `[&r2 = r]`), and copies of closures (`auto g = counter;`
// has its own copies).
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin i32:2" } }

template <typename F> _GENX_ void apply(F f, vector_ref<int, 8> v)
{
    v = f(v);
}
template <typename F> _GENX_ int twice(F &f, int x) { return f(f(x)); }
template <typename F> _GENX_ int call_ref(F &f, int x) { return f(x); }
template <typename F> _GENX_ int forward(F f, int x)
{
    return twice(f, x) + call_ref(f, x);
}
template <typename T, typename F> _GENX_ CM_NOINLINE T run(F f, T x)
{
    return f(x);
}

struct box {
    int n;
    template <typename F> _GENX_ void each(F f) { n = f(n); }
};

template <typename T> _GENX_ T scaled(T a, int s)
{
    auto mul = [s](T x) { return x * s; };
    return run(mul, a);
}

/* Each instance of a function template has its own lambda. */
template <typename T> _GENX_ T plus_each(T a)
{
    auto f = [&](T x) { return x + a; };
    return run(f, (T)1) + f(2);
}

extern "C" _GENX_MAIN_ void lambda_arguments(SurfaceIndex in,
                                             SurfaceIndex out, int i)
{
    vector<int, 8> v;
    read(in, 0, v);
    int k = 3;
    apply([&](vector<int, 8> x) { return x + k; }, v);

    vector<int, 16> r = 0;
    int total = 0;
    auto add = [&](int x) { total += x; return total; };
    r(0) = twice(add, 5);
    r(1) = total;
    auto counter = [n = i + 1](int x) mutable { n += x; return n; };
    r(2) = call_ref(counter, 10);
    r(3) = call_ref(counter, 10);
    r(4) = forward(counter, 1);
    r(5) = counter(0);
    auto g = counter;
    r(6) = g(100);
    r(7) = counter(0);
    int z = 7;
    auto byref = [&w = z](int x) { w += x; return w; };
    apply([&r2 = r](vector<int, 8> x) { r2(0) += 1000; return x * 2; }, v);
    byref(5);
    r(8) = z;

    auto call = [](auto f, int x) { return f(x); };
    int base = 4;
    auto plus_base = [&](int x) { return x + base; };
    r(9) = call(plus_base, 3);
    apply([](auto x) { return x * 2; }, v);
    auto copy = [=](int x) { return x + base; };
    base = 100;
    r(10) = run(copy, 1);
    r(11) = run(plus_base, 1);
    box b;
    b.n = 5;
    b.each([&](int x) { return x * base; });
    r(12) = b.n;
    r(13) = scaled(7, i);
    auto element = [u = v * 2](int j) { return u(j); };
    r(14) = run(element, 3);
    for (int j = 0; j < 2; j++)
        apply([&, j](vector<int, 8> x) { return x + j + r(9); }, v);
    vector_ref<int, 4> part = v.select<4, 1>(4);
    r(15) = run([&](int x) { part += x; return x; }, 1);
    vector<int, 8> t = 0;
    t(0) = plus_each(v(0));
    t(1) = plus_each((short)v(1));
    t(2) = plus_each(v(2));
    write(out, 0, v);
    write(out, 32, r);
    write(out, 96, t);
}
