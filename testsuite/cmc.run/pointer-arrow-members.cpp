// The members of a vector or matrix reached through `->` on a pointer to
// it: select, row, column, format, iselect, replicate, merge, any, all
// and element access, read and written, on SVM memory (kernel
// arguments) and on local variables whose address a helper receives.
// Before, `vp->select<4, 1>(0)` treated the pointer itself as a
// one-element object.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:v.bin:v_out.bin svm:m.bin:m_out.bin buf:zero:256:out.bin i32:2" } }

/* A helper that receives the addresses of local variables. */
_GENX_ void update(vector<int, 8> *p, matrix<short, 4, 8> *q, int i)
{
    p->select<4, 2>(1) += 3;
    p->format<short>().select<2, 1>(0) = 11;
    q->row(i) = q->row(i + 1) * 2;
    q->column(i - 1) = p->select<4, 1>(4);
    q->select<2, 1, 2, 2>(2, 1) = 5;
}

extern "C" _GENX_MAIN_ void
pointer_arrow_members(vector<int, 16> *vp [[type("svmptr_t")]],
                      matrix<int, 4, 8> *mp [[type("svmptr_t")]],
                      SurfaceIndex out, int i)
{
    vector<int, 16> r0 = vp->select<16, 1>(0);
    vp->select<4, 2>(1) = vp->select<4, 1>(8) + 5;
    mp->row(i) = mp->row(0) * 2;
    mp->column(i + 1) = 7;
    mp->format<short>().select<4, 2>(1) = -1;
    mp->select<2, 1, 2, 1>(1, i) += mp->select<2, 1, 2, 1>(0, 0);

    vector<int, 32> r = 0;
    vector<ushort, 4> idx;
    idx(0) = 3; idx(1) = 0; idx(2) = 15; idx(3) = i;
    r.select<4, 1>(0) = vp->iselect(idx);
    r.select<4, 1>(4) = vp->replicate<2, 1, 2, 0>(i);
    r.select<8, 1>(8) = mp->row(3);
    r(16) = vp->any();
    r(17) = vp->all();
    r(18) = mp->select<2, 1, 2, 1>(1, 1).any();
    r(19) = (*vp)(2) + vp->select<1, 1>(3)(0);
    r(20) = mp->n_rows() * 100 + mp->n_cols() * 10 + vp->n_elems();
    vp->merge(r0 * 3, r0 > 0);

    vector<int, 8> lv = r0.select<8, 1>(0);
    matrix<short, 4, 8> lm;
    for (int k = 0; k < 32; k++)
        lm(k / 8, k % 8) = (short)(k * 3 - 40);
    update(&lv, &lm, i);
    r.select<8, 1>(24) = lv;
    write(out, 0, r);
    write(out, 128, lm.format<int>());
}
