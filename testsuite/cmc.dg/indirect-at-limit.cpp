// The largest vector accessed at a variable index that GenX_IR can
// register-allocate: 1000 ints, 125 GRFs (error-indirect-too-large.cpp
// is the first size over it), written from an immediate.  GenX_IR spills
// the rest around it.  Read into a register, or at -O0 where the loops
// index it too, the access's operands count as well
// (error-indirect-live-together.cpp, error-indirect-live-together-O0.cpp).
// { dg-do compile }
// { dg-final { scan-visa "addr_add" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void at_limit(SurfaceIndex s, int j)
{
    vector<int, 1000> a;
#pragma unroll
    for (int i = 0; i < 1000; i += 8)
        read(s, i * 4, a.select<8, 1>(i));
    a(j) = 7;
#pragma unroll
    for (int i = 0; i < 1000; i += 8)
        write(s, i * 4, a.select<8, 1>(992 - i));
}
