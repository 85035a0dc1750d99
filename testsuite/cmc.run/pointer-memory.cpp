// <cm/cm_memory.h> and whole vectors through pointers: load/store of
// scalars and vectors, *vp and vp[i] of vector pointers (any length, any
// element-aligned address: 12 shorts at an odd element), the global
// address-space qualifiers and cm_to_global; an element in memory passed
// by reference (copied in and out).
// { dg-do run }
// { dg-final { run-kernel "svm:floats.bin:floats_out.bin svm:shorts.bin:shorts_out.bin svm:zero:64:out.bin" } }

CM_NOINLINE void twice(float &x) { x *= 2.0f; }

extern "C" _GENX_MAIN_ void memory(__global float *f, __generic short *s,
                                   const __global int *__restrict out_base)
{
    int *out = (int *)out_base;
    vector<float, 8> *vf = (vector<float, 8> *)f;
    vector<float, 8> a = *vf;                    /* f[0..7] */
    vector<float, 8> b = load<vector<float, 8>, Align::OWORD>(vf + 1);
    vf[2] = a + b;                               /* f[16..23] */
    store(a * b, cm_to_global(vf + 3));          /* f[24..31] */
    float x = load(f + 5);
    store(x + 0.25f, f + 32);
    twice(f[33]);                                /* by reference */

    vector<short, 12> *vs = (vector<short, 12> *)(s + 3);
    vector<short, 12> w = *vs;                   /* s[3..14] */
    *(vector<short, 12> *)(s + 17) = w * 3;      /* s[17..28] */
    out[0] = cm_sum<int>(w);
    out[1] = load(s + 1);
}
