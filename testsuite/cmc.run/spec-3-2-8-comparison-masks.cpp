// CM spec 3.2.8 (example 3_2_8_a): comparisons of matrices and vectors
// give ushort masks of 1 and 0, element by element: an 8x8 mask of
// m1 >= m2 and a 4-element mask of v != 0 (a scalar operand replicated).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:144:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void masks(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 8, 8> m1, m2;
    matrix<ushort, 8, 8> m_mask;
    vector<int, 4> v;
    vector<ushort, 4> v_mask;
    read(in, 0, m1.select<4, 1, 8, 1>(0, 0));
    read(in, 128, m1.select<4, 1, 8, 1>(4, 0));
    read(in, 256, m2.select<4, 1, 8, 1>(0, 0));
    read(in, 384, m2.select<4, 1, 8, 1>(4, 0));
    read(in, 512, v);

    m_mask = (m1 >= m2);
    v_mask = (v != 0);

    write(out, 0, m_mask);
    write(out, 128, vector<int, 4>(v_mask));
}
