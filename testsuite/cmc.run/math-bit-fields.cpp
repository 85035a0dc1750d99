// cm_bf_insert(width, offset, src, dst) puts the low WIDTH bits of src at
// OFFSET in dst; cm_bf_extract(width, offset, src) takes them out; the
// shifts cm_shl, cm_shr (logical) and cm_asr (arithmetic).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin" } }

extern "C" _GENX_MAIN_ void bitfields(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> u, d;
    vector<int, 8> s;
    read(in, 0, u);
    read(in, 32, d);
    read(in, 64, s);
    write(out, 0, cm_bf_insert(5, 7, u, d));
    write(out, 32, cm_bf_extract(6, 9, u));
    write(out, 64, cm_shl(s, 3));
    write(out, 96, cm_asr(s, 2));
    write(out, 128, cm_shr(u, 5));
}
