// select<8,2>: swap even and odd elements, doubling the old even ones;
// select<4,4> reads every fourth.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }

extern "C" _GENX_MAIN_ void strides(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> v;
    read(in, 0, v);
    vector<float, 8> even = v.select<8, 2>(0);
    vector<float, 8> odd = v.select<8, 2>(1);
    vector<float, 4> first = v.select<4, 4>(1);
    vector<float, 4> second = v.select<4, 4>(2);
    vector<float, 4> fourth = first + second;
    v.select<8, 2>(0) = odd;
    v.select<8, 2>(1) = even * 2.0f;
    write(out, 0, v);
    write(out, 64, fourth);
}
