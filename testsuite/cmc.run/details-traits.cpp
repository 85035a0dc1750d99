// The type traits of Intel's headers' namespace `details` (and
// std::is_long_long), as code written for Intel's compiler uses them in
// its own templates: overloads chosen by enable_if on is_cm_vector,
// is_float_or_half and is_dword_type, result types from vector_type and
// computation_type, and compile-time checks of the rest.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

static_assert(details::is_cm_scalar<const half>::value, "half is a scalar");
static_assert(!details::is_cm_scalar<bool>::value, "bool is not");
static_assert(details::is_cm_vector<matrix_ref<int, 2, 4> >::value, "");
static_assert(!details::is_cm_vector<int>::value, "");
static_assert(details::is_dword_type<vector_ref<uint, 8> >::value, "");
static_assert(details::is_word_type<matrix<short, 2, 2> >::value, "");
static_assert(details::is_byte_type<unsigned char>::value, "");
static_assert(details::is_qword_type<vector<long long, 2> >::value, "");
static_assert(details::is_fp_or_dword_type<vector<float, 4> >::value, "");
static_assert(details::is_float_or_half<matrix<half, 2, 2> >::value, "");
static_assert(details::is_fp_type<float>::value &&
                  !details::is_fp_type<vector<float, 4> >::value, "");
static_assert(details::is_df_type<double>::value &&
                  details::is_half_type<half>::value &&
                  details::is_char_type<char>::value &&
                  details::is_float_type<float>::value &&
                  details::is_short_type<short>::value, "");
static_assert(details::is_one_of_v<const int, char, int>, "");
static_assert(!details::is_one_of<float, char, int>::value, "");
static_assert(details::is_one_of_enum_v<CmAtomicOpType, ATOMIC_ADD,
                                        ATOMIC_SUB, ATOMIC_ADD>, "");
static_assert(details::is_type<uint, int, uint>(), "");
static_assert(std::is_same<details::dword_type<uchar>::type, uint>::value &&
                  std::is_same<details::word_type<int>::type, short>::value &&
                  std::is_same<details::byte_type<uint>::type, uchar>::value,
              "");
static_assert(std::is_same<details::make_signed<uint>::type, int>::value &&
                  std::is_same<details::make_unsigned<short>::type,
                               ushort>::value, "");
static_assert(std::is_same<details::remove_ref_t<vector_ref<int, 4> >,
                           vector<int, 4> >::value, "");
static_assert(std::is_long_long<unsigned long long>::value &&
                  !std::is_long_long<int>::value, "");

// Float-like operands are halved, dword ones negated, others doubled.
template <typename T>
_GENX_ typename std::enable_if<details::is_cm_vector<T>::value &&
                                   details::is_float_or_half<T>::value,
                               typename details::vector_type<T>::type>::type
adjust(const T &v)
{
    return v * 0.5f;
}

template <typename T>
_GENX_ typename std::enable_if<details::is_cm_vector<T>::value &&
                                   details::is_dword_type<T>::value,
                               typename details::vector_type<T>::type>::type
adjust(const T &v)
{
    return -v;
}

template <typename T>
_GENX_ typename std::enable_if<details::is_cm_scalar<T>::value, T>::type
adjust(T x)
{
    return x * 2;
}

extern "C" _GENX_MAIN_ void traits(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> f;
    vector<int, 8> i;
    read(in, 0, f);
    read(in, 32, i);
    write(out, 0, adjust(f));
    matrix<int, 2, 4> m = i;
    write(out, 32, adjust(m));
    typename details::computation_type<short, uchar>::type sum = adjust(i(0));
    vector<int, 8> scalars = sum;
    write(out, 64, scalars);
}
