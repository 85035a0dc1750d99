// A vector constant read by several instructions of one block is built
// once (here the offsets, a ramp, for three scattered reads); read in two
// blocks, it is built once at the kernel's entry, which runs before both
// (backend/isel/hoisted_constants.c), not again after the branch.
// { dg-do compile }
// { dg-final { scan-visa-times "0x76543210:v" 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void built_once(SurfaceIndex in, SurfaceIndex out,
                                       int which)
{
    vector<uint, 8> offsets;
    for (int i = 0; i < 8; i++)
        offsets(i) = 7 - i;
    vector<int, 8> a, b, c;
    read(in, 0, offsets, a);
    read(in, 32, offsets, b);
    read(in, 64, offsets, c);
    write(out, 0, a + b + c);
    if (which > 0) {
        read(in, 96, offsets, a);
        write(out, 32, a);
    }
}
