// A matrix column is one element per row: a source region <8;1,0> (the
// row stride as vstride, since vISA has no hstride 8), cut into 2-wide
// pieces that each span two GRFs, not one mov per element.
// { dg-do compile }
// { dg-final { scan-visa-times "mov \\(M1_NM, 2\\) V\[0-9\]+\\(0,\[0-9\]\\)<1> V\[0-9\]+\\(\[0-9\],3\\)<8;1,0>" 4 } }
// { dg-final { scan-visa-not "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,\[0-9\]\\)<1> V\[0-9\]+\\(\[0-9\],3\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void column(SurfaceIndex in [[type("image2d_t int")]],
                                   SurfaceIndex out)
{
    matrix<int, 8, 8> tile;
    read(in, 0, 0, tile);
    vector<int, 8> c = tile.column(3);
    write(out, 0, c);
}
