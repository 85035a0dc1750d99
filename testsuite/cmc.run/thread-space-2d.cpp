// A 2D media-walker thread space: thread (x, y) writes x + 100 * y into
// its own 8 dwords at (y * W + x) * 32.
// { dg-do run }
// { dg-final { run-kernel "-t 5x3 buf:zero:480:out.bin i32:5" } }

extern "C" _GENX_MAIN_ void space(SurfaceIndex out, int width)
{
    uint x = get_thread_origin_x();
    uint y = get_thread_origin_y();
    vector<uint, 8> v = x + 100 * y;
    write(out, (y * width + x) * 32, v);
}
