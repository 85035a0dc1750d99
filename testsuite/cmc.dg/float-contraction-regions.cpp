// A fused multiply-add reads its operands where they lie and writes its
// result into the region its wrregion names, as the add it replaces did
// (backend/baling.c): a matrix row updated by a broadcast element times
// a vector is one mad per row, reading the vector, the element as a
// <0;1,0> region and the row in place, writing the row in place; no
// copies.
// { dg-do compile }
// { dg-final { scan-visa-times "mad \\(M1_NM, 16\\) V\[0-9\]+\\(\[0-9\],0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1> V\[0-9\]+\\(0,\[0-9\]\\)<0;1,0> V\[0-9\]+\\(\[0-9\],0\\)<16;16,1>" 4 } }
// { dg-final { scan-visa-not "mov \\(M1_NM, 16\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void rows(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 4, 16> c;
    vector<float, 16> b;
    vector<float, 8> a;
    read(in, 0, b);
    read(in, 64, a);
    for (int i = 0; i < 4; i++)
        read(in, 96 + 64 * i, c.row(i));
    for (int i = 0; i < 4; i++)
        c.row(i) += a(i) * b;
    for (int i = 0; i < 4; i++)
        write(out, 64 * i, c.row(i));
}
