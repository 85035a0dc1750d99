// A plain `c = a + b` on vectors is exactly one vISA add: the region reads
// are baled into its sources and the result is its own destination, so no
// mov copies values around it.
// { dg-do compile }
// { dg-final { scan-visa-times "^\\s*add " 1 } }
// { dg-final { scan-visa "^\\s*add \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
// { dg-final { scan-visa-not "^\\s*mov " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void add16(SurfaceIndex a, SurfaceIndex b,
                                  SurfaceIndex c)
{
    vector<float, 16> va;
    vector<float, 16> vb;
    read(a, 0, va);
    read(b, 0, vb);
    vector<float, 16> vc = va + vb;
    write(c, 0, vc);
}
