// cm_min/cm_max on unsigned vectors compare as unsigned (0xffffffff is
// the largest), on signed ones as signed.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void minmax(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> u;
    read(in, 0, u);
    vector<int, 8> s = u;
    write(out, 0, cm_min(u, 100u));
    write(out, 32, cm_max(s, 100));
}
