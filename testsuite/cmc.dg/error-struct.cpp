// Structs CM forbids or cmc does not lower yet, reported at the user's
// line.
// { dg-do compile }

struct Pixel {
    int x, y;
};

struct Base {
    int a;
};

struct Derived : Base {
    int b;
};

struct Defaults {
    int count = 3;                 // { dg-error "default member initialiser of 'count' is not supported yet" }
};

extern "C" _GENX_MAIN_ void by_value(SurfaceIndex out, Pixel where) // { dg-error "a kernel parameter cannot be a struct in CM; pass its fields as separate parameters" }
{
}

extern "C" _GENX_MAIN_ void derived(SurfaceIndex out)
{
    Derived d;                     // { dg-error "variable 'd' has type 'Derived', which cmc does not support yet" }
    vector<int, 8> v = 0;
    write(out, 0, v);
}
