// LSC 2D block messages on PVC (Intel's cm_lsc.h: cm_ptr_load, cm_load,
// cm_ptr_prefetch, cm_ptr_store, cm_store on a pointer, the surface's
// width, height and pitch minus 1, and the block's X and Y): plain blocks,
// two blocks side by side (unpadded and with the register padding),
// a block reaching past the surface (zeros), transposed, VNNI-transformed
// 16-bit data, and stores, one partly outside its surface.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC svm:mat.bin svm:words.bin svm:zero:2048:out.bin svm:zero:1536:tile.bin" } }

/* mat: 20 rows of 24 ints (pitch 96 bytes); words: 8 rows of 32 ushorts
 * (pitch 64 bytes); tile: 12 rows of 32 ints (pitch 128 bytes). */

template <int N>
_GENX_ inline void put(int *out, int at, vector<int, N> v)
{
#pragma unroll
    for (int i = 0; i < N; i += 8)
        cm_ptr_store<int, 8>(out, (at + i) * 4, v.template select<8, 1>(i));
}

extern "C" _GENX_MAIN_ void block2d(int *mat [[type("svmptr_t")]],
                                    ushort *words [[type("svmptr_t")]],
                                    int *out [[type("svmptr_t")]],
                                    int *tile [[type("svmptr_t")]])
{
    const unsigned w = 24 * 4 - 1, h = 20 - 1, p = 24 * 4 - 1;
    cm_ptr_prefetch<int, 8, 4>(mat, w, h, p, 0, 0);
    /* 8 x 4 at column 2, row 3 */
    vector<int, 32> a = cm_ptr_load<int, 8, 4>(mat, w, h, p, 2, 3);
    put<32>(out, 0, a);
    /* two 4 x 5 blocks at column 5, row 1: unpadded, then as registers */
    vector<int, 40> b = cm_load<int, 4, 5, 2>(mat, w, h, p, 5, 1);
    put<40>(out, 32, b);
    vector<int, 64> braw =
        cm_ptr_load<int, 4, 5, 2, false, false, CacheHint::Cached,
                    CacheHint::Cached, 64>(mat, w, h, p, 5, 1);
    put<64>(out, 72, braw);
    /* 4 x 4 at column 22, row 18: half of it outside the surface */
    vector<int, 16> c = cm_ptr_load<int, 4, 4>(mat, w, h, p, 22, 18);
    put<16>(out, 136, c);
    /* transposed: 4 wide, 8 high at column 7, row 9 */
    vector<int, 32> d = cm_ptr_load<int, 4, 8, 1, true>(mat, w, h, p, 7, 9);
    put<32>(out, 152, d);
    /* VNNI: ushorts, 8 wide, 4 high at column 3, row 2 */
    vector<ushort, 32> e = cm_ptr_load<ushort, 8, 4, 1, false, true>(
        words, 32 * 2 - 1, 8 - 1, 32 * 2 - 1, 3, 2);
    put<16>(out, 184, e.format<int>());
    /* stores: a (8 x 4) at column 1, row 2 of tile; c + 1 (4 x 4) at
     * column -2, row 10: the first two columns and the last two rows
     * fall outside */
    const unsigned tw = 32 * 4 - 1, th = 12 - 1, tp = 32 * 4 - 1;
    cm_ptr_store<int, 8, 4>(tile, tw, th, tp, 1, 2, a);
    vector<int, 16> c1 = c + 1;
    cm_store<int, 4, 4>(tile, tw, th, tp, -2, 10, c1);
}
