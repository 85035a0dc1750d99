// An 8x8 float tile, as real CM kernels keep one: rows read one by one
// into the matrix, scaled, a 64-element comparison (a group of two
// predicates) merged, a strided 4x4 sub-tile and a column read back.
// Each row lands in the tile in place: the load writes the tile's row (the
// row vector is the loaded value itself, not a copy of an uninitialised
// vector then the data, and its write into the tile is the load's own
// destination), and reads of the sub-tile's elements are regions of the
// tile, not copies.
// { dg-do compile }
// { dg-final { scan-visa-times "^\\s*oword_ld \\(2\\) T\[0-9\]+ 0x\[0-9a-f\]+:ud (V\[0-9\]+)\\.(0|32|64|96|128|160|192|224)$" 8 } }
// { dg-final { scan-visa-not "^\\s*mov \\(M1_NM, 8\\) V\[0-9\]+\\(\[1-7\],0\\)<1>" } }
// { dg-final { scan-visa "cmp\\.gt \\(M5_NM, 16\\) P\[0-9\]+ V\[0-9\]+\\(6,0\\)<16;16,1>" } }
// { dg-final { scan-visa "add \\(M1_NM, 1\\) V\[0-9\]+\\(0,2\\)<1> V\[0-9\]+\\(2,3\\)<0;1,0> V\[0-9\]+\\(2,2\\)<0;1,0>" } }
// { dg-final { scan-visa-not "<8;4,2>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void tile(SurfaceIndex in, SurfaceIndex out, float t)
{
    matrix<float, 8, 8> m;
    for (int r = 0; r < 8; r++) {
        vector<float, 8> row;
        read(in, r * 32, row);
        m.row(r) = row;
    }
    matrix<float, 8, 8> s = m * 0.5f + 1.0f;
    s.merge(0.0f, s > t);
    matrix<float, 4, 4> q = s.select<4, 2, 4, 2>(0, 0);
    vector<float, 8> col = s.column(3);
    for (int r = 0; r < 8; r++) {
        vector<float, 8> row = s.row(r);
        row(r) = col(r) + q(r / 2, r / 2);
        write(out, r * 32, row);
    }
}
