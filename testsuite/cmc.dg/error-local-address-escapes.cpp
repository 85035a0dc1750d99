// Addresses of local variables that cmc cannot follow to their uses after
// inlining: a pointer that is a local's on one path and memory's on
// another, an address passed to a CM_NOINLINE function, an address stored
// to memory, an address given to an SVM block read.  One error each, at
// the user's line.
// { dg-do compile }

_GENX_ CM_NOINLINE void set(int *p, int v) { *p = v; }

extern "C" _GENX_MAIN_ void mixed(SurfaceIndex out,
                                  int *memory [[type("svmptr_t")]], int c)
{
    int x = 1;
    int *p = c ? &x : memory;
    *p = 5; // { dg-error "this pointer addresses a local variable on one path and something else on another" }
    vector<int, 8> w = x;
    write(out, 0, w);
}

extern "C" _GENX_MAIN_ void not_inlined(SurfaceIndex out)
{
    int x = 1;
    set(&x, 4); // { dg-error "cmc cannot follow where the address of this local variable goes" }
    vector<int, 8> w = x;
    write(out, 0, w);
}

extern "C" _GENX_MAIN_ void stored(SurfaceIndex out,
                                   long long *memory [[type("svmptr_t")]])
{
    int x = 1;
    *memory = (long long)&x; // { dg-error "cmc cannot follow where the address of this local variable goes" }
    vector<int, 8> w = x;
    write(out, 0, w);
}

extern "C" _GENX_MAIN_ void to_builtin(SurfaceIndex out)
{
    int a[8];
    vector<int, 8> w;
    int *start = &a[0]; // { dg-error "or to a memory function such as cm_ptr_block_read" }
    cm_ptr_block_read(start, w);
    write(out, 0, w);
}
