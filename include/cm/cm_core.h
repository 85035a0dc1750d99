/* cm/cm_core.h - CM's vector and matrix types, their members and operators.
 *
 * Part of <cm/cm.h>; do not include it on its own.  These are ordinary C++
 * class templates that stock libclang parses.  Nothing here is compiled:
 * cmc's frontend recognises the classes and members by name and lowers
 * them itself.  The declarations give every CM expression its C++ type (the
 * promotion rules of the CM specification, section 2.5, are C++'s usual
 * arithmetic conversions, written into the return types below) and their
 * static_asserts report misuse known from the types alone; cmc moves those
 * errors to the user's line. */
#ifndef CM_CM_CORE_H
#define CM_CM_CORE_H

/* The saturation flag of vector<T,N>(source, SAT) and of the builtins. */
#ifndef SAT
#define SAT 1
#endif

/* `template NAME`, for the member templates written without `template`
 * on objects of dependent type: cmc's frontend replaces such a NAME in
 * the user's source with the macro of the same length (so that columns
 * do not move; frontend/member_templates.c). */
#define __cmsl template select
#define __cmft template format
#define __cmisl template iselect
#define __cmrplct template replicate

template <typename T, int N> class vector;
template <typename T, int N> class vector_ref;
template <typename T, int R, int C> class matrix;
template <typename T, int R, int C> class matrix_ref;
template <typename T, int N> class cm_vector_base;
template <typename T, int R, int C> class cm_matrix_base;
template <typename T, int N> class cm_vector_region;
template <typename T, int R, int C> class cm_matrix_region;

/* What clang builds a braced list of elements into (C++'s
 * std::initializer_list, which CM kernels have no library for): vector<T,
 * N> v = {1, 2, 3} and matrix<T, R, C> m = {...} take one (spec 2.2, as
 * Intel's compiler initialises CM vectors from a braced list).  cmc's
 * frontend reads the list's elements itself. */
namespace std {
template <typename E> class initializer_list {
    const E *first;
    __SIZE_TYPE__ count;

  public:
    constexpr initializer_list() : first(0), count(0) {}
    constexpr __SIZE_TYPE__ size() const { return count; }
    constexpr const E *begin() const { return first; }
    constexpr const E *end() const { return first + count; }
};
} // namespace std

namespace cm_detail {

template <typename T> T declval();

template <bool Condition, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

/* The element type of a CM operation, as C++'s usual arithmetic
 * conversions give it for the scalar types. */
template <typename T1, typename T2> struct promote {
    typedef decltype(T1() + T2()) type;
};

template <typename T> struct is_scalar { static const bool value = __is_enum(T); };
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

/* What a vector or matrix is filled with by construction or assignment:
 * a scalar, or a bool - the value of a scalar comparison (mask = i > 7 -
 * x), which Intel's compiler replicates as 1 or 0 though bool is no
 * element type. */
template <typename T> struct is_splat {
    static const bool value = is_scalar<T>::value;
};
template <> struct is_splat<bool> { static const bool value = true; };

/* The limit of one CM object: at most 8192 bytes, the 256 GRFs of 32
 * bytes the 8-bit row offset of a vISA binary operand reaches (GenX_IR
 * also takes no variable of more than 8192 elements).  Counted in 64
 * bits, so that R * C cannot wrap; `value` is 1 for an object that
 * breaks it, so that one error is all the user sees. */
template <typename T, long long Count> struct object_elements {
    static_assert(Count <= 8192 && Count * (long long)sizeof(T) <= 8192,
                  "a vector or matrix has at most 8192 bytes (the 256 GRFs "
                  "a vISA operand's row offset reaches)");
    static const int value =
        Count > 0 && Count * (long long)sizeof(T) <= 8192 ? (int)Count : 1;
};

/* The elements of matrix<T, R, C>: R * C within the limits, else 1. */
template <typename T, int R, int C> struct elements {
    static const int value = object_elements<T, (long long)R * C>::value;
};

/* What cm.h knows of a CM object type: element, size and shape. */
template <typename T> struct object {
    static const bool is_cm = false;
    static const bool is_matrix = false;
    static const int size = 1;
    static const int rows = 1;
    static const int columns = 1;
    typedef T element;
};
#define CM_VECTOR_OBJECT(CLASS)                                               \
    template <typename T, int N> struct object<CLASS<T, N> > {                \
        static const bool is_cm = true;                                       \
        static const bool is_matrix = false;                                  \
        static const int size = N;                                            \
        static const int rows = 1;                                            \
        static const int columns = N;                                         \
        typedef T element;                                                    \
    };
#define CM_MATRIX_OBJECT(CLASS)                                               \
    template <typename T, int R, int C> struct object<CLASS<T, R, C> > {      \
        static const bool is_cm = true;                                       \
        static const bool is_matrix = true;                                   \
        static const int size = elements<T, R, C>::value;                  \
        static const int rows = R;                                            \
        static const int columns = C;                                         \
        typedef T element;                                                    \
    };
CM_VECTOR_OBJECT(vector)
CM_VECTOR_OBJECT(vector_ref)
CM_VECTOR_OBJECT(cm_vector_base)
CM_VECTOR_OBJECT(cm_vector_region)
CM_MATRIX_OBJECT(matrix)
CM_MATRIX_OBJECT(matrix_ref)
CM_MATRIX_OBJECT(cm_matrix_base)
CM_MATRIX_OBJECT(cm_matrix_region)
#undef CM_VECTOR_OBJECT
#undef CM_MATRIX_OBJECT

/* A CM operation has a vector or matrix operand; the other one is a CM
 * object too or a scalar that is replicated. */
template <typename L, typename R> struct is_operation {
    static const bool value =
        (object<L>::is_cm && (object<R>::is_cm || is_scalar<R>::value)) ||
        (is_scalar<L>::value && object<R>::is_cm);
};
/* The same, but not for an enumeration operand: the operator templates
 * that deduce both operand types leave enumerators to the ones below that
 * take them promoted to int or unsigned (an unnamed enum's type has no
 * linkage, and clang refuses a declared-only function of such a type). */
template <typename L, typename R> struct is_deduced_operation {
    static const bool value =
        is_operation<L, R>::value && !__is_enum(L) && !__is_enum(R);
};

/* The shape of an operation's result: that of its first CM operand.  Two
 * CM operands must have the same number of elements (CM spec 2.5). */
template <typename L, typename R, bool LeftIsCM = object<L>::is_cm,
          bool RightIsCM = object<R>::is_cm>
struct operation_shape;
template <typename L, typename R> struct operation_shape<L, R, true, true> {
    static_assert(object<L>::size == object<R>::size,
                  "operands of a CM operation must have the same number of "
                  "elements");
    typedef object<L> shape;
};
template <typename L, typename R> struct operation_shape<L, R, true, false> {
    typedef object<L> shape;
};
template <typename L, typename R> struct operation_shape<L, R, false, true> {
    typedef object<R> shape;
};

template <typename E, typename Shape, bool IsMatrix = Shape::is_matrix>
struct shaped { typedef vector<E, Shape::size> type; };
template <typename E, typename Shape> struct shaped<E, Shape, true> {
    typedef matrix<E, Shape::rows, Shape::columns> type;
};

/* Result types of the binary operators.  Each operator has a trait that
 * is empty unless the operands make a CM operation (so the operator
 * templates stay out of scalar code), and that says in CM words when the
 * element types do not allow the operator. */
#define CM_BINARY_TRAIT(NAME, OP, WHAT)                                       \
    template <typename A, typename B> struct NAME##_allowed {                 \
        template <typename X, typename Y>                                     \
        static auto test(int) -> decltype(declval<X>() OP declval<Y>(),      \
                                          char());                            \
        template <typename X, typename Y> static long test(...);              \
        static const bool value = sizeof(test<A, B>(0)) == 1;                 \
    };                                                                        \
    template <typename L, typename R,                                         \
              bool = is_deduced_operation<L, R>::value>                       \
    struct NAME {};                                                           \
    template <typename L, typename R> struct NAME<L, R, true> {               \
        typedef typename object<L>::element left_element;                     \
        typedef typename object<R>::element right_element;                    \
        static_assert(NAME##_allowed<left_element, right_element>::value,    \
                      WHAT);                                                  \
        typedef typename operation_shape<L, R>::shape shape;                  \
        typedef typename shaped<decltype(declval<left_element>() OP           \
                                         declval<right_element>()),           \
                                shape>::type type;                            \
    };
CM_BINARY_TRAIT(add_result, +, "operator '+' does not apply to these elements")
CM_BINARY_TRAIT(sub_result, -, "operator '-' does not apply to these elements")
CM_BINARY_TRAIT(mul_result, *, "operator '*' does not apply to these elements")
CM_BINARY_TRAIT(div_result, /, "operator '/' does not apply to these elements")
CM_BINARY_TRAIT(rem_result, %,
                "operator '%' needs integer elements, not floating point")
CM_BINARY_TRAIT(and_result, &,
                "operator '&' needs integer elements, not floating point")
CM_BINARY_TRAIT(or_result, |,
                "operator '|' needs integer elements, not floating point")
CM_BINARY_TRAIT(xor_result, ^,
                "operator '^' needs integer elements, not floating point")
CM_BINARY_TRAIT(shl_result, <<,
                "operator '<<' needs integer elements, not floating point")
CM_BINARY_TRAIT(shr_result, >>,
                "operator '>>' needs integer elements, not floating point")
#undef CM_BINARY_TRAIT

/* Comparisons give a mask: vector<ushort, N> (CM spec 3.2.8). */
template <typename L, typename R, bool = is_deduced_operation<L, R>::value>
struct compare_result {};
template <typename L, typename R> struct compare_result<L, R, true> {
    typedef typename operation_shape<L, R>::shape shape;
    typedef vector<unsigned short, shape::size> type;
};

/* Unary operators: the element as C++ promotes it, same shape. */
template <typename T, bool = object<T>::is_cm> struct unary_result {};
template <typename T> struct unary_result<T, true> {
    typedef typename object<T>::element element;
    typedef typename shaped<decltype(-declval<element>()), object<T> >::type
        type;
};
template <typename T, bool = object<T>::is_cm> struct complement_result {};
template <typename T> struct complement_result<T, true> {
    typedef typename object<T>::element element;
    template <typename X>
    static auto test(int) -> decltype(~declval<X>(), char());
    template <typename X> static long test(...);
    static_assert(sizeof(test<element>(0)) == 1,
                  "operator '~' needs integer elements, not floating point");
    typedef typename shaped<decltype(~declval<element>()), object<T> >::type
        type;
};
template <typename T, bool = object<T>::is_cm> struct not_result {};
template <typename T> struct not_result<T, true> {
    typedef vector<unsigned short, object<T>::size> type;
};

/* Assignment and construction from another CM object: any shape with the
 * same number of elements, copied in row-major order (CM spec 3.2.1).
 * A constructor from another count is viable too, so that overloads on
 * shape resolve as in Intel's compiler (f(matrix<uchar, 12, 16>) and
 * f(matrix<uchar, 12, 12>) called with a 12x12 matrix take the second, an
 * exact match); it is deleted with the reason, reported only when it is
 * the one called. */
template <typename Source, int N, bool = object<Source>::is_cm>
struct same_count {};
template <typename Source, int N>
struct same_count<Source, N, true>
    : enable_if<object<Source>::size == N, int> {};
template <typename Source, int N, bool = object<Source>::is_cm>
struct other_count {};
template <typename Source, int N>
struct other_count<Source, N, true>
    : enable_if<object<Source>::size != N, int> {};

/* A vector<SurfaceIndex, N> holds surfaces, not numbers: it is built and
 * assigned only from another one (and its elements only read). */
template <typename T, typename Source, typename Result = int>
struct surface_elements {
    static_assert(!object<Source>::is_cm ||
                      __is_same(T, SurfaceIndex) ==
                          __is_same(typename object<Source>::element,
                                    SurfaceIndex),
                  "a vector<SurfaceIndex, N> converts to and from no other "
                  "element type");
    typedef Result type;
};

template <typename Source, int N, typename Result,
          bool = object<Source>::is_cm>
struct assign_from {};
template <typename Source, int N, typename Result>
struct assign_from<Source, N, Result, true> {
    static_assert(object<Source>::size == N,
                  "cannot assign or convert between CM objects with "
                  "different numbers of elements");
    typedef Result type;
};

/* Regions: checked sizes and strides (CM spec 3.2.9). */
template <int Size, int Stride> struct region_1d {
    static_assert(Size > 0, "a region must have at least one element");
    static_assert(Stride > 0, "a region's stride must be positive");
    static const int size = Size;
};
template <int VSize, int VStride, int HSize, int HStride> struct region_2d {
    static_assert(VSize > 0 && HSize > 0,
                  "a region must have at least one row and one column");
    static_assert(VStride > 0 && HStride > 0,
                  "a region's strides must be positive");
    static const int rows = VSize;
    static const int columns = HSize;
};
/* replicate's result: Count blocks of Width elements (Width = N for the
 * whole object), counted in long long so that no product wraps. */
template <int Count, int Width> struct replicate_count {
    static_assert(Count > 0 && Width > 0,
                  "replicate needs a positive count and width");
    static const long long total = (long long)Count * Width;
    static_assert(total <= 0x7fffffff,
                  "replicate: the result has too many elements");
    static const int value = Count > 0 && Width > 0 && total <= 0x7fffffff
                                 ? (int)total
                                 : 1;
};

/* format<T2>() of N elements of T: N * sizeof(T) / sizeof(T2) elements. */
template <typename T, int N, typename T2> struct format_vector {
    static_assert(is_scalar<T2>::value,
                  "format needs a scalar element type");
    static_assert((N * sizeof(T)) % sizeof(T2) == 0,
                  "format: the object's size is not a multiple of the new "
                  "element size");
    static const int size = (int)(N * sizeof(T) / sizeof(T2));
};
template <typename T, int N, typename T2, int R2, int C2>
struct format_matrix {
    static_assert(is_scalar<T2>::value,
                  "format needs a scalar element type");
    static_assert(R2 > 0 && C2 > 0, "format needs positive rows and columns");
    static_assert((unsigned long long)R2 * (unsigned long long)C2 *
                          sizeof(T2) <= N * sizeof(T),
                  "format: the new matrix is larger than the object");
    static const int rows = R2;
};

/* merge's operands: sources that are scalars or CM objects of N elements,
 * and a mask that is an int of bits or a CM object of N elements. */
template <typename Operand, int N, bool = object<Operand>::is_cm>
struct merge_operand {
    static_assert(is_scalar<Operand>::value,
                  "merge takes scalars or vectors/matrices");
    static const bool value = true;
};
template <typename Operand, int N> struct merge_operand<Operand, N, true> {
    static_assert(object<Operand>::size == N,
                  "a merge operand must have as many elements as the object");
    static const bool value = true;
};
template <typename Source, typename Mask, int N> struct merge_one {
    static_assert(merge_operand<Source, N>::value &&
                      merge_operand<Mask, N>::value,
                  "");
    typedef void type;
};
template <typename Source1, typename Source2, typename Mask, int N>
struct merge_two {
    static_assert(merge_operand<Source1, N>::value &&
                      merge_operand<Source2, N>::value &&
                      merge_operand<Mask, N>::value,
                  "");
    typedef void type;
};

/* iselect's indices: a CM object of integers. */
template <typename Index> struct index_vector {
    static_assert(object<Index>::is_cm,
                  "iselect takes a vector of indices");
    static const int size = object<Index>::size;
};

} // namespace cm_detail

/* What vector and vector_ref share: every read-only and region operation.
 * The frontend treats cm_vector_base, vector and vector_ref alike. */
template <typename T, int N> class cm_vector_base {
    static_assert(N > 0, "a vector must have at least one element");
    static_assert(cm_detail::object_elements<T, N>::value > 0, "");
    static_assert(!__is_same(T, SamplerIndex),
                  "vector<SamplerIndex, N> is not supported by cmc yet: pass "
                  "the samplers as separate SamplerIndex parameters");
    static_assert(cm_detail::is_scalar<T>::value || __is_same(T, SurfaceIndex) ||
                      __is_same(T, SamplerIndex) || __is_pointer(T),
                  "vector elements must be a scalar type or a pointer");

  public:
    /* v.select<Size, Stride>(offset): Size elements, Stride apart. */
    template <int Size, int Stride>
    cm_vector_region<T, cm_detail::region_1d<Size, Stride>::size>
    select(int offset = 0);
    cm_vector_region<T, N> select_all();
    /* The same views of a const object, read-only. */
    template <int Size, int Stride>
    const cm_vector_region<T, cm_detail::region_1d<Size, Stride>::size>
    select(int offset = 0) const;
    const cm_vector_region<T, N> select_all() const;

    /* v.iselect(idx): the elements at the indices in idx (an r-value). */
    template <typename Index>
    vector<T, cm_detail::index_vector<Index>::size> iselect(const Index &idx) const;

    /* Replication: Count blocks of Width elements (CM spec 3.2.9). */
    template <int Count>
    vector<T, cm_detail::replicate_count<Count, N>::value> replicate() const;
    template <int Count, int Width>
    vector<T, cm_detail::replicate_count<Count, Width>::value>
    replicate(int offset = 0) const;
    template <int Count, int VStride, int Width>
    vector<T, cm_detail::replicate_count<Count, Width>::value>
    replicate(int offset = 0) const;
    template <int Count, int VStride, int Width, int HStride>
    vector<T, cm_detail::replicate_count<Count, Width>::value>
    replicate(int offset = 0) const;

    /* The same bytes seen with another element type or shape. */
    template <typename T2>
    cm_vector_region<T2, cm_detail::format_vector<T, N, T2>::size> format();
    template <typename T2, int R2, int C2>
    cm_matrix_region<T2, cm_detail::format_matrix<T, N, T2, R2, C2>::rows, C2>
    format();
    template <typename T2>
    const cm_vector_region<T2, cm_detail::format_vector<T, N, T2>::size>
    format() const;
    template <typename T2, int R2, int C2>
    const cm_matrix_region<T2, cm_detail::format_matrix<T, N, T2, R2, C2>::rows,
                     C2>
    format() const;

    /* Masked copies (CM spec 3.2.11). */
    template <typename Source, typename Mask>
    typename cm_detail::merge_one<Source, Mask, N>::type
    merge(const Source &x, const Mask &mask);
    template <typename Source1, typename Source2, typename Mask>
    typename cm_detail::merge_two<Source1, Source2, Mask, N>::type
    merge(const Source1 &x, const Source2 &y, const Mask &mask);

    /* Boolean reductions of a mask. */
    unsigned short any() const;
    unsigned short all() const;

    /* v(i), v[i]: one element. */
    T &operator()(int index);
    T &operator[](int index);
    const T &operator()(int index) const;
    const T &operator[](int index) const;

    static constexpr int n_elems() { return N; }
    static constexpr int n_rows() { return 1; }
    static constexpr int n_cols() { return N; }

    /* Compound assignment, component-wise, scalars replicated. */
#define CM_COMPOUND(OP)                                                       \
    template <typename S> cm_vector_base &operator OP(const S &source);
    CM_COMPOUND(+=) CM_COMPOUND(-=) CM_COMPOUND(*=) CM_COMPOUND(/=)
    CM_COMPOUND(%=) CM_COMPOUND(&=) CM_COMPOUND(|=) CM_COMPOUND(^=)
    CM_COMPOUND(<<=) CM_COMPOUND(>>=)
#undef CM_COMPOUND

  private:
    /* Never read or written (cmc lowers vectors itself): it makes
     * sizeof(vector<T, N>) N * sizeof(T), and of a matrix R * C *
     * sizeof(T), as in Intel's compiler, for code that sizes buffers
     * and offsets with sizeof. */
    T cm_elements[N];
};

/* vector_ref<T, N>: a region of another object, read and written in
 * place. */
template <typename T, int N>
class vector_ref : public cm_vector_base<T, N> {
  public:
    vector_ref(const vector_ref &other);
    vector_ref(vector<T, N> &other);
    /* A region expression: its own class, below. */
    vector_ref(const cm_vector_region<T, N> &region);
    /* A reference to a const or temporary vector would write where no
     * variable is. */
    vector_ref(const vector<T, N> &other) = delete;

    vector_ref &operator=(const vector_ref &other);
    template <typename Source>
    typename cm_detail::assign_from<
        Source, N,
        typename cm_detail::surface_elements<T, Source, vector_ref &>::type>::type
    operator=(const Source &other);
    template <typename S>
    typename cm_detail::enable_if<cm_detail::is_splat<S>::value,
                                  vector_ref &>::type
    operator=(S value);
    /* The const views return const refs: assigning through one is an
     * error, raised only when such an assignment is written. */
    template <typename Source> void operator=(const Source &) const
    {
        static_assert(sizeof(Source) == 0,
                      "cannot assign to a region of a const object");
    }
};

/* vector<T, N>: N elements of T, held in registers.  A vector is also a
 * vector_ref of itself (its base class), so that template deduction of a
 * vector_ref<T, N> parameter from a vector argument finds T and N, as in
 * Intel's compiler where the two are one builtin type family. */
template <typename T, int N> class vector : public vector_ref<T, N> {
  public:
    vector();
    vector(const vector &other);
    template <typename Source,
              typename = typename cm_detail::same_count<Source, N>::type,
              typename = typename cm_detail::surface_elements<T, Source>::type>
    vector(const Source &other);
    template <typename Source,
              typename = typename cm_detail::same_count<Source, N>::type>
    vector(const Source &other, int saturate);
    template <typename Source,
              typename cm_detail::other_count<Source, N>::type = 0>
    explicit vector(const Source &) = delete("cannot assign or convert between CM objects with "
                                    "different numbers of elements");
    template <typename S,
              typename = typename cm_detail::enable_if<
                  cm_detail::is_splat<S>::value>::type>
    vector(S value);
    /* Initialisation from a (global, constant) array, in row-major order. */
    template <typename A, int K> vector(const A (&initializer)[K]);
    /* Initialisation from a braced list, zeros after its last element. */
    vector(std::initializer_list<T> elements);

    vector &operator=(const vector &other);
    template <typename Source>
    typename cm_detail::assign_from<
        Source, N,
        typename cm_detail::surface_elements<T, Source, vector &>::type>::type
    operator=(const Source &other);
    template <typename S>
    typename cm_detail::enable_if<cm_detail::is_splat<S>::value,
                                  vector &>::type
    operator=(S value);
};

/* What matrix and matrix_ref share.  A matrix is also a vector of its
 * R * C elements in row-major order (its base class), so that a builtin
 * or function declared for vectors takes a matrix or a 2D region of as
 * many elements, as Intel's compiler does; the vector members are all
 * hidden by the matrix ones below. */
template <typename T, int R, int C>
class cm_matrix_base
    : public cm_vector_base<
          T, cm_detail::elements<T, R, C>::value> {
    static_assert(R > 0 && C > 0,
                  "a matrix must have at least one row and one column");
    static_assert(!__is_same(T, SurfaceIndex),
                  "matrix<SurfaceIndex, R, C> is not supported by cmc yet: "
                  "use vector<SurfaceIndex, N>");
    static_assert(cm_detail::is_scalar<T>::value || __is_same(T, SurfaceIndex) ||
                      __is_same(T, SamplerIndex) || __is_pointer(T),
                  "matrix elements must be a scalar type or a pointer");

  public:
    /* m.select<VSize, VStride, HSize, HStride>(row, column). */
    template <int VSize, int VStride, int HSize, int HStride>
    cm_matrix_region<T, cm_detail::region_2d<VSize, VStride, HSize, HStride>::rows,
               HSize>
    select(int row = 0, int column = 0);
    cm_matrix_region<T, R, C> select_all();

    cm_vector_region<T, C> row(int index);
    cm_vector_region<T, R> column(int index);

    /* The same views of a const object, read-only. */
    template <int VSize, int VStride, int HSize, int HStride>
    const cm_matrix_region<
        T, cm_detail::region_2d<VSize, VStride, HSize, HStride>::rows, HSize>
    select(int row = 0, int column = 0) const;
    const cm_matrix_region<T, R, C> select_all() const;
    const cm_vector_region<T, C> row(int index) const;
    const cm_vector_region<T, R> column(int index) const;

    /* m.iselect(rows, columns): the elements at those positions. */
    template <typename RowIndex, typename ColumnIndex>
    vector<T, cm_detail::index_vector<RowIndex>::size>
    iselect(const RowIndex &rows, const ColumnIndex &columns) const;

    template <int Count>
    vector<T, cm_detail::replicate_count<
                  Count, cm_detail::elements<T, R, C>::value>::value>
    replicate() const;
    template <int Count, int Width>
    vector<T, cm_detail::replicate_count<Count, Width>::value>
    replicate(int row = 0, int column = 0) const;
    template <int Count, int VStride, int Width>
    vector<T, cm_detail::replicate_count<Count, Width>::value>
    replicate(int row = 0, int column = 0) const;
    template <int Count, int VStride, int Width, int HStride>
    vector<T, cm_detail::replicate_count<Count, Width>::value>
    replicate(int row = 0, int column = 0) const;

    template <typename T2>
    cm_vector_region<T2, cm_detail::format_vector<
                       T, cm_detail::elements<T, R, C>::value, T2>::size>
    format();
    template <typename T2, int R2, int C2>
    cm_matrix_region<T2,
               cm_detail::format_matrix<
                   T, cm_detail::elements<T, R, C>::value, T2, R2, C2>::rows,
               C2>
    format();
    template <typename T2>
    const cm_vector_region<T2, cm_detail::format_vector<
                             T, cm_detail::elements<T, R, C>::value, T2>::size>
    format() const;
    template <typename T2, int R2, int C2>
    const cm_matrix_region<
        T2,
        cm_detail::format_matrix<T, cm_detail::elements<T, R, C>::value, T2,
                                 R2, C2>::rows,
        C2>
    format() const;

    template <typename Source, typename Mask>
    typename cm_detail::merge_one<Source, Mask,
                                  cm_detail::elements<T, R, C>::value>::type
    merge(const Source &x, const Mask &mask);
    template <typename Source1, typename Source2, typename Mask>
    typename cm_detail::merge_two<Source1, Source2, Mask,
                                  cm_detail::elements<T, R, C>::value>::type
    merge(const Source1 &x, const Source2 &y, const Mask &mask);

    unsigned short any() const;
    unsigned short all() const;

    /* m(i, j): one element; m[i]: row i, so that m[i][j] is one element. */
    T &operator()(int row, int column);
    cm_vector_region<T, C> operator[](int row);
    const T &operator()(int row, int column) const;
    const cm_vector_region<T, C> operator[](int row) const;

    static constexpr int n_elems()
    {
        return cm_detail::elements<T, R, C>::value;
    }
    static constexpr int n_rows() { return R; }
    static constexpr int n_cols() { return C; }

#define CM_COMPOUND(OP)                                                       \
    template <typename S> cm_matrix_base &operator OP(const S &source);
    CM_COMPOUND(+=) CM_COMPOUND(-=) CM_COMPOUND(*=) CM_COMPOUND(/=)
    CM_COMPOUND(%=) CM_COMPOUND(&=) CM_COMPOUND(|=) CM_COMPOUND(^=)
    CM_COMPOUND(<<=) CM_COMPOUND(>>=)
#undef CM_COMPOUND
};

/* matrix_ref<T, R, C>: a 2D region of another object. */
template <typename T, int R, int C>
class matrix_ref : public cm_matrix_base<T, R, C> {
  public:
    matrix_ref(const matrix_ref &other);
    matrix_ref(matrix<T, R, C> &other);
    matrix_ref(const cm_matrix_region<T, R, C> &region);
    matrix_ref(const matrix<T, R, C> &other) = delete;

    matrix_ref &operator=(const matrix_ref &other);
    template <typename Source>
    typename cm_detail::assign_from<Source, cm_detail::elements<T, R, C>::value,
                                    matrix_ref &>::type
    operator=(const Source &other);
    template <typename S>
    typename cm_detail::enable_if<cm_detail::is_splat<S>::value,
                                  matrix_ref &>::type
    operator=(S value);
    /* The const views return const refs: assigning through one is an
     * error, raised only when such an assignment is written. */
    template <typename Source> void operator=(const Source &) const
    {
        static_assert(sizeof(Source) == 0,
                      "cannot assign to a region of a const object");
    }
};

/* matrix<T, R, C>: R rows of C elements, row-major; a matrix_ref of
 * itself, as vector is a vector_ref. */
template <typename T, int R, int C>
class matrix : public matrix_ref<T, R, C> {
  public:
    matrix();
    matrix(const matrix &other);
    template <typename Source,
              typename = typename cm_detail::same_count<
                  Source, cm_detail::elements<T, R, C>::value>::type>
    matrix(const Source &other);
    template <typename Source,
              typename = typename cm_detail::same_count<
                  Source, cm_detail::elements<T, R, C>::value>::type>
    matrix(const Source &other, int saturate);
    template <typename Source,
              typename cm_detail::other_count<
                  Source, cm_detail::elements<T, R, C>::value>::type = 0>
    explicit matrix(const Source &) = delete("cannot assign or convert between CM objects with "
                                    "different numbers of elements");
    template <typename S,
              typename = typename cm_detail::enable_if<
                  cm_detail::is_splat<S>::value>::type>
    matrix(S value);
    template <typename A, int K> matrix(const A (&initializer)[K]);
    /* A braced list of elements in row-major order, zeros after it. */
    matrix(std::initializer_list<T> elements);

    matrix &operator=(const matrix &other);
    template <typename Source>
    typename cm_detail::assign_from<Source, cm_detail::elements<T, R, C>::value,
                                    matrix &>::type
    operator=(const Source &other);
    template <typename S>
    typename cm_detail::enable_if<cm_detail::is_splat<S>::value,
                                  matrix &>::type
    operator=(S value);
};

/* The type of a region expression (select, select_all, row, column,
 * format, m[i]): a vector_ref or matrix_ref, read and written in place,
 * that C++ also sees as a vector<T, N> or matrix<T, R, C> (its base
 * class), so that template deduction of a by-value vector or matrix
 * parameter from a region finds T and N, as in Intel's compiler, whose
 * vector types are built in (`template <typename T, int N> void
 * f(vector<T, N>)` called with `v.select<8, 1>(0)` or `v.format<int>()`).
 * A vector_ref bound to one refers to the region; a vector initialised
 * from one copies it.  The frontend lowers these classes as the
 * vector_ref and matrix_ref they stand for (frontend/types.c). */
template <typename T, int N>
class cm_vector_region : public vector<T, N> {
  public:
    cm_vector_region(const cm_vector_region &other);
    using vector_ref<T, N>::operator=;
    cm_vector_region &operator=(const cm_vector_region &other);
};

template <typename T, int R, int C>
class cm_matrix_region : public matrix<T, R, C> {
  public:
    cm_matrix_region(const cm_matrix_region &other);
    using matrix_ref<T, R, C>::operator=;
    cm_matrix_region &operator=(const cm_matrix_region &other);
};

/* Binary operators: component-wise, a scalar operand replicated. */
/* Each operator deduces both operand types, and takes an enumerator
 * (either side) promoted to int or unsigned, as C++ promotes it. */
#define CM_BINARY_OPERATOR(OP, TRAIT)                                         \
    template <typename L, typename R>                                         \
    typename cm_detail::TRAIT<L, R>::type operator OP(const L &left,          \
                                                      const R &right);        \
    template <typename L>                                                     \
    typename cm_detail::TRAIT<L, int>::type operator OP(const L &left,        \
                                                        int right);           \
    template <typename L>                                                     \
    typename cm_detail::TRAIT<L, unsigned>::type operator OP(const L &left,   \
                                                             unsigned right); \
    template <typename R>                                                     \
    typename cm_detail::TRAIT<int, R>::type operator OP(int left,             \
                                                        const R &right);      \
    template <typename R>                                                     \
    typename cm_detail::TRAIT<unsigned, R>::type operator OP(unsigned left,   \
                                                             const R &right);
CM_BINARY_OPERATOR(+, add_result)
CM_BINARY_OPERATOR(-, sub_result)
CM_BINARY_OPERATOR(*, mul_result)
CM_BINARY_OPERATOR(/, div_result)
CM_BINARY_OPERATOR(%, rem_result)
CM_BINARY_OPERATOR(&, and_result)
CM_BINARY_OPERATOR(|, or_result)
CM_BINARY_OPERATOR(^, xor_result)
CM_BINARY_OPERATOR(<<, shl_result)
CM_BINARY_OPERATOR(>>, shr_result)
CM_BINARY_OPERATOR(<, compare_result)
CM_BINARY_OPERATOR(<=, compare_result)
CM_BINARY_OPERATOR(>, compare_result)
CM_BINARY_OPERATOR(>=, compare_result)
CM_BINARY_OPERATOR(==, compare_result)
CM_BINARY_OPERATOR(!=, compare_result)
#undef CM_BINARY_OPERATOR

template <typename T>
typename cm_detail::unary_result<T>::type operator-(const T &operand);
template <typename T>
typename cm_detail::unary_result<T>::type operator+(const T &operand);
template <typename T>
typename cm_detail::complement_result<T>::type operator~(const T &operand);
template <typename T>
typename cm_detail::not_result<T>::type operator!(const T &operand);

#endif
