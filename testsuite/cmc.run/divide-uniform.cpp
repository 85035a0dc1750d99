// Integer division and remainder by a divisor that is one value for all
// lanes (a scalar argument or a value of the entry block), several times:
// on DG2, which has no integer division, the divisor's magnitude and
// reciprocal are computed once after the value and shared by the
// divisions (isel_divide.c).  Signed and unsigned, quotient and
// remainder, vector and scalar, inside SIMD control flow, and divisors
// of an unrolled loop.  Three argument sets, including a divisor above
// 2^31 and INT_MIN dividends.  The reference is C's / and %.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:672:first.bin i32:-7 u32:3000000000" } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:672:second.bin i32:1 u32:1" } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:672:third.bin i32:2147483637 u32:7" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:672:first.bin i32:-7 u32:3000000000" } }
// Six divisors, one reciprocal each, but the unrolled loop's three
// (each dividing once) share one routine's (isel_divide.c).
// { dg-final { scan-visa-times "^\\s*inv " 4 } }
// { dg-final { scan-visa-times "^\\s*call " 7 } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void divide(SurfaceIndex in, SurfaceIndex out, int s,
                                   uint u)
{
    vector<int, 16> a;
    vector<uint, 16> b;
    read(in, 0, a);
    read(in, 64, b);
    int t = s - 3;
    write(out, 0, a / s);
    write(out, 64, a % s);
    write(out, 128, (a + 5) / s);
    write(out, 192, b / u);
    write(out, 256, b % u);
    write(out, 320, (b >> 1) / u);
    write(out, 384, a / t);
    write(out, 448, a % t);
    vector<int, 16> c = 0;
    SIMD_IF_BEGIN (a > 0) {
        c = a / t;
    } SIMD_ELSE {
        c = (a - 1) % t;
    } SIMD_IF_END;
    write(out, 512, c);
    vector<int, 16> l = a;
#pragma unroll
    for (int k = 1; k < 4; k++) {
        int step = s + 2 * k;
        l = l / step + l % step;
    }
    write(out, 576, l);
    vector<int, 8> scalars = 0;
    scalars(0) = a(3) / s;
    scalars(1) = a(5) % s;
    scalars(2) = (int)(b(7) / u);
    scalars(3) = (int)(b(9) % u);
    write(out, 640, scalars);
}
