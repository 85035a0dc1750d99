// A vector accessed at a variable index stays in registers: GenX_IR
// spills other variables but never one whose address is taken, so one
// larger than the 125 GRFs beside the thread header and the spill
// registers cannot be register-allocated ("128 GRF registers are NOT
// enough").  cmc reports the limit at the first such access instead.
// { dg-do compile }

extern "C" _GENX_MAIN_ void too_large(SurfaceIndex s, int j)
{
    vector<int, 1024> a;
#pragma unroll
    for (int i = 0; i < 1024; i += 32)
        read(s, i * 4, a.select<32, 1>(i));
    a(j) = 7; // { dg-error "an object of 4096 bytes accessed at a variable index must stay in registers \\(GenX_IR cannot spill it\\), and at most 4000 bytes \\(125 of the 128 GRF registers\\) can hold it" }
#pragma unroll
    for (int i = 0; i < 1024; i += 32)
        write(s, i * 4, a.select<32, 1>(i));
}
