// char, uchar, short and ushort vectors: arithmetic promotes to int and
// the assignment back truncates (wraps), as in C.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }

extern "C" _GENX_MAIN_ void narrow(SurfaceIndex in, SurfaceIndex out)
{
    vector<uchar, 32> bytes;
    vector<short, 16> shorts;
    read(in, 0, bytes);
    read(in, 32, shorts);
    vector<uchar, 32> b2 = bytes * 3 + 7;
    vector<char, 32> c = bytes;
    vector<short, 16> s2 = shorts * shorts;
    vector<ushort, 16> u = shorts;
    vector<int, 16> widened = u;
    write(out, 0, b2);
    write(out, 32, s2);
    vector<char, 8> c8 = c.select<8, 1>(0);
    vector<short, 8> s8 = shorts.select<8, 1>(0);
    vector<int, 8> mixed = c8 + s8;
    write(out, 64, mixed);
    (void)widened;
}
