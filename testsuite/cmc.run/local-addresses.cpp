// Addresses of local variables, as Intel's compiler takes them: `&x` of a
// scalar, of an array element, of a struct and of a struct's field,
// passed to _GENX_ functions taking `T *` and used locally (`*p = ...`,
// `p[i]` at a variable index, a pointer loop, a pointer returned by a
// function, an array decaying to a pointer).  The functions the addresses
// reach are inlined and the variables stay in registers (no memory
// message in the vISA).
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { run-kernel "-t 2 buf:in.bin buf:zero:128:out.bin" } }

struct point {
    int x;
    int y;
    float w;
};

_GENX_ void inc(int *p) { *p += 1; }

_GENX_ void scale(point *p, int k)
{
    p->x *= k;
    p->y = p->y * k + 1;
    p->w *= 0.5f;
}

_GENX_ int sum(const int *a, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

_GENX_ void swap(int *a, int *b)
{
    int t = *a;
    *a = *b;
    *b = t;
}

_GENX_ void fill(int *a, int n, int first)
{
    for (int *p = a; p != a + n; ++p)
        *p = first++;
}

_GENX_ int *second(int *a) { return a + 1; }

extern "C" _GENX_MAIN_ void local_addresses(SurfaceIndex in, SurfaceIndex out)
{
    int t = get_thread_origin_x();
    vector<int, 8> v;
    read(in, t * 32, v);

    int x = v(0);
    inc(&x);
    int *p = &x;
    *p = *p * 3;

    int a[8];
    fill(a, 8, v(1));
    a[v(2) & 7] += 100;
    int *q = &a[2];
    q[v(3) & 3] = -5;
    int s = sum(a, 8);

    point pt = {v(4), v(5), 3.0f};
    scale(&pt, 3);
    int *py = &pt.y;
    *py += 2;

    int m = v(6), n = v(7);
    swap(&m, &n);
    int *after_first = second(a);
    *after_first = 77;

    vector<int, 8> r;
    r(0) = x;
    r(1) = s;
    r(2) = pt.x;
    r(3) = pt.y;
    r(4) = (int)(pt.w * 4.0f);
    r(5) = m;
    r(6) = n;
    r(7) = a[1] + a[7];
    write(out, t * 64, r);
    vector<int, 8> elements;
    for (int i = 0; i < 8; i++)
        elements(i) = a[i];
    write(out, t * 64 + 32, elements);
}
