// Oword block reads into matrix rows and writes from them go straight to
// and from the matrix's registers (raw operands at the row's offset), with
// no copy: the rows start on GRF boundaries.
// { dg-do compile }
// { dg-final { scan-visa "oword_ld \\(2\\) T6 0x0:ud (V\[0-9\]+)\\.32" } }
// { dg-final { scan-visa "oword_ld \\(4\\) T6 0x2:ud V\[0-9\]+\\.64" } }
// { dg-final { scan-visa "oword_st \\(2\\) T7 0x0:ud V\[0-9\]+\\.96" } }
// { dg-final { scan-visa "oword_st \\(4\\) T7 0x2:ud V\[0-9\]+\\.32" } }
// { dg-final { scan-visa "oword_st \\(8\\) T7 0x6:ud V\[0-9\]+\\.0" } }
// { dg-final { scan-visa-times "^\\s*mov " 1 } }
// { dg-final { scan-visa-times "^\\s*add " 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void rows(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 4, 8> m;
    read(in, 0, m.row(1));
    read(in, 32, m.select<2, 1, 8, 1>(2, 0));
    m.row(0) = 1;
    m.row(3) += m.row(1);
    write(out, 0, m.row(3));
    write(out, 32, m.select<2, 1, 8, 1>(1, 0));
    write(out, 96, m);
}
