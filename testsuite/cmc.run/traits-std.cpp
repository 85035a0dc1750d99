// The std:: traits of Intel's <cm/cm.h> choosing code and types at
// compile time: std::conditional picks the accumulator type (wider for
// narrow elements), std::is_unsigned the saturating or the wrapping
// path, std::is_pointer whether an argument is read through a pointer,
// std::remove_reference / remove_reference_t the value type of a
// reference parameter, and std::integral_constant / true_type /
// false_type the tag the halving path is chosen by.  The reference computes
// what each chosen path computes.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

// The sum of N elements, accumulated in int for narrow elements (no
// wrap-around), in the element type otherwise.
template <typename T, int N>
_GENX_ inline
    typename std::conditional<(sizeof(T) < 4), int, T>::type
    total(vector<T, N> v)
{
    typedef typename std::conditional<(sizeof(T) < 4), int, T>::type Acc;
    vector<Acc, N> wide = v;
    return cm_sum<Acc>(wide);
}

// Halving: unsigned elements round down by a shift, signed ones divide;
// the path is chosen by the element's std::integral_constant tag.
template <typename T, int N> _GENX_ inline vector<T, N> halve(vector<T, N> v)
{
    typedef std::integral_constant<bool, std::is_unsigned<T>::value> tag;
    if constexpr (std::is_same<tag, std::true_type>::value) {
        return v >> 1;
    } else {
        static_assert(std::is_same<tag, std::false_type>::value,
                      "a bool tag is true_type or false_type");
        return v / 2;
    }
}

// The value of an argument, read through it when it is a pointer.
template <typename P> _GENX_ inline int value_of(P p)
{
    if constexpr (std::is_pointer<P>::value)
        return *p;
    else
        return p;
}

// A reference parameter's value type makes the local copy.
template <typename Ref> _GENX_ inline int doubled_first(Ref &&r)
{
    typename std::remove_reference<Ref>::type copy = r;
    std::remove_reference_t<Ref> again = copy + copy;
    return again(0);
}

extern "C" _GENX_MAIN_ void traits(SurfaceIndex in, SurfaceIndex out)
{
    vector<uchar, 32> bytes;
    vector<int, 8> ints;
    read(in, 0, bytes);
    read(in, 32, ints);

    vector<int, 8> sums = 0;
    sums(0) = total(bytes);                 // int accumulator: no wrap
    sums(1) = total(ints);
    int k = ints(2);
    int *pk = &k;
    sums(2) = value_of(pk) + value_of(ints(3));
    sums(3) = doubled_first(ints);
    static_assert(std::is_same<decltype(total(bytes)), int>::value &&
                      !std::is_unsigned<int>::value,
                  "narrow elements sum in int");
    write(out, 0, sums);
    write(out, 32, halve(bytes));                        // shifts
    write(out, 64, halve(ints));                         // divides
    vector<uint, 8> uints = ints;
    write(out, 96, halve(uints));                        // shifts
}
