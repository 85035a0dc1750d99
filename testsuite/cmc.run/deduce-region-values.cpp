// A region passed to a function template's by-value vector<T, N> or
// matrix<T, R, C> parameter: T, N (R, C) are deduced from the region, as
// Intel's compiler deduces them, and the callee works on its own copy.
// Regions of every kind: select, select_all, format (to a vector and to a
// matrix), row, column, m[i], a 2D select, an `auto` region variable and
// a region of a region.  A vector_ref<T, N> parameter still refers to the
// caller's elements, and so does a vector_ref variable bound to a region;
// Intel's templates taking a by-value vector (cm_ptr_store) take a
// region too.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:ints.bin svm:zero:256:out.bin svm:zero:64:store.bin" } }
// { dg-final { finalize-visa DG2 } }

/* Adds `delta` to its own copy and returns the copy's sum: the caller's
 * elements must not change. */
template <typename T, int N> _GENX_ T bumped_sum(vector<T, N> v, T delta)
{
    v += delta;
    return cm_sum<T>(v);
}

/* The number of elements and the corner of a by-value matrix. */
template <typename T, int R, int C> _GENX_ T matrix_corner(matrix<T, R, C> m)
{
    m(R - 1, C - 1) += R * 100 + C;
    return m(R - 1, C - 1);
}

/* A vector_ref parameter: the caller's elements are written. */
template <typename T, int N> _GENX_ void negate(vector_ref<T, N> v)
{
    v = -v;
}

extern "C" _GENX_MAIN_ void deduce_region_values(SurfaceIndex ints,
                                                 svmptr_t out,
                                                 svmptr_t store)
{
    vector<int, 32> w;
    read(ints, 0, w.select<16, 1>(0));
    read(ints, 64, w.select<16, 1>(16));
    matrix<int, 4, 8> m = w;
    vector<int, 64> r = 0;

    r(0) = bumped_sum(w.select<8, 2>(1), 1);
    r(1) = bumped_sum(w.select_all(), 2);
    r(2) = bumped_sum(w.format<short>(), (short)3);
    r(3) = bumped_sum(m.row(2), 4);
    r(4) = bumped_sum(m.column(5), 5);
    r(5) = bumped_sum(m[1], 6);
    r(6) = bumped_sum(m.select<2, 1, 8, 1>(1, 0).format<int>(), 7);
    r(7) = matrix_corner(m.select<3, 1, 4, 2>(1, 1));
    r(8) = matrix_corner(w.format<int, 8, 4>());
    r(9) = bumped_sum(w.select<16, 1>(8).select<4, 4>(1), 8);

    auto region = w.select<8, 1>(16);
    r(10) = bumped_sum(region, 9);
    region = region + 1000; /* an auto region still writes w */

    vector_ref<int, 4> bound = m.row(3).select<4, 2>(0);
    negate(bound);
    negate(m.format<int>().select<4, 1>(4));

    /* The copies above changed nothing: r(16..47) is w, r(48..63) half of m. */
    r.select<32, 1>(16) = w;
    r.select<16, 1>(48) = m.select<2, 1, 8, 1>(2, 0).format<int>();
    r(11) = cm_sum<int>(m.row(0));

    cm_svm_block_write(out, r.select<32, 1>(0));
    cm_svm_block_write(out + 128, r.select<32, 1>(32));
    cm_ptr_store<int>((int *)store, 0, w.select<16, 1>(4));
}
