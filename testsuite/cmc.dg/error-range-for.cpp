// Range-based for loops run over C arrays (cmc.run/range-for.cpp); over
// a class with begin() and end() they are an error at the loop.
// { dg-do compile }

struct span {
    int *first;
    int *last;
    int *begin() { return first; }
    int *end() { return last; }
};

extern "C" _GENX_MAIN_ void ranges(SurfaceIndex out, int *p [[type("svmptr_t")]])
{
    span s = {p, p + 4};
    int sum = 0;
    for (int x : s) // { dg-error "a range-based for loop over this is not supported yet \\(C arrays only\\)" }
        sum += x;
    vector<int, 8> v = sum;
    write(out, 0, v);
}
