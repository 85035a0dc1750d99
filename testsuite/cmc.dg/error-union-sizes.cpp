// A union is supported when its members are scalars and vectors of one
// size (type punning); members of different sizes, or a struct member,
// are a located error.
// { dg-do compile }

union mixed {
    char c;
    int i;
};

struct pair { int a, b; };
union with_struct {
    pair p;
    long long q;
};

extern "C" _GENX_MAIN_ void kernel_union_sizes(SurfaceIndex s)
{
    mixed m;       // { dg-error "variable 'm' has type 'mixed', which cmc does not support yet" }
    with_struct w; // { dg-error "variable 'w' has type 'with_struct', which cmc does not support yet" }
    vector<int, 8> v = 0;
    write(s, 0, v);
}
