// A file without a _GENX_MAIN_ function has nothing to compile.
// { dg-do compile }
// { dg-error "no kernel" "" { target *-*-* } 0 }

int helper(int x)
{
    return x + 1;
}
