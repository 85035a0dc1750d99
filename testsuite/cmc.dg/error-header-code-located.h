// Stands in for code in a library header outside the user's control:
// clang treats this file as a system header, as it does cmc's own
// <cm/...> headers, so cmc may not report errors at its lines.
#pragma GCC system_header

inline int header_allocates(int x)
{
    int *p = new int(x);
    return *p;
}

inline int header_allocates_too(int x)
{
    int *p = new int(x);
    return *p;
}

inline int header_calls_allocator(int x)
{
    return header_allocates_too(x) + 1;
}

// A global whose initializer is not a constant expression.
inline int header_seven() { return 7; }
static int header_global = header_seven();
