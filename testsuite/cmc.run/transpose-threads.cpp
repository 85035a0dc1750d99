// Each thread of a 4x4 walker moves one 8-int row segment of a 32x4 grid
// to the transposed thread's place: a check that thread origins and
// surface offsets agree.
// { dg-do run }
// { dg-final { run-kernel "-t 4x4 buf:in.bin buf:zero:512:out.bin" } }

extern "C" _GENX_MAIN_ void transpose(SurfaceIndex in, SurfaceIndex out)
{
    uint x = get_thread_origin_x(), y = get_thread_origin_y();
    vector<int, 8> v;
    read(in, (y * 4 + x) * 32, v);
    write(out, (x * 4 + y) * 32, v * 10 + (int)x);
}
