// A lambda that uses another lambda, with C++'s meaning: captured by
// reference (`[&]`: its calls change the closure it uses, and a copy of
// the outer closure still refers to it), captured by value (`[counter]`,
// `[=]`: a copy of it, which the outer mutable lambda changes on its
// own), a variable both capture by reference (passed once), and a
// closure parameter used by a lambda in the function that receives it.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

template <typename F> _GENX_ int compose(F f, int x)
{
    auto g = [&](int y) { return f(y) + 1; };
    return g(x);
}

extern "C" _GENX_MAIN_ void lambda_uses_lambda(SurfaceIndex in,
                                               SurfaceIndex out)
{
    vector<int, 8> v;
    read(in, 0, v);
    vector<int, 16> r = 0;
    int k = v(0);
    auto add = [&](int x) { k += x; return k; };
    auto twice = [&](int x) { return add(add(x)) + k; };
    r(0) = twice(1);
    r(1) = k;
    r(2) = compose(add, 10);
    r(3) = k;

    int n = v(1);
    auto counter = [n]() mutable { return ++n; };
    auto viaref = [&]() { return counter() * 100; };
    r(4) = viaref();
    r(5) = viaref();
    r(6) = counter();
    auto copied = viaref;
    r(7) = copied();
    r(8) = counter();
    auto byval = [counter]() mutable { return counter(); };
    r(9) = byval();
    r(10) = byval();
    r(11) = counter();
    auto use = [=]() mutable { return counter() * 10 + n; };
    r(12) = use();
    r(13) = use();
    r(14) = counter();
    write(out, 0, r);
}
