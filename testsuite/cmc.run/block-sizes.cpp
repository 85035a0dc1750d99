// Block reads and writes of 1, 2, 4 and 8 owords (16 to 128 bytes), at
// oword-aligned offsets.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:256:out.bin" } }

extern "C" _GENX_MAIN_ void blocks(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 4> a;
    vector<int, 8> b;
    vector<int, 16> c;
    vector<int, 32> d;
    read(in, 16, a);
    read(in, 32, b);
    read(in, 64, c);
    read(in, 128, d);
    write(out, 0, a + 1);
    write(out, 16, b + 2);
    write(out, 48, c + 3);
    vector<int, 16> even = d.select<16, 2>(0);
    vector<int, 16> odd = d.select<16, 2>(1);
    write(out, 112, even);
    write(out, 176, odd + c);
}
