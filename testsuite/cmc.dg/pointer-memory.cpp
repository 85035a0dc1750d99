// A vector through a pointer is gathered and scattered in pieces of up to
// 32 elements (messages of 16 channels at most; 1 for a byte or word tail shorter than 8); load/store of
// <cm/cm_memory.h> are *p and *p = v; __global, __generic and __constant
// pointers are plain (global) pointers.
// { dg-do compile }
// { dg-final { scan-llvm-times "call <16 x float> @llvm.genx.svm.gather.v16f32" 2 } }
// { dg-final { scan-llvm-times "call <8 x float> @llvm.genx.svm.gather.v8f32" 1 } }
// { dg-final { scan-llvm-times "call void @llvm.genx.svm.scatter.v16i1.v16i64.v16f32" 2 } }
// { dg-final { scan-llvm-times "call <32 x i8> @llvm.genx.svm.gather.v32i8" 3 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void memory(__global vector<float, 40> *v,
                                   const __constant short *s,
                                   __generic int *out)
{
    vector<float, 40> x = load(v);
    store(x + 1.0f, v + 1);
    vector<short, 10> w = *(const vector<short, 10> *)s;
    out[0] = cm_sum<int>(w);
}
