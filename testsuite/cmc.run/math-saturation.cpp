// SAT: cm_add<uchar>(a, b, SAT) clamps the exact sum to 0..255,
// cm_mul<short>(a, b, SAT) the exact product to -32768..32767, and a
// float converted with SAT to 0..255 (NaN-free inputs).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void saturate(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> a, b;
    vector<float, 8> f;
    read(in, 0, a);
    read(in, 32, b);
    read(in, 64, f);
    vector<uchar, 8> sum = cm_add<uchar>(a, b, SAT);
    vector<short, 8> product = cm_mul<short>(a, b, SAT);
    vector<uchar, 8> from_float = cm_abs<uchar>(f, SAT);
    vector<uchar, 32> bytes = 0;
    bytes.select<8, 1>(0) = sum;
    bytes.select<8, 1>(8) = from_float;
    write(out, 0, bytes);
    vector<int, 8> wide = product;
    write(out, 32, wide);
}
