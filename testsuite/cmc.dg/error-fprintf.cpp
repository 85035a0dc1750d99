// fprintf and cmfprint misuse: a buffer that is not a surface, a format
// that is not a literal (error-cmprint.cpp: what cmc itself checks).
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, int n)
{
    fprintf(n, "x=%d\n", n); // { dg-error "no matching function for call to 'fprintf_record'" }
    const char *format = "y\n";
    cmfprint(s, format); // { dg-error "no matching function for call to 'fprintf_record'" }
}
