// File-scope variables cmc cannot lower are reported at the user's line:
// a type cmc does not support, a register-bound _GENX_VOLATILE_BINDING_
// global, and an initializer that is not a constant.
// { dg-do compile }

long double precise;
_GENX_VOLATILE_BINDING_(64) vector<int, 8> pinned; // { dg-error "_GENX_VOLATILE_BINDING_ global 'pinned' .bound to a register offset. is not supported yet" }
int seed = 1;
int derived = seed + 1; // { dg-error "initializer of a global variable must be a constant expression" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<int, 8> v = pinned;
    v[0] = precise; // { dg-error "global variable 'precise' has type 'long double', which cmc does not support yet" }
    v[1] = derived;
    write(buf, 0, v);
}
