// A struct field reached through a pointer at a variable index: SROA
// cannot put the struct in registers, and cmc has no private memory.
// One error, at the access.
// { dg-do compile }

struct pair {
    int a;
    int b;
};

extern "C" _GENX_MAIN_ void offset(SurfaceIndex out, int i)
{
    pair s = {1, 2};
    int *p = &s.a;
    p[i] = 7; // { dg-error "cmc cannot keep 's' in registers: it is accessed through a pointer at an offset cmc cannot work out" }
    vector<int, 8> w = s.a + s.b;
    write(out, 0, w);
}
