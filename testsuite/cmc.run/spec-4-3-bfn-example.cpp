// The CM specification's cm_bfn example (section 4.3): the template
// argument is written with each source negated separately, ~X & ~Y & ~Z,
// the function whose truth table is 0x01 (true only when all three bits
// are clear).  The kernel applies it to 16 uint lanes and, as the text
// allows, to a scalar; the reference uses C's bit operators.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { scan-visa "bfn\\.x1 " } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void bfn_spec(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> s0, s1, s2, d;
    read(in, 0, s0);
    read(in, 32, s1);
    read(in, 64, s2);
    d = cm_bfn<~BFN_X & ~BFN_Y & ~BFN_Z>(s0, s1, s2);
    write(out, 0, d);
    vector<uint, 8> scalar = 0;
    scalar(3) = cm_bfn<~BFN_X & ~BFN_Y & ~BFN_Z>(s0(3), s1(5), 0x00ff00ffu);
    write(out, 32, scalar);
    // Same function on the low bits only: nonzero exactly where the three
    // sources all had bit 0 clear.
    write(out, 64, d & 1u);
}
