// cm_pack_mask: bit i is set when element i is not zero;
// cm_unpack_mask: element i is bit i of the mask.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void masks(SurfaceIndex in, SurfaceIndex out)
{
    vector<ushort, 16> v;
    read(in, 0, v);
    uint mask = cm_pack_mask(v);
    vector<ushort, 16> unpacked = cm_unpack_mask<ushort, 16>(mask ^ 0x5555);
    vector<uint, 8> r = 0;
    r(0) = mask;
    write(out, 0, r);
    write(out, 32, unpacked);
}
