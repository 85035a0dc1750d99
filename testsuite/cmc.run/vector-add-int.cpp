// c = a + b on int vectors, one 16-element slice per thread of a 4-thread
// media walker: each thread's origin picks its slice.
// { dg-do run }
// { dg-final { run-kernel "-t 4 buf:a.bin buf:b.bin buf:zero:256:c.bin" } }

extern "C" _GENX_MAIN_ void vadd(SurfaceIndex a, SurfaceIndex b,
                                 SurfaceIndex c)
{
    int offset = get_thread_origin_x() * 64;
    vector<int, 16> x, y;
    read(a, offset, x);
    read(b, offset, y);
    write(c, offset, x + y);
}
