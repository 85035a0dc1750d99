// A called function needs a body in the same file (CM programs are not
// linked).
// { dg-do compile }

_GENX_ int helper(int x);

extern "C" _GENX_MAIN_ void kernel_undefined(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = helper(n); // { dg-error "'helper' is declared but not defined; CM has no linker, so called functions need a body in this file" }
    write(buffer, 0, v);
}
