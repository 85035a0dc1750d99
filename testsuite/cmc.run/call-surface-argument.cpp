// A _GENX_ subroutine that reads through a SurfaceIndex parameter and
// returns a vector; called twice with different rows.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }

_GENX_ vector<float, 8> load_row(SurfaceIndex surface, int row)
{
    vector<float, 8> v;
    read(surface, row * 32, v);
    return v;
}

extern "C" _GENX_MAIN_ void rows(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> a = load_row(in, 0);
    vector<float, 8> b = load_row(in, 2);
    write(out, 0, a - b);
}
