// A float accumulation in a loop with an order the reference repeats
// exactly: each partial result rounds to single precision.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin i32:8" } }

extern "C" _GENX_MAIN_ void accumulate(SurfaceIndex in, SurfaceIndex out, int n)
{
    vector<float, 8> acc = 0.0f, v;
    for (int i = 0; i < n; i++) {
        read(in, i * 32, v);
        acc = acc * 0.5f + v * 1.1f;
    }
    write(out, 0, acc);
}
