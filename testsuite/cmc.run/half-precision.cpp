// half vectors: float -> half rounds to nearest even (overflow to
// infinity), half arithmetic, and back to float.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void halves(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> f;
    read(in, 0, f);
    vector<half, 16> h = f;
    vector<float, 16> back = h;
    write(out, 0, back);
}
