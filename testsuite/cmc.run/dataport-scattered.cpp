// Scattered dword reads and writes: element i of the data goes to
// (global offset + offsets[i]) * 4 bytes (offsets in elements, CM's
// convention), with a permutation and a global offset.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin u32:8" } }

extern "C" _GENX_MAIN_ void scattered(SurfaceIndex in, SurfaceIndex out,
                                      uint base)
{
    vector<uint, 8> offsets;
    read(in, 0, offsets);
    vector<float, 8> f;
    read(in, base, offsets, f);
    write(out, base, offsets, f * 2.0f);
}
