// CM spec 3.3 (example 3_3_a): all operands are read before the result is
// written.  v1 views rows 0-1 of a 4x2 matrix and v2 rows 1-2; after
// v2 = v1 + v2, rows 1-2 hold the old rows 0-1 plus the old rows 1-2
// (row 1 is not read after it has been overwritten).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void evaluation_order(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 4, 2> m1;
    read(in, 0, m1);
    vector_ref<float, 4> v1(m1.select<2, 1, 2, 1>(0, 0).format<float>());
    vector_ref<float, 4> v2(m1.select<2, 1, 2, 1>(1, 0).format<float>());
    v2 = v1 + v2;
    write(out, 0, m1);
}
