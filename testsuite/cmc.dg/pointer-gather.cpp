// gather/scatter of <cm/cm_memory.h> on vectors of pointers: one SVM
// gather or scatter per 16 channels, the mask ANDed into the predicate,
// passthru selected where the mask is off.
// { dg-do compile }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.svm.gather.v8f32.v8i1.v8i64\\(<8 x i1> %" } }
// { dg-final { scan-llvm "select <8 x i1> %\[0-9\]+, <8 x float> %" } }
// { dg-final { scan-llvm-times "call void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void pointer_gather(float *p, int *q,
                                           vector<ushort, 8> m)
{
    vector<float *, 8> ptrs;
    for (int i = 0; i < 8; i++)
        ptrs(i) = p + i * 3;
    vector<float, 8> v = gather(ptrs, m, vector<float, 8>(1.0f));
    scatter(v, ptrs);
    vector<int *, 32> qp;
    for (int i = 0; i < 32; i++)
        qp(i) = q + 31 - i;
    vector<int, 32> x = gather(qp);
    scatter(x * 2, qp);
}
