// A select at a variable offset becomes a region with a variable byte
// start index (an indirect region).
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "mul i16 %\[0-9\]+, 4" } }
// { dg-final { scan-llvm "rdregionf\\.v4f32\\.v16f32\\.i16\\(<16 x float> %\[0-9\]+, i32 0, i32 4, i32 1, i16 %" } }

extern "C" _GENX_MAIN_ void variable_offset(SurfaceIndex buffer, int start)
{
    vector<float, 16> v;
    read(buffer, 0, v);
    vector<float, 4> part = v.select<4, 1>(start);
    write(buffer, 64, part);
}
