// 2D selects on matrix<float,4,8>: select<2,2,2,4>(1,2) takes rows 1 and
// 3, columns 2 and 6; select<4,1,4,2>(0,0) writes every other column of
// the first 8; row(3).select<4,1>(0) gets the 2x2 block.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }

extern "C" _GENX_MAIN_ void select_2d(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 4, 8> m1;
    read(in, 0, m1.format<float>());
    matrix<float, 2, 2> m2 = m1.select<2, 2, 2, 4>(1, 2);
    m1.select<4, 1, 4, 2>(0, 0) = 0.0f;
    m1.row(3).select<4, 1>(0) = m2.format<float>();
    write(out, 0, m1.format<float>());
}
