// At -O0 loops stay loops, so filling a vector in a loop accesses it at a
// variable index too.  indirect-at-limit.cpp's kernel (one 125-GRF
// vector, which finalizes at -O2, where only a(j) = 7 is indirect) is
// then read at variable indices into a 1-GRF register: GenX_IR rejects
// that vISA ("128 GRF registers are NOT enough"), so cmc reports it at
// the first such access (see error-indirect-live-together.cpp).
// { dg-do compile }
// { dg-options "-O0" }

extern "C" _GENX_MAIN_ void at_limit(SurfaceIndex s, int j)
{
    vector<int, 1000> a;
    for (int i = 0; i < 1000; i += 8)
        read(s, i * 4, a.select<8, 1>(i)); // { dg-error "an object accessed at a variable index is live at this access \\(4000 bytes, 125 GRF registers, and 1 for the instruction's other operands\\); GenX_IR cannot spill it here" }
    a(j) = 7;
    for (int i = 0; i < 1000; i += 8)
        write(s, i * 4, a.select<8, 1>(992 - i));
}
