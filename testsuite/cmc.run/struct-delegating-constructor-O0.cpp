// (-O0) A delegating constructor (`Span(int n) : Span(n, n + 4) {}`) runs the
// constructor it names on the object, then its own body; before, cmc
// dropped the delegated constructor's writes and left the fields unset.
// Also a struct template (Pair<T>), which cmc now takes like any struct.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:zero:64:out.bin" } }

struct Span {
    int low, high;
    CM_INLINE Span(int l, int h) { low = l; high = h; }
    CM_INLINE Span(int n) : Span(n, n + 4) { high *= 2; }
};

template <typename T> struct Pair {
    T first;
    vector<T, 4> rest;
    CM_INLINE Pair(T f) : first(f) { rest = f + 1; }
    CM_INLINE T sum() const { return first + cm_sum<T>(rest); }
};

extern "C" _GENX_MAIN_ void delegating(SurfaceIndex out)
{
    Span a(3);
    Span b(5, 7);
    Pair<int> p(10);
    vector<int, 8> r = 0;
    r(0) = a.low;
    r(1) = a.high;
    r(2) = b.low;
    r(3) = b.high;
    r(4) = p.sum();
    r(5) = p.rest(3);
    write(out, 0, r);
}
