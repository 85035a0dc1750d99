// At -O0 loops stay loops, so both 62-GRF vectors are accessed at
// variable offsets.  Each has its own address register: with one A0 for
// both, GenX_IR's points-to analysis kept both live (and unspillable)
// at every indirect access, and 124 + the rest did not fit in 128 GRFs.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa "\\.decl A0 v_type=A" } }
// { dg-final { scan-visa "\\.decl A1 v_type=A" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void two_arrays(SurfaceIndex s)
{
    vector<int, 496> a, b;
    for (int i = 0; i < 496; i += 16)
        read(s, i * 4, a.select<16, 1>(i));
    b = a + 1;
    for (int i = 0; i < 496; i += 16)
        write(s, i * 4, b.select<16, 1>(i));
    for (int i = 0; i < 496; i += 16)
        write(s, i * 4 + 4000, a.select<16, 1>(i));
}
