// Recursion through other functions (is_even -> is_odd -> is_even) is
// reported at the call that closes the cycle.
// { dg-do compile }

_GENX_ int is_odd(int n);

_GENX_ int is_even(int n)
{
    return n == 0 ? 1 : is_odd(n - 1);
}

_GENX_ int is_odd(int n)
{
    return n == 0 ? 0 : is_even(n - 1); // { dg-error "this call of 'is_even' is recursive \\(through other functions\\); recursion is not allowed in CM" }
}

extern "C" _GENX_MAIN_ void kernel_parity(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = is_even(n);
    write(buffer, 0, v);
}
