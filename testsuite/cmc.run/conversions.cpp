// Conversions between element types: float -> int truncates toward zero,
// int -> float rounds, narrowing integers wrap (no saturation), and short
// arithmetic promotes to int.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }

extern "C" _GENX_MAIN_ void convert(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> f;
    vector<int, 8> i;
    read(in, 0, f);
    read(in, 32, i);
    vector<int, 8> fi = f;
    vector<float, 8> iff = i;
    vector<short, 8> narrow = i;
    vector<int, 8> widened = narrow;
    vector<uchar, 8> bytes = i;
    vector<int, 8> byte_values = bytes;
    write(out, 0, fi);
    write(out, 32, iff);
    write(out, 64, widened);
    write(out, 96, byte_values);
}
