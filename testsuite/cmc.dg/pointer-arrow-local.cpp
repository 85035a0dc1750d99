// Members reached through `->` on the address of a local vector, matrix
// or struct stay in registers: the optimiser makes every access through
// the pointer an access of the variable, so no SVM message is left.
// { dg-do compile }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct pair_of_rows {
    vector<int, 8> a, b;
    void swap_halves() { a.select<4, 1>(0) = b.select<4, 1>(4); }
};

_GENX_ void update(vector<int, 8> *p, matrix<short, 4, 8> *q,
                   pair_of_rows *s, int i)
{
    p->select<4, 2>(1) += 3;
    p->format<short>().select<2, 1>(0) = 11;
    q->row(i) = q->row(i + 1) * 2;
    q->column(i - 1) = p->select<4, 1>(4);
    p->merge(q->row(0), p->select<8, 1>(0) > 3);
    s->swap_halves();
    s->b(i) = p->any() + q->all();
}

extern "C" _GENX_MAIN_ void pointer_arrow_local(SurfaceIndex in,
                                                SurfaceIndex out, int i)
{
    vector<int, 8> v;
    read(in, 0, v);
    matrix<short, 4, 8> m = v(1);
    pair_of_rows s;
    s.a = v;
    s.b = v + 1;
    update(&v, &m, &s, i);
    write(out, 0, v);
    write(out, 32, m.format<int>());
    write(out, 96, s.a + s.b);
}
