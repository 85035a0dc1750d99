// 64-bit integers: long long scalars and vectors, products that need all
// 64 bits, and unsigned wrap-around.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i64:-5000000000" } }

extern "C" _GENX_MAIN_ void wide(SurfaceIndex in, SurfaceIndex out, long long k)
{
    vector<int, 4> v;
    read(in, 0, v);
    vector<long long, 4> w = v;
    w = w * 3000000 + k;
    vector<unsigned long long, 4> u = w;
    u = u + 0x8000000000000000ull;
    write(out, 0, w);
    write(out, 32, u);
}
