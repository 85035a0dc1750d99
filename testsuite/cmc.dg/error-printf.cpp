// printf takes a string-literal format of at most 8191 characters (no
// directive over 127) the CM runtime can decode, at most 64 arguments,
// each a scalar, vector or matrix of a CM arithmetic type or a string
// literal, matching the directives; anything else is an error at the
// user's argument.
// { dg-do compile }

struct pair { int a, b; };

extern "C" _GENX_MAIN_ void print_errors(SurfaceIndex out, int n, float f)
{
    pair p;
    p.a = n;
    p.b = n;
    printf("%d\n", p); // { dg-error "printf prints scalars, vectors and matrices of char, short, int, long long \\(signed or unsigned\\), half, float and double, and string literals; not this argument" }
    printf("%d\n", out); // { dg-error "printf prints scalars, vectors and matrices" }
    printf("%d%d\n", n, n); // { dg-error "printf's format has two directives with nothing between them, which the CM runtime's printf decoder prints wrongly" }
    printf("%0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789d\n", n); // { dg-error "printf's format has a directive longer than 127 characters" }
    printf("%s\n", "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"); // { dg-error "printf prints string literals of at most 127 characters" }
    printf("%d %d\n", n); // { dg-error "printf's format takes 2 values, but the call gives 1 \\(a vector or matrix gives one per element\\)" }
    printf("%s\n", n); // { dg-error "printf's directive for value 1 takes a string literal; this argument gives int" }
    printf("%d\n", "text"); // { dg-error "printf's directive for value 1 takes an integer; this argument gives a string literal" }
    printf("%d\n", f); // { dg-error "printf's directive for value 1 takes an integer; this argument gives float" }
    printf("%f\n", n); // { dg-error "printf's directive for value 1 takes a floating-point value; this argument gives int" }
    printf("%*d\n", f, n); // { dg-error "printf's directive for value 1 takes an int \\(a '\\*' width or precision\\); this argument gives float" }
    printf("%.0f\n", f); // { dg-error "printf's format has a precision of 0 \\(or none after '.'\\), which the CM runtime's printf decoder cannot read" }
    printf("%zd\n", n); // { dg-error "printf's format has a length modifier j, z or t" }
    printf("%n\n", n); // { dg-error "printf's format has a %n or %p conversion, which CM's printf does not support" }
    printf("%+-d\n", n); // { dg-error "printf's format has a directive the CM runtime's printf decoder cannot read" }
    printf("100%"); // { dg-error "printf's format has a '%' at its end" }
}
