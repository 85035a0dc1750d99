// cm.h's static checks count elements and bytes in 64 bits: a product of
// template arguments that would overflow int is the CM rule's error at
// the user's line, not clang's "not a constant expression".
// { dg-do compile }

extern "C" _GENX_MAIN_ void huge_formats(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
    vector<int, 8> r = 0;
    r(0) = a.format<int, 2, 2147483647>()(0, 0); // { dg-error "format: the new matrix is larger than the object" }
    r(1) = a.replicate<65536, 65536>()(0);       // { dg-error "replicate: the result has too many elements" }
    write(s, 0, r);
}
