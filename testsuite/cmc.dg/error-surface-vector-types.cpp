// Type errors of vector<SurfaceIndex, N>: conversions to and from
// numbers, an element read as a number, and matrix<SurfaceIndex, R, C>
// and vector<SamplerIndex, N>, which cmc does not support: one located
// error each.
// { dg-do compile }

extern "C" _GENX_MAIN_ void
misuse(vector<SurfaceIndex, 4> bufs, int which)
{
    vector<uint, 4> numbers = bufs; // { dg-error "a vector<SurfaceIndex, N> converts to and from no other element type" }
    vector<SurfaceIndex, 4> copy;
    copy = numbers; // { dg-error "converts to and from no other element type" }
    int n = bufs(which); // { dg-error "no viable conversion from 'SurfaceIndex' to 'int'" }
}

matrix<SurfaceIndex, 2, 2> table; // { dg-error "matrix<SurfaceIndex, R, C> is not supported by cmc yet: use vector<SurfaceIndex, N>" }

extern "C" _GENX_MAIN_ void samplers(vector<SamplerIndex, 2> s) {} // { dg-error "vector<SamplerIndex, N> is not supported by cmc yet: pass the samplers as separate SamplerIndex parameters" }
