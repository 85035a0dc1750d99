// Elements and regions of a vector or matrix in memory written through a
// pointer to it: `(*vp)(i) = x`, `(*mp)(i, j) += x`, `(*vp).select<..>()
// = ...` read the object, change the copy and write it back (before,
// the write went to the copy only and was lost).
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:v.bin:v_out.bin svm:m.bin:m_out.bin" } }

extern "C" _GENX_MAIN_ void
pointer_vector_elements(vector<int, 8> *vp [[type("svmptr_t")]],
                        matrix<int, 2, 4> *mp [[type("svmptr_t")]])
{
    (*vp)(2) = 4;
    (*vp).select<2, 1>(4) = (*vp)(0) + 5;
    (*mp)(1, 1) += 3;
    (*mp).row(0) = (*mp).row(0) * 2;
}
