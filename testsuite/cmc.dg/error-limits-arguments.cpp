// A kernel's arguments must fit the finalizer's limits: the payload of
// 128 GRF registers (r0 is the thread header), 250 surfaces (a binary
// operand numbers them in 8 bits, from T6), 31
// samplers.  Past them GenX_IR crashes or rejects the vISA; cmc reports
// the first parameter past the limit instead.
// { dg-do compile }

#include "limits-arguments.h"

extern "C" _GENX_MAIN_ void too_much_data(
    SurfaceIndex out, // { dg-error "the kernel's arguments do not fit in its payload: this one would end at byte 4132, past the 4096 bytes of the 128 GRF registers" }
    V8(0), V8(1), V8(2), V8(3), V8(4), V8(5), V8(6), V8(7), V8(8), V8(9),
    V8(a), V8(b), V8(c), V8(d), V8(e), V8(f))
{
}

extern "C" _GENX_MAIN_ void too_many_surfaces(
    S8(0), S8(1), S8(2), S8(3), S8(4), S8(5), S8(6), S8(7), S8(8), S8(9),
    S8(a), S8(b), S8(c), S8(d), S8(e), S8(f), S8(g), S8(h), S8(i), S8(j),
    S8(k), S8(l), S8(m), S8(n), S8(o), S8(p), S8(q), S8(r), S8(s), S8(t),
    S8(u), S8(v)) // { dg-error "a kernel takes at most 250 surface arguments" }
{
}

extern "C" _GENX_MAIN_ void too_many_samplers(
    SurfaceIndex image, T8(0), T8(1), T8(2),
    T8(3)) // { dg-error "a kernel takes at most 31 sampler arguments" }
{
}
