// Member functions that return a reference to their object (`S &f() {
// ...; return *this; }`: fluent setters, operator+=): the call is the
// object itself, so calls chain, every call of a chain changes the same
// object, and the result can be passed by value, by const reference and
// by reference (the callee's writes reach the object).  Returns in both
// arms of an if, a const method returning `const S &`, and a call on a
// temporary.
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:128:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct accumulator {
    vector<int, 8> sum;
    int calls;

    _GENX_ accumulator &add(int k)
    {
        sum += k;
        calls++;
        return *this;
    }
    _GENX_ accumulator &scale(int k)
    {
        if (k == 0) {
            sum = 0;
            return *this;
        }
        sum *= k;
        calls++;
        return (*this);
    }
    _GENX_ accumulator &operator+=(const vector<int, 8> &w)
    {
        sum += w;
        calls++;
        return *this;
    }
    _GENX_ const accumulator &self() const { return *this; }
};

_GENX_ int first_by_value(accumulator a)
{
    a.add(1000); /* a copy: the caller's object keeps its sum */
    return a.sum(0);
}
_GENX_ int last_by_const_reference(const accumulator &a) { return a.sum(7); }
_GENX_ void bump_by_reference(accumulator &a) { a.add(100); }

extern "C" _GENX_MAIN_ void return_this(SurfaceIndex ints, SurfaceIndex out)
{
    vector<int, 8> w;
    read(ints, 0, w);
    vector<int, 32> r = 0;

    accumulator a;
    a.sum = w;
    a.calls = 0;
    a.add(1).scale(3).add(2);          /* (w + 1) * 3 + 2, 3 calls */
    r.select<8, 1>(0) = a.sum;

    (a += w).add(-1);                  /* + w - 1, 5 calls */
    r.select<8, 1>(8) = a.self().sum;

    r(16) = first_by_value(a.add(10)); /* + 10 in a, + 1000 in the copy */
    r(17) = last_by_const_reference(a.scale(2));
    bump_by_reference(a.add(5));       /* + 5, then + 100 through the reference */
    r(18) = a.sum(3);
    r(19) = a.calls;

    accumulator b;
    b.sum = 4;
    b.calls = 0;
    r(20) = b.scale(0).add(7).sum(0);  /* the early return: 0 + 7 */
    r(21) = b.calls;
    write(out, 0, r);
}
