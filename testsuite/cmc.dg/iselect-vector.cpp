// iselect gathers elements by a vector of indices (CM spec 3.2.9,
// 3_2_9_h): one indirect access per index, a one-element region read
// (so that an index folded to a constant outside the vector is an error,
// error-unrolled-bounds-regions.cpp).
// { dg-do compile }
// { dg-final { scan-llvm "rdregioni.i32.v16i32.i16\\(<16 x i32> %\[0-9a-z.\]+, i32 0, i32 1, i32 1, i16 %" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void iselect_vector(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> in_vector;
    vector<ushort, 8> idx;
    read(in, 0, in_vector);
    read(in, 64, idx);
    vector<int, 8> gathered = in_vector.iselect(idx & 15);
    gathered += in_vector.select<8, 2>(0).iselect(vector<ushort, 8>(3));
    write(out, 0, gathered);
}
