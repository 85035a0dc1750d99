// A loop over the elements of a vector that -O2's SLP vectorizer turns
// back into a vector built element by element (a chain of insertelements
// of element reads, with elements 0 and 1 swapped): the element movs that
// continue each other are merged, so elements 2..15 are one copy cut into
// legal SIMD widths (8, 4, 2), not fourteen movs.  The sum reduction
// halves the vector in place (no copy of it first); -a(i) is a mov with
// (-), not 0 - x.
// { dg-do compile }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,2\\)<1> V\[0-9\]+\\(0,2\\)<8;8,1>" } }
// { dg-final { scan-visa "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,1\\)<0;1,0>" } }
// { dg-final { scan-visa-times "^\\s*mov " 7 } }
// { dg-final { scan-visa "mov \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> \\(-\\)V" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void gather(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> a;
    read(in, 0, a);
    int s = 0;
    for (int i = 0; i < 16; i++)
        s += a(i) > 3 ? a(i) : -a(i);
    vector<int, 16> r = a;
    r(0) = s;
    write(out, 0, r);
}
