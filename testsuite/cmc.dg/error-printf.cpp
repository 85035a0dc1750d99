// printf prints scalars with a literal format of at most 127 characters.
// { dg-do compile }

extern "C" _GENX_MAIN_ void print_errors(SurfaceIndex out, int n)
{
    vector<int, 8> v = n;
    printf("%d\n", v); // { dg-error "printf prints char, short, int, long long \\(signed or unsigned\\), float and double scalars; not this argument" }
    printf("0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789\n"); // { dg-error "printf's format must be a string literal of at most 127 characters" }
}
