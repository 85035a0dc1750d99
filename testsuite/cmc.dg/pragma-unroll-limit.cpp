// #pragma unroll unrolls at most 1024 iterations: a full unrolling of a
// loop of 100,000 iterations ran for minutes in LLVM; now the loop stays a
// loop with a warning, and an explicit count is capped with a warning.
// { dg-do compile }
// { dg-final { finalize-visa TGLLP } }

extern "C" _GENX_MAIN_ void limits(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
#pragma unroll
    for (int i = 0; i < 100000; i++) // { dg-warning "#pragma unroll: loop not fully unrolled \\(that needs a trip count known at compile time, of at most 1024\\)" }
        a = a * 3 + i;
#pragma unroll 100000 // { dg-warning "#pragma unroll 100000: unrolling by at most 1024" }
    for (int i = 0; i < 100000; i++)
        a = a * 5 + i;
#pragma unroll
    for (int i = 0; i < 1024; i++)
        a += i;
    write(s, 0, a);
}
