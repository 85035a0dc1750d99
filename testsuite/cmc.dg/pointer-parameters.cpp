// Kernel parameters of pointer type, as Intel's compiler takes them: a
// 64-bit general argument each, with the type descriptor "svmptr_t"
// whether the parameter says so or not; p[i] and *p become SVM messages
// of one element (one channel for 4- and 8-byte elements, channel 0 of 8
// for bytes and words); the pointer forms of the block and scattered
// messages take the pointer's address.
// { dg-do compile }
// { dg-final { scan-llvm "define dllexport void @pointers\\(i64 %in, i64 %halves, i64 %out, i32 %n\\)" } }
// { dg-final { scan-llvm "!\\{i32 0, i32 0, i32 0, i32 0\\}" } }
// { dg-final { scan-llvm "!\\{!\"svmptr_t\", !\"svmptr_t\", !\"svmptr_t\", !\"\"\\}" } }
// { dg-final { scan-llvm "!\\{i32 32, i32 40, i32 48, i32 56\\}" } }
// { dg-final { scan-visa "\\.input V\[0-9\]+ offset=32 size=8" } }
// { dg-final { scan-visa "svm_gather\\.4\\.1 \\(M1_NM, 1\\)" } }
// { dg-final { scan-visa "svm_gather\\.1\\.2 \\(M1_NM, 8\\)" } }
// { dg-final { scan-visa "svm_scatter\\.1\\.2 \\(M1_NM, 8\\)" } }
// { dg-final { scan-visa "svm_scatter\\.4\\.1 \\(M1_NM, 1\\)" } }
// { dg-final { scan-visa "svm_block_ld \\(2\\)" } }
// { dg-final { scan-visa "svm_block_st \\(2\\)" } }
// { dg-final { scan-visa "svm_gather\\.4\\.1 \\(M1_NM, 8\\)" } }
// { dg-final { scan-visa "svm_scatter\\.4\\.1 \\(M1_NM, 8\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void pointers(const int32_t *in [[type("svmptr_t")]],
                                     half *halves, float *out
                                     [[type("svmptr_t")]], int n)
{
    float sum = 0.0f;
    for (int i = 0; i < n; i++)
        sum += in[i] * (float)halves[i];
    out[0] = sum;
    halves[n] = (half)sum;
    const int32_t *p = in + n;
    *(out + 1) = *p + p[-1];

    vector<int, 8> v;
    cm_ptr_block_read(in + 8, v);
    vector<float, 8> f = v;
    cm_ptr_block_write(out + 8, f);
    vector<ptrdiff_t, 8> offsets;
    for (int i = 0; i < 8; i++)
        offsets(i) = i * 12;
    cm_ptr_scatter_read(in, offsets, v);
    cm_ptr_scatter_write(out + 16, offsets, f + v);
}
