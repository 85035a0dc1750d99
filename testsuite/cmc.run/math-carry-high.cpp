// Two-result builtins in the argument order of Intel's headers:
// hi = cm_imul(lo, a, b) writes the low 32 bits of the 64-bit product to
// lo and returns the high 32 bits (signed unless the operands promote to
// unsigned); sum = cm_addc(a, b, carry) and difference = cm_subb(a, b,
// borrow) write the carry and borrow to their last argument.  Every form
// Intel declares: vector and vector, vector and scalar, scalar and
// vector, matrix operands, and scalars.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:960:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, int N>
_GENX_ inline void put(SurfaceIndex out, int row, const vector<T, N> &v)
{
    write(out, row * 32, v);
}

// Every form of cm_addc or cm_subb on u and w, into rows ROW to ROW + 9:
// vector and vector, vector and scalar, scalar and vector, matrices,
// scalars.
#define CARRY_FORMS(OP, ROW)                                                  \
    do {                                                                      \
        vector<uint, 8> value, second;                                        \
        value = OP(u, w, second);                                             \
        put(out, ROW, value);                                                 \
        put(out, ROW + 1, second);                                            \
        value = OP(u, 0x80000000u, second);                                   \
        put(out, ROW + 2, value);                                             \
        put(out, ROW + 3, second);                                            \
        value = OP(7u, w, second);                                            \
        put(out, ROW + 4, value);                                             \
        put(out, ROW + 5, second);                                            \
        matrix<uint, 2, 4> msecond;                                           \
        matrix<uint, 2, 4> mvalue = OP(mw, mu, msecond);                      \
        put(out, ROW + 6, vector<uint, 8>(mvalue));                           \
        put(out, ROW + 7, vector<uint, 8>(msecond));                          \
        for (int k = 0; k < 8; k++) {                                         \
            unsigned scalar;                                                  \
            value(k) = OP(w(k), u(k), scalar);                                \
            second(k) = scalar;                                               \
        }                                                                     \
        put(out, ROW + 8, value);                                             \
        put(out, ROW + 9, second);                                            \
    } while (0)

extern "C" _GENX_MAIN_ void carry(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i, j;
    vector<uint, 8> u, w;
    read(in, 0, i);
    read(in, 32, j);
    read(in, 64, u);
    read(in, 96, w);

    // cm_imul: lo through the first argument, hi as the value.
    vector<int, 8> lo;
    vector<int, 8> hi = cm_imul(lo, i, j);
    put(out, 0, lo);
    put(out, 1, hi);
    vector<uint, 8> ulo;
    vector<uint, 8> uhi = cm_imul<uint>(ulo, u, w);
    put(out, 2, ulo);
    put(out, 3, uhi);
    hi = cm_imul(lo, i, -70001);
    put(out, 4, lo);
    put(out, 5, hi);
    matrix<uint, 2, 4> mu = u;
    matrix<uint, 2, 4> mlo;
    uhi = cm_imul(mlo, mu, 0xfffffff1u);
    put(out, 6, vector<uint, 8>(mlo));
    put(out, 7, uhi);
    vector<int, 8> slo, shi;
    for (int k = 0; k < 8; k++) {
        vector<int, 1> one;
        shi(k) = cm_imul(one, i(k), u(k));
        slo(k) = one(0);
    }
    put(out, 8, slo);
    put(out, 9, shi);

    // cm_addc and cm_subb: the carry and borrow through the last argument.
    matrix<uint, 2, 4> mw = w;
    CARRY_FORMS(cm_addc, 10);
    CARRY_FORMS(cm_subb, 20);
}
