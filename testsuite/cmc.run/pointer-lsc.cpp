// Pointer parameters as modern CM kernels use them on DG2: the pointer
// moved per thread group (src += ...), passed to template and pointer-
// returning helpers, cast between element types (reinterpret_cast), and
// given to the LSC _ptr functions (block and gather forms).
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 -g 2 -l 1 svm:src.bin svm:zero:256:dst.bin svm:idx.bin" } }

#define SZ 32

template <typename T> _GENX_ inline void scale(T *p, int n, T f)
{
    for (int i = 0; i < n; i++)
        p[i] *= f;
}

_GENX_ inline half *advance(half *p, int k) { return p + k; }

extern "C" _GENX_MAIN_ void lsc_pointers(half *src [[type("svmptr_t")]],
                                         half *dst [[type("svmptr_t")]],
                                         const uint32_t *idx)
{
    uint gid = cm_group_id(0) * cm_local_size(0) + cm_local_id(0);
    src += gid * SZ;
    half *d = advance(dst, gid * SZ);
    vector<uint, SZ / 2> raw = cm_ptr_load<uint, SZ / 2>((uint *)src, 0);
    vector<half, SZ> v = raw.format<half>();
    vector<half, SZ> doubled = v * (half)2.0f;
    cm_ptr_store<uint, SZ / 2>((uint *)d, 0, doubled.format<uint>());
    uint32_t k = idx[gid];
    if (k != 0 && d != nullptr)
        scale<half>(d, 4, (half)k);
    auto *u = reinterpret_cast<uint16_t *>(d);
    u[5] = 0x3c00; /* 1.0 */
    vector<uint32_t, 8> offsets;
    for (int i = 0; i < 8; i++)
        offsets(i) = (7 - i) * 4;
    vector<uint32_t, 8> got = cm_ptr_load<uint32_t, VectorSize::N1>(
        (const uint32_t *)(idx + 2), offsets);
    cm_ptr_store<uint32_t, VectorSize::N1>((uint32_t *)(dst + 96 + gid * 16),
                                           offsets, got + gid);
}
