// #pragma unroll on loops with constant and variable trip counts: the
// same results as the rolled loops.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:5" } }

extern "C" _GENX_MAIN_ void unrolled(SurfaceIndex in, SurfaceIndex out, int n)
{
    vector<int, 16> v, r = 0;
    read(in, 0, v);
#pragma unroll
    for (int i = 0; i < 16; i++)
        r(i) = v(15 - i) * i;
    int sum = 0;
#pragma unroll 4
    for (int i = 0; i < n; i++)
        sum += v(i);
    r(0) = sum;
    write(out, 0, r);
}
