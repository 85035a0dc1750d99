// A 2D select with constant offsets is one rdregion/wrregion of the flat
// matrix: vstride, width and stride in elements, start in bytes, parent
// width the matrix's width (CM spec 3.2.9, m1.select<2,2,2,4>(1,2)).
// { dg-do compile }
// { dg-final { scan-llvm "rdregionf.v4f32.v32f32.i16\\(<32 x float> %\[0-9a-z.\]+, i32 16, i32 2, i32 4, i16 40, i32 8\\)" } }
// { dg-final { scan-llvm "wrregionf.v32f32.v16f32.i16.i1\\(<32 x float> %\[0-9a-z.\]+, <16 x float> zeroinitializer, i32 0, i32 16, i32 2, i16 0, i32 undef, i1 true\\)" } }
// (select<4,1,4,2>(0,0) of a 4x8 matrix is every other element: 1D.)
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void select_2d(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 4, 8> m1;
    read(in, 0, m1.format<float>());
    matrix<float, 2, 2> m2 = m1.select<2, 2, 2, 4>(1, 2);
    m1.select<4, 1, 4, 2>(0, 0) = 0.0f;
    m1.row(3).select<4, 1>(0) = m2.format<float>();
    write(out, 0, m1.format<float>());
}
