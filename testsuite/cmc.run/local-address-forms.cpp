// More ways real code takes addresses of locals: `*a` and `*(a + 2)` of
// an array, `int *p = a` then `p++`, a reference bound to `*p` and passed
// on, an array field of a struct decaying to a pointer, a CM_INLINE
// function and a lambda taking pointers, null tests of a local's address
// (never null), a pointer to a matrix.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { run-kernel "buf:in.bin:out.bin" } }

struct counted {
    int items[4];
    int n;
};

_GENX_ void bump(int &r) { r += 10; }
_GENX_ CM_INLINE int first(const int *p) { return *p; }
_GENX_ int get_or(const int *p, int fallback) { return p ? *p : fallback; }
_GENX_ void set_if(int *p, int v)
{
    if (p != nullptr)
        *p = v;
}

extern "C" _GENX_MAIN_ void local_address_forms(SurfaceIndex buf)
{
    vector<int, 8> v;
    read(buf, 0, v);
    int a[4] = {1, 2, 3, 4};
    *a = 9;
    *(a + 2) = 7;
    int *p = a;
    p++;
    *p = 5;
    bump(*p);
    counted s;
    s.items[0] = v(0);
    s.items[1] = v(1);
    s.items[2] = 0;
    s.items[3] = 0;
    s.n = 4;
    int *q = &s.items[1];
    *q += 3;
    int *r = s.items;
    r[2] = first(a);
    auto add = [&](int *x) { *x += v(7); };
    add(&a[3]);
    int x = v(6);
    set_if(&x, x * 2 + 1);
    matrix<int, 2, 4> m = 0;
    matrix<int, 2, 4> *mp = &m;
    (*mp)(1, 1) = 3;
    v(6) = get_or(&x, 5) + m(1, 1);
    v(0) = a[0];
    v(1) = a[1];
    v(2) = a[2];
    v(3) = a[3];
    v(4) = s.items[1];
    v(5) = s.items[2] + s.n;
    write(buf, 0, v);
}
