// Integer divisions of one shape made at several places of a kernel on
// DG2 (no integer division): the emulation is emitted once, as a vISA
// subroutine at the kernel's end, and each division copies its operands
// into the routine's variables and calls it (isel_divide.c).  Calls
// inside SIMD control flow nested to depth 3, in a SIMD loop left by
// SIMD_BREAK between two calls, of 8, 16
// and 32 lanes and of one; int, unsigned, short and char operands;
// quotients and remainders; divisors per lane and one for all lanes.
// Two argument sets.  The reference is C's / and %.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:768:first.bin i32:5 i32:-3" } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:768:second.bin i32:-40 i32:977" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:768:first.bin i32:5 i32:-3" } }
// { dg-final { scan-visa "^\\s*call " } }
// The kernel and six routines: sdiv and srem of 16 lanes, udiv of 8
// (the loop's), sdiv of 32 (the chars), sdiv by the shared d, udiv of 16.
// { dg-final { scan-visa-times "^\\.function \"divide_routines_" 7 } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void divide_routines(SurfaceIndex in, SurfaceIndex out,
                                            int low, int d)
{
    vector<int, 32> a;
    vector<int, 32> b;
    read(in, 0, a);
    read(in, 128, b);

    /* depth 1 to 3, 16 lanes, per-lane divisors */
    vector<int, 16> a0 = a.select<16, 1>(0);
    vector<int, 16> b0 = b.select<16, 1>(0);
    vector<int, 16> r = 7;
    SIMD_IF_BEGIN (a0 > low) {
        r = a0 / b0;
        SIMD_IF_BEGIN (b0 > 0) {
            r += a0 % b0;
            SIMD_IF_BEGIN (a0 > 1000) {
                r = r / b0 + a0 % (b0 + 1);
            } SIMD_ELSE {
                r = r % b0 - a0 / (b0 + 2);
            } SIMD_IF_END;
        } SIMD_ELSE {
            r -= a0 % b0;
        } SIMD_IF_END;
    } SIMD_ELSE {
        r = (a0 + 3) / b0;
    } SIMD_IF_END;
    write(out, 0, r);

    /* 8 lanes of unsigned short: digits in base y, lanes leaving the
     * loop at different trips, some by a SIMD_BREAK between the loop's
     * two calls of one routine */
    vector<uint, 8> n = a.select<8, 1>(16) & 0xffff;
    vector<ushort, 8> y = (b.select<8, 1>(16) & 0xf) | 2;
    vector<uint, 8> digits = 0;
    vector<uint, 8> trips = 0;
    SIMD_DO_WHILE_BEGIN {
        digits = digits * 3 + n % y;
        n = n / y;
        SIMD_IF_BEGIN (n < 9) {
            SIMD_BREAK;
        } SIMD_IF_END;
        digits = digits * 5 + n % y;
        n = n / y;
        trips += 1;
    } SIMD_DO_WHILE_END (n > 0);
    write(out, 64, digits);
    write(out, 96, trips);

    /* 32 lanes of char, two branches */
    vector<char, 32> c = a;
    vector<char, 32> e = (b & 0x3f) + 1;
    vector<int, 32> s = 0;
    SIMD_IF_BEGIN (c < 0) {
        s = c / e;
    } SIMD_ELSE {
        s = (c + 1) / e;
    } SIMD_IF_END;
    write(out, 128, s);

    /* one divisor for all lanes, as image_adjust divides */
    vector<int, 16> t = 0;
#pragma unroll
    for (int k = 0; k < 4; k++) {
        vector<int, 16> p = a.select<16, 1>(16) >> (4 * k);
        SIMD_IF_BEGIN (p < low) {
            t += k;
        } SIMD_ELSE {
            t += p / d;
        } SIMD_IF_END;
    }
    write(out, 256, t);

    /* unsigned, 16 lanes, shared between two branches and a remainder */
    vector<uint, 16> u = a.select<16, 1>(0);
    vector<uint, 16> w = b.select<16, 1>(16) | 1;
    vector<uint, 16> v = 0;
    SIMD_IF_BEGIN (u > 0x80000000u) {
        v = u / w + u % w;
    } SIMD_ELSE {
        v = (u >> 3) / w + (u >> 5) % w;
    } SIMD_IF_END;
    write(out, 320, v);

    /* scalars */
    vector<int, 8> scalars = 0;
    scalars(0) = a(3) / b(4);
    scalars(1) = a(5) / b(6);
    scalars(2) = a(7) / b(8);
    write(out, 384, scalars);
}
