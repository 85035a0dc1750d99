// 64-bit division of scalars: by a constant (LLVM keeps the division in
// the IR; cmc's emulation takes the immediate) and by an unsigned kernel
// argument, each one lane wide.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin i64:74565" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void scalar_divide(SurfaceIndex in, SurfaceIndex out,
                                          unsigned long long d)
{
    vector<long long, 4> v;
    read(in, 0, v);
    long long x = v[0] / 3;
    unsigned long long y = (unsigned long long)v[1] % d;
    v[2] = x;
    v[3] = y;
    v[0] = v[0] % 1000000007ll;
    write(out, 0, v);
}
