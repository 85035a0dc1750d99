// printf from a 3x2 media walker: threads print in dispatch order (row
// by row), each its origin and a value read from its slice of a buffer.
// { dg-do run }
// { dg-final { run-kernel-stdout "-t 3x2 buf:in.bin" } }

extern "C" _GENX_MAIN_ void walker(SurfaceIndex in)
{
    uint x = get_thread_origin_x(), y = get_thread_origin_y();
    vector<float, 4> v;
    read(in, (y * 3 + x) * 16, v);
    printf("(%u,%u) sum %.4f max %g\n", x, y, cm_sum<float>(v),
           cm_reduced_max<float>(v));
}
