// Calls through `->`: methods of a struct reached by a pointer (SVM
// memory or a local variable's address), whose changes reach the struct
// where it is; `this->` inside a method; vector members through a
// pointer that moved (`(vp + 1)->select`), through `p[i].` and in a
// function template whose object type is dependent.  Before, `p->f()`
// was "this call's arguments are not supported yet".
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:v.bin:v_out.bin svm:a.bin:a_out.bin buf:zero:64:out.bin" } }

struct acc {
    vector<int, 8> v;
    int n;
    void add(int x)
    {
        v += x;
        n++;
    }
    void add_twice(int x)
    {
        this->add(x);
        (*this).add(x + 1);
    }
    int first() const { return v(0) + n; }
};

template <typename T, int N> _GENX_ void bump(vector<T, N> *p, int i)
{
    p->select<2, 1>(i) += 1;
    p->format<short>().select<2, 1>(0) = 3;
}

_GENX_ int total(const acc *p) { return p->first() + p->v(7); }

extern "C" _GENX_MAIN_ void
pointer_arrow_methods(vector<int, 8> *vp [[type("svmptr_t")]],
                      acc *ap [[type("svmptr_t")]], SurfaceIndex out)
{
    acc a;
    a.v = 1;
    a.n = 0;
    acc *pa = &a;
    pa->add(3);
    pa->add_twice(10);
    (vp + 1)->select<2, 1>(0) = vp[0].select<2, 1>(4);
    bump(vp, 2);
    vector<int, 8> l = 5;
    bump(&l, 1);
    vector<int, 16> r = 0;
    r.select<8, 1>(0) = l;
    r(8) = pa->first();
    r(9) = total(pa);
    ap->add(2);
    ap->add_twice(-4);
    r(10) = ap->first();
    r(11) = total(ap);
    write(out, 0, r);
}
