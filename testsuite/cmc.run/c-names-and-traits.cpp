// The C names and std:: traits Intel's <cm/cm.h> makes available:
// NULL, uintptr_t, ptrdiff_t, U8/U16/U32, __int64, the MDF version
// macros, and std::enable_if(_t) / is_same / is_integral / is_signed /
// is_floating_point / remove_const choosing template code at compile
// time (static_assert in a function body too).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T>
_GENX_ typename std::enable_if<std::is_integral<T>::value, T>::type
adjust(T x)
{
    return x * 2;
}

template <typename T>
_GENX_ std::enable_if_t<std::is_floating_point<T>::value, T> adjust(T x)
{
    return x + 0.25f;
}

template <typename T, int N>
_GENX_ vector<T, N> flip(vector<T, N> v)
{
    static_assert(std::is_integral<vector<T, N> >::value ||
                      std::is_floating_point<vector<T, N> >::value,
                  "CM objects answer for their element type");
    vector<T, N> r = v;
    if (std::is_signed<T>::value)
        r = -v;
    else if (std::is_same<typename std::remove_const<T>::type, U32>::value)
        r = v + 1000;
    return r;
}

extern "C" _GENX_MAIN_ void c_names(SurfaceIndex in, SurfaceIndex out)
{
    static_assert(!std::is_signed<float>::value, "as Intel's traits");
    static_assert(__INTEL_CM > CM_7_0 && __INTEL_MDF >= CM_2_0, "");
    vector<int, 8> v;
    read(in, 0, v);
    uintptr_t base = NULL;
    ptrdiff_t delta = -3;
    __int64 wide = 5;
    U16 small = 7;
    vector<int, 8> a = flip(v) + adjust(v(0)) + base + delta;
    vector<U32, 8> b = flip(vector<U32, 8>(v)) + small;
    vector<float, 8> c = flip(vector<float, 8>(v)) + adjust(1.0f) + wide;
    write(out, 0, a);
    write(out, 32, b);
    write(out, 64, c);
}
