// C++ lambdas called in the function that defines them: capturing by
// reference ([&], its writes reach the variable), by value ([=], [y]:
// the value when the lambda was made), a mutable lambda whose copy
// persists from call to call, an immediately invoked lambda, a lambda
// in a _GENX_ function, one in a function template, a generic lambda
// (auto parameter) and one made and called in a loop.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ int twice_added(int a)
{
    int base = 10;
    auto add = [&](int x) { base += x; return base; };
    add(a);
    return add(1);
}

template <typename T>
_GENX_ T plus_one(T a)
{
    auto f = [&](T x) { return x + a; };
    return f(1);
}

extern "C" _GENX_MAIN_ void lambdas(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    read(in, 0, v);
    int y = 3;
    vector<int, 8> acc = 0;
    auto f = [&](vector<int, 8> x) { acc += x * y; return cm_sum<int>(x); };
    auto g = [=](int x) { return x + y; };
    auto m = [y](int x) mutable { y += x; return y; };
    int s1 = f(v);
    y = 100;
    int s2 = g(1);
    int s3 = m(1);
    int s4 = m(2);
    int s5 = [&] { return v(0) + y; }();
    for (int i = 0; i < 3; i++) {
        auto step = [&, i](int scale) { acc(i) += scale * i; };
        step(y);
    }
    v(0) = s1;
    v(1) = s2;
    v(2) = s3;
    v(3) = s4;
    v(4) = s5;
    v(5) = twice_added(v(6));
    write(out, 0, v);
    write(out, 32, acc);
    auto doubled = [](auto x) { return x * 2; };
    vector<int, 8> w = 0;
    w(0) = plus_one(v(1));
    w(1) = doubled(v(7));
    write(out, 64, w);
}
