// lsc::block_2d_desc retargeted with its setters on PVC: a descriptor of
// two 8 x 4 int blocks on one surface is moved to another surface with
// set_base, set_width, set_height and set_pitch (the hardware's minus-1
// values), so that the second surface's edges (not the first's) decide
// which elements read as zero.  The loads go through a helper that takes
// the lsc::LoadOp and sizes its vector from the descriptor's value_type,
// num_blocks, height and width.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa-times "lsc_load_block2d.ugm \\(M1_NM, 1\\) V\[0-9\]+:d32.2x8x4nn flat" 3 } }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC svm:mat.bin svm:other.bin svm:zero:768:out.bin" } }

/* mat: 16 rows of 16 ints; other: 8 rows of 32 ints. */

template <int N>
_GENX_ inline void put(int *out, int at, vector<int, N> v)
{
#pragma unroll
    for (int i = 0; i < N; i += 8)
        cm_ptr_store<int, 8>(out, (at + i) * 4, v.template select<8, 1>(i));
}

/* Loads the descriptor's blocks with Op and stores them at out[at...]
 * (8-wide rows of 32-bit elements need no padding in registers). */
template <lsc::LoadOp Op, typename Desc>
_GENX_ inline void load_to(int *out, int at, const Desc &desc)
{
    using T = typename Desc::value_type;
    static_assert(sizeof(T) == 4 && Desc::width == 8, "unpadded rows");
    vector<T, Desc::num_blocks * Desc::height * Desc::width> blocks;
    cm_load<Op>(blocks, desc);
    put<Desc::num_blocks * Desc::height * Desc::width>(out, at, blocks.format<int>());
}

extern "C" _GENX_MAIN_ void desc_setters(int *mat [[type("svmptr_t")]],
                                         int *other [[type("svmptr_t")]],
                                         int *out [[type("svmptr_t")]])
{
    lsc::block_2d_desc<int, 2, 4, 8> d(mat, 16 - 1, 16 * 4 - 1, 16 * 4 - 1,
                                       4, 5);
    load_to<lsc::LoadOp::Normal>(out, 0, d); /* columns 4..19, rows 5..8 */
    d.set_base((uint64_t)other)
        .set_width(32 * 4 - 1)
        .set_height(8 - 1)
        .set_pitch(32 * 4 - 1);
    load_to<lsc::LoadOp::Normal>(out, 64, d); /* same place in other: row 8 is past its end */
    d.set_block_x(20).set_block_y(2);
    load_to<lsc::LoadOp::Normal>(out, 128, d); /* columns 20..35, rows 2..5: 32.. are past its end */
}
