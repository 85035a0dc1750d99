// Intel's descriptor form of the LSC 2D block messages on PVC
// (lsc/block2d.h): lsc::block_2d_desc built from a pointer and moved with
// set_block_x/set_block_y/set_base_ptr (chained, and as arguments), read
// back with its getters, and cm_load (Normal, Transpose, VNNI;
// OffsetX/OffsetY; a false predicate loads nothing), cm_prefetch and
// cm_store with it.  Blocks are in the register layout: rows padded to a
// power of two, blocks to whole GRFs.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC svm:mat.bin svm:words.bin svm:zero:1024:out.bin svm:zero:1536:tile.bin" } }

/* mat: 20 rows of 24 ints; words: 8 rows of 32 ushorts; tile: 12 rows of
 * 32 ints. */

template <int N>
_GENX_ inline void put(int *out, int at, vector<int, N> v)
{
#pragma unroll
    for (int i = 0; i < N; i += 8)
        cm_ptr_store<int, 8>(out, (at + i) * 4, v.template select<8, 1>(i));
}

extern "C" _GENX_MAIN_ void desc2d(int *mat [[type("svmptr_t")]],
                                   ushort *words [[type("svmptr_t")]],
                                   int *out [[type("svmptr_t")]],
                                   int *tile [[type("svmptr_t")]])
{
    /* two 4 x 5 blocks; moved to column 5, row 1 */
    lsc::block_2d_desc<int, 2, 5, 4> two(mat, 20 - 1, 24 * 4 - 1,
                                         24 * 4 - 1, 0, 0);
    cm_prefetch(two.set_block_x(5).set_block_y(1)); /* chained: both reach two */
    vector<int, 64> a;
    cm_load(a, two);
    put<64>(out, 0, a);
    /* transposed 4 wide, 8 high at (7 + 1, 9 - 2): OffsetX 1, OffsetY -2 */
    lsc::block_2d_desc<int, 1, 8, 4> tr(mat, 20 - 1, 24 * 4 - 1, 24 * 4 - 1,
                                        7, 9);
    vector<int, 32> t;
    cm_load<lsc::Transpose, CacheHint::Cached, CacheHint::Cached, 1, -2>(t,
                                                                         tr);
    put<32>(out, 64, t);
    /* VNNI: ushorts 8 wide, 4 high at (3, 2) */
    lsc::block_2d_desc<ushort, 1, 4, 8> vn(words, 8 - 1, 32 * 2 - 1,
                                           32 * 2 - 1, 3, 2);
    vector<ushort, 32> v;
    cm_load<lsc::VNNI>(v, vn);
    put<16>(out, 96, v.format<int>());
    /* a false predicate loads nothing */
    vector<int, 32> kept = 7;
    cm_load(kept, tr, 0);
    put<32>(out, 112, kept);
    /* the getters */
    vector<int, 8> fields = 0;
    fields(0) = tr.get_width();
    fields(1) = tr.get_height();
    fields(2) = tr.get_pitch();
    fields(3) = tr.get_block_x();
    fields(4) = tr.get_block_y();
    fields(5) = tr.get_base() == (uint64_t)mat;
    fields(6) = tr.get_base_ptr() == mat;
    fields(7) = tr.get_raw_desc()[7];
    put<8>(out, 144, fields);
    /* a store: 8 x 4 at (1, 2) of tile, from the block loaded at (2, 3) */
    lsc::block_2d_desc<int, 1, 4, 8> src(mat, 20 - 1, 24 * 4 - 1, 24 * 4 - 1,
                                         2, 3);
    vector<int, 32> s;
    cm_load(s, src);
    lsc::block_2d_desc<int, 1, 4, 8> dst(mat, 12 - 1, 32 * 4 - 1, 32 * 4 - 1,
                                         1, 2);
    cm_store(dst.set_base_ptr(tile), s + 1);
}
