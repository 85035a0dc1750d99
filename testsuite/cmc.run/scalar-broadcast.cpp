// A scalar argument broadcast to a vector, mixed scalar/vector operations
// on both sides, per thread of a walker.
// { dg-do run }
// { dg-final { run-kernel "-t 2x2 buf:in.bin buf:zero:256:out.bin f32:-1.5" } }

extern "C" _GENX_MAIN_ void broadcast(SurfaceIndex in, SurfaceIndex out,
                                      float s)
{
    int t = get_thread_origin_y() * 2 + get_thread_origin_x();
    vector<float, 16> v;
    read(in, t * 64, v);
    vector<float, 16> b = s;
    vector<float, 16> r = 2.0f * v - b + (float)t;
    write(out, t * 64, r);
}
