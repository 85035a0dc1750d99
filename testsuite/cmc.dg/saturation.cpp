// The saturating constructor vector<T,N>(x, SAT) (CM spec 3.2.2, 3_2_2_b):
// {155, 275} gives {155, 19} without saturation and {155, 255} with it;
// float saturation clamps to [0.0, 1.0].
// { dg-do compile }
// { dg-final { scan-llvm "llvm.smin.v2i32|llvm.smax.v2i32" } }
// { dg-final { scan-llvm "llvm.minnum.v8f32" } }
// { dg-final { scan-llvm "llvm.maxnum.v8f32" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void saturate(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> input;
    vector<float, 8> f;
    read(in, 0, input);
    read(in, 32, f);
    vector<int, 2> vi = input.select<2, 1>(0);
    vector<uchar, 16> bytes = 0;
    bytes.select<2, 1>(0) = vector<uchar, 2>(vi);       // wraps: 155, 20
    bytes.select<2, 1>(2) = vector<uchar, 2>(vi, SAT);  // clamps: 155, 255
    vector<float, 8> unit = vector<float, 8>(f * 2.0f, SAT);
    vector<short, 8> narrow = vector<short, 8>(f * 40000.0f, SAT);
    write(out, 0, bytes);
    write(out, 16, unit);
    write(out, 48, narrow);
}
