// Bit scans on unsigned ints: cm_lzd (leading zeros), cm_cbit (ones),
// cm_fbl (first set bit from the bottom, ~0 for zero), cm_fbh (first set
// bit from the top, ~0 for zero), cm_bf_reverse.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin" } }

extern "C" _GENX_MAIN_ void bitcounts(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> u;
    read(in, 0, u);
    write(out, 0, cm_lzd(u));
    write(out, 32, cm_cbit(u));
    write(out, 64, cm_fbl(u));
    write(out, 96, cm_fbh(u));
    write(out, 128, cm_bf_reverse(u));
}
