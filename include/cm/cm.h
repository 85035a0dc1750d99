/* cm/cm.h - the CM language for cmc.
 *
 * In Intel's cmc, vector and matrix are built into a patched clang.  cmc
 * parses CM with stock libclang instead, so here they are ordinary C++
 * class templates.  Only declarations are needed: cmc's frontend recognises
 * these classes, their members and the builtin functions by name and
 * lowers them itself; no body here is ever compiled.  The declarations
 * still matter: their signatures give every CM expression its C++ type
 * (CM's promotion rules are written into the return types), and their
 * static_asserts turn constant misuse into errors at the user's line.
 *
 * Included implicitly by cmc, as by Intel's cmc. */
#ifndef CM_CM_H
#define CM_CM_H

#define _GENX_MAIN_ __attribute__((annotate("cm_kernel")))
#define _GENX_ __attribute__((annotate("cm_subroutine")))
#define _GENX_ROUTINE_ _GENX_
/* The annotations let cmc see the inlining wish (libclang hides
 * always_inline); see doc/manual.md, "Functions". */
#define CM_INLINE                                                             \
    inline __attribute__((always_inline, annotate("cm_inline")))
#define CM_NOINLINE __attribute__((noinline, annotate("cm_noinline")))
/* A global the compiler should optimise less; its meaning (one copy per
 * thread) is a plain global's, and so is cmc's treatment of it. */
#define _GENX_VOLATILE_ __attribute__((annotate("cm_volatile")))
#define _GENX_VOLATILE_BINDING_(Offset) \
    __attribute__((annotate("cm_volatile_binding")))

#define CM_HAS_CMC 1

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long long ulonglong;
typedef unsigned long long uint64_t;
typedef unsigned int uint32_t;
typedef unsigned short uint16_t;
typedef unsigned char uint8_t;
typedef long long int64_t;
typedef int int32_t;
typedef short int16_t;
typedef signed char int8_t;
typedef _Float16 half;

/* A binding table entry: a buffer or image the kernel reads or writes. */
class SurfaceIndex {
  public:
    SurfaceIndex(const SurfaceIndex &) = default;

  private:
    SurfaceIndex();
    unsigned int cm_index;
};

/* A sampler state. */
class SamplerIndex {
  public:
    SamplerIndex(const SamplerIndex &) = default;

  private:
    SamplerIndex();
    unsigned int cm_index;
};

namespace cm_detail {

/* The element type of a CM operation, as C++'s usual arithmetic
 * conversions give it for the scalar types. */
template <typename T1, typename T2> struct promote {
    typedef decltype(T1() + T2()) type;
};

template <typename T> struct is_scalar { static const bool value = false; };
#define CM_SCALAR(T)                                                          \
    template <> struct is_scalar<T> { static const bool value = true; };
CM_SCALAR(char)
CM_SCALAR(signed char)
CM_SCALAR(unsigned char)
CM_SCALAR(short)
CM_SCALAR(unsigned short)
CM_SCALAR(int)
CM_SCALAR(unsigned int)
CM_SCALAR(long)
CM_SCALAR(unsigned long)
CM_SCALAR(long long)
CM_SCALAR(unsigned long long)
CM_SCALAR(_Float16)
CM_SCALAR(float)
CM_SCALAR(double)
#undef CM_SCALAR

template <bool Condition, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

} // namespace cm_detail

template <typename T, int N> class vector;
template <typename T, int N> class vector_ref;

/* What vector and vector_ref share: every read-only and region operation.
 * The frontend treats cm_vector_base, vector and vector_ref alike. */
template <typename T, int N> class cm_vector_base {
    static_assert(N > 0, "a vector must have at least one element");

  public:
    /* v.select<Size, Stride>(offset): Size elements, Stride apart. */
    template <int Size, int Stride>
    vector_ref<T, Size> select(int offset = 0);

    /* v(i), v[i]: one element. */
    T &operator()(int index);
    T &operator[](int index);

    static constexpr int n_elems() { return N; }
};

/* vector<T, N>: N elements of T, held in registers. */
template <typename T, int N> class vector : public cm_vector_base<T, N> {
  public:
    vector();
    vector(const vector &other);
    template <typename T2> vector(const vector<T2, N> &other);
    template <typename T2> vector(const vector_ref<T2, N> &other);
    template <typename S,
              typename = typename cm_detail::enable_if<
                  cm_detail::is_scalar<S>::value>::type>
    vector(S value);

    vector &operator=(const vector &other);
    template <typename T2> vector &operator=(const vector<T2, N> &other);
    template <typename T2> vector &operator=(const vector_ref<T2, N> &other);
    template <typename S>
    typename cm_detail::enable_if<cm_detail::is_scalar<S>::value,
                                  vector &>::type
    operator=(S value);
};

/* vector_ref<T, N>: a region of another vector, read and written in
 * place. */
template <typename T, int N>
class vector_ref : public cm_vector_base<T, N> {
  public:
    vector_ref(const vector_ref &other);
    vector_ref(vector<T, N> &other);

    vector_ref &operator=(const vector_ref &other);
    template <typename T2> vector_ref &operator=(const vector<T2, N> &other);
    template <typename T2>
    vector_ref &operator=(const vector_ref<T2, N> &other);
    template <typename S>
    typename cm_detail::enable_if<cm_detail::is_scalar<S>::value,
                                  vector_ref &>::type
    operator=(S value);
};

/* Arithmetic: component-wise, with the scalar operand replicated. */
#define CM_VECTOR_OPERATOR(OP)                                                \
    template <typename T1, typename T2, int N>                                \
    vector<typename cm_detail::promote<T1, T2>::type, N> operator OP(         \
        const cm_vector_base<T1, N> &left,                                    \
        const cm_vector_base<T2, N> &right);                                  \
    template <typename T1, typename S, int N>                                 \
    typename cm_detail::enable_if<                                            \
        cm_detail::is_scalar<S>::value,                                       \
        vector<typename cm_detail::promote<T1, S>::type, N> >::type           \
    operator OP(const cm_vector_base<T1, N> &left, S right);                  \
    template <typename S, typename T2, int N>                                 \
    typename cm_detail::enable_if<                                            \
        cm_detail::is_scalar<S>::value,                                       \
        vector<typename cm_detail::promote<S, T2>::type, N> >::type           \
    operator OP(S left, const cm_vector_base<T2, N> &right);
CM_VECTOR_OPERATOR(+)
CM_VECTOR_OPERATOR(-)
CM_VECTOR_OPERATOR(*)
#undef CM_VECTOR_OPERATOR

/* ---- Builtins -------------------------------------------------------- */

/* The thread's position in the media walker's thread space. */
ushort get_thread_origin_x(void);
ushort get_thread_origin_y(void);

/* Oword block read and write: N * sizeof(T) bytes (16, 32, 64 or 128) at
 * byte `offset` of a buffer, which must be a multiple of 16. */
template <typename T, int N>
void read(SurfaceIndex surface, int offset, vector<T, N> &data);
template <typename T, int N>
void read(SurfaceIndex surface, int offset, vector_ref<T, N> data);
template <typename T, int N>
void write(SurfaceIndex surface, int offset, const vector<T, N> &data);
template <typename T, int N>
void write(SurfaceIndex surface, int offset, vector_ref<T, N> data);

#include <cm/cm_simdcf.h>
#include <cm/cm_math.h>
#include <cm/cm_svm.h>

#endif
