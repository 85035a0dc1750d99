// Nested selects: v.select<4,2>(2).select<2,2>(1) is elements 4 and 8;
// reading and writing through the composition.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:out.bin" } }

extern "C" _GENX_MAIN_ void nested(SurfaceIndex buffer)
{
    vector<int, 16> v;
    read(buffer, 0, v);
    vector<int, 2> picked = v.select<4, 2>(2).select<2, 2>(1);
    v.select<4, 2>(2).select<2, 2>(1) = 7;
    v(15) = picked(0) * 100 + picked(1);
    write(buffer, 0, v);
}
