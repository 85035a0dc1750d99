// Region reads and writes carry their start index in bytes, strides and
// widths in elements (GenX IR reference, "Region access in LLVM IR").
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "rdregioni\\.v4i32\\.v16i32\\.i16\\(<16 x i32> %\[0-9\]+, i32 0, i32 4, i32 2, i16 8," } }
// { dg-final { scan-llvm "wrregioni\\.v16i32\\.v4i32\\.i16\\.i1\\(<16 x i32> %\[0-9\]+, <4 x i32> %\[0-9\]+, i32 0, i32 4, i32 1, i16 32," } }

extern "C" _GENX_MAIN_ void regions(SurfaceIndex buffer)
{
    vector<int, 16> v;
    read(buffer, 0, v);
    vector<int, 4> odd = v.select<4, 2>(2);
    v.select<4, 1>(8) = odd;
    write(buffer, 0, v);
}
