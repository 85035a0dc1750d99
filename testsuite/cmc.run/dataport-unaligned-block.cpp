// A block read at a dword-aligned (not oword-aligned) byte offset:
// read(DWALIGNED(surface), 4, v) is oword_ld_unaligned.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }

extern "C" _GENX_MAIN_ void unaligned(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    read(DWALIGNED(in), 4, v);
    write(out, 0, v);
}
