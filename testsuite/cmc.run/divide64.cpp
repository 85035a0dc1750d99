// 64-bit division and remainder, signed and unsigned, which vISA lacks
// and cmc emulates (backend/isel/isel_divide64.c): 32 operand pairs with the
// edge values (divisors with the top bit set, INT64_MIN, 1 and -1,
// dividends smaller than divisors) and random ones, in SIMD16 vectors;
// and a vector divided by a scalar kernel argument.
// { dg-do run }
// { dg-final { run-kernel "buf:a.bin buf:b.bin buf:zero:1152:out.bin i64:-7" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void divide64(SurfaceIndex a_in, SurfaceIndex b_in,
                                     SurfaceIndex out, long long k)
{
    for (int half = 0; half < 2; half++) {
        vector<long long, 16> a, b;
        read(a_in, half * 128, a);
        read(b_in, half * 128, b);
        vector<unsigned long long, 16> ua = a, ub = b;
        write(out, half * 128, a / b);
        write(out, 256 + half * 128, a % b);
        write(out, 512 + half * 128, ua / ub);
        write(out, 768 + half * 128, ua % ub);
    }
    vector<long long, 8> a;
    read(a_in, 0, a);
    write(out, 1024, a / k);
    write(out, 1088, a % k);
}
