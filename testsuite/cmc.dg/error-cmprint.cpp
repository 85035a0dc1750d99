// cmprint and fprintf check their format against the values as printf
// does: a directive the value does not fit, too few values.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, int n)
{
    cmprint("%f\n", n); // { dg-error "printf's directive for value 1 takes" }
    fprintf(s, "%d %d\n", n); // { dg-error "printf's format takes 2 values, but the call gives 1" }
}
