// The largest objects and argument lists cmc accepts are vISA GenX_IR
// finalizes: a vector of 2048 ints (8192 bytes), 126 vector arguments
// filling the payload's 127 GRFs but one, 250 surfaces, 31 samplers.
// { dg-do compile }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "limits-arguments.h"

extern "C" _GENX_MAIN_ void largest_data(
    SurfaceIndex out, V8(0), V8(1), V8(2), V8(3), V8(4), V8(5), V8(6), V8(7),
    V8(8), V8(9), V8(a), V8(b), V8(c), V8(d), V8(e), vector<int, 8> w0,
    vector<int, 8> w1, vector<int, 8> w2, vector<int, 8> w3, vector<int, 8> w4,
    vector<int, 8> w5)
{
    vector<int, 2048> big;
    read(out, 0, big.select<8, 1>(0));
    big.select<2040, 1>(8) = 3;
    big.select<8, 1>(8) = v00 + w5;
    big += 1;
    write(out, 0, big.select<8, 1>(2040));
}

extern "C" _GENX_MAIN_ void most_surfaces(
    S8(0), S8(1), S8(2), S8(3), S8(4), S8(5), S8(6), S8(7), S8(8), S8(9),
    S8(a), S8(b), S8(c), S8(d), S8(e), S8(f), S8(g), S8(h), S8(i), S8(j),
    S8(k), S8(l), S8(m), S8(n), S8(o), S8(p), S8(q), S8(r), S8(s), S8(t),
    S8(u), SurfaceIndex x0, SurfaceIndex x1)
{
    vector<int, 8> data;
    read(s00, 0, data);
    write(x1, 0, data);
}

extern "C" _GENX_MAIN_ void most_samplers(SurfaceIndex image, T8(0), T8(1),
                                          T8(2), SamplerIndex u0,
                                          SamplerIndex u1, SamplerIndex u2,
                                          SamplerIndex u3, SamplerIndex u4,
                                          SamplerIndex u5, SamplerIndex u6)
{
    vector<int, 8> data;
    read(image, 0, data);
    write(image, 0, data);
}
