// A select of a select is one region of the underlying vector: offsets
// add up (scaled by the outer stride) and strides multiply.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "wrregioni\\.v16i32\\.v2i32\\.i16\\.i1\\(<16 x i32> %\[0-9\]+, <2 x i32> <i32 7, i32 7>, i32 0, i32 2, i32 4, i16 16," } }

extern "C" _GENX_MAIN_ void nested(SurfaceIndex buffer)
{
    vector<int, 16> v;
    read(buffer, 0, v);
    v.select<4, 2>(2).select<2, 2>(1) = 7;
    write(buffer, 0, v);
}
