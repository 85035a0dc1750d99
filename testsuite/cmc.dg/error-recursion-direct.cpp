// CM has no stack: a function calling itself is an error at the call.
// { dg-do compile }

_GENX_ int factorial(int n)
{
    if (n <= 1)
        return 1;
    return n * factorial(n - 1); // { dg-error "'factorial' calls itself; recursion is not allowed in CM" }
}

extern "C" _GENX_MAIN_ void kernel_factorial(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = factorial(n);
    write(buffer, 0, v);
}
