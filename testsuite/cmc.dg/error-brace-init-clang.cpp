// Braced lists clang rejects by C++'s rules, where Intel's compiler
// rejects them too: an element that is not a scalar, a constant that does
// not fit the element type, rows in braces (a matrix's list is its
// elements in row-major order); braces around one scalar are a warning.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<ushort, 4> a = {(void *)1, 2, 3, 4}; // { dg-error "a braced list of scalar elements" }
    vector<uchar, 4> b = {1, 300};              // { dg-error "cannot be narrowed" }
    // { dg-warning "changes value from 300 to 44" "" { target *-*-* } 10 }
    matrix<int, 2, 2> c = {{1, 2}, {3, 4}};     // { dg-error "no matching constructor" }
    vector<ushort, 4> d = {{1}};                // { dg-warning "braces around scalar initializer" }
    write(out, 0, a);
}
