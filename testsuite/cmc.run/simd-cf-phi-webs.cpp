// Variables written in several arms of SIMD_ELSEIF chains and around
// SIMD_CONTINUE / SIMD_BREAK in SIMD_DO_WHILE loops, nested, at widths 8,
// 16 and 32.  The backend gives such a variable one vISA variable written
// under the execution mask in each arm (no copies at the joins), so every
// channel an arm does not run must keep its old value there: arms that
// write nothing, values swapped between two variables, an old value read
// after the join next to the new one, a loop's value at the iteration a
// channel broke out.
// { dg-do run }
// { dg-final { run-kernel "-k chain8 buf:in.bin buf:zero:1024:chain8.bin" } }
// { dg-final { run-kernel "-k chain16 buf:in.bin buf:zero:1024:chain16.bin" } }
// { dg-final { run-kernel "-k chain32 buf:in.bin buf:zero:1024:chain32.bin" } }
// { dg-final { run-kernel "-k loop8 buf:in.bin buf:zero:1024:loop8.bin" } }
// { dg-final { run-kernel "-k loop16 buf:in.bin buf:zero:1024:loop16.bin" } }
// { dg-final { run-kernel "-k loop32 buf:in.bin buf:zero:1024:loop32.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

// x: 32 values in [-20, 20]; c: 32 selectors in [0, 5]; n: 32 counts in
// [0, 12].
template <int W> void chain(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, W> x, c, r, s = 7, t, u, old;
    read(in, 0, x);
    read(in, 128, c);
    r = x;
    t = x * 2;
    u = x + 100;
    old = r;
    SIMD_IF_BEGIN (c == 0) {
        r = r + 1;
        s = x;
    } SIMD_ELSEIF (c == 1) {
        s = s + x;
        SIMD_IF_BEGIN (x > 0) {
            r = r * 3;
            t = t - 1;
        } SIMD_ELSEIF (x < -5) {
            r = -r;
        } SIMD_IF_END;
    } SIMD_ELSEIF (c == 2) {
        vector<int, W> tmp = t;
        t = u;
        u = tmp;
    } SIMD_ELSEIF (c == 3) {
        r = r - t;
    } SIMD_ELSEIF (c == 4) {
        SIMD_IF_BEGIN (x & 1) {
            s = 0;
        } SIMD_ELSE {
            u = u + s;
        } SIMD_IF_END;
    } SIMD_ELSE {
    } SIMD_IF_END;
    write(out, 0, r);
    write(out, 128, s);
    write(out, 256, t);
    write(out, 384, u);
    write(out, 512, old * 1000 + r);
}

template <int W> void loop(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, W> x, n, a = 0, b, keep, last = -1, passes = 0, was;
    read(in, 0, x);
    read(in, 256, n);
    b = x;
    keep = x + 5;
    SIMD_DO_WHILE_BEGIN {
        was = a;
        n -= 1;
        passes += 1;
        SIMD_IF_BEGIN ((n & 3) == 0) {
            a += 10;
            SIMD_CONTINUE;
        } SIMD_ELSEIF ((n & 3) == 1) {
            vector<int, W> tmp = a;
            a = b;
            b = tmp;
            SIMD_IF_BEGIN (b > 50) {
                last = n;
                SIMD_BREAK;
            } SIMD_IF_END;
        } SIMD_ELSEIF ((n & 3) == 2) {
            b = b + n;
            SIMD_IF_BEGIN (x < 0) {
                SIMD_CONTINUE;
            } SIMD_IF_END;
            b = b * 2;
        } SIMD_IF_END;
        a = a + 1;
        SIMD_IF_BEGIN (a > 40) {
            keep = was;
            SIMD_BREAK;
        } SIMD_IF_END;
    } SIMD_DO_WHILE_END (n > 0);
    write(out, 0, a);
    write(out, 128, b);
    write(out, 256, keep);
    write(out, 384, last);
    write(out, 512, n);
    write(out, 640, passes);
    write(out, 768, was);
}

extern "C" _GENX_MAIN_ void chain8(SurfaceIndex in, SurfaceIndex out)
{
    chain<8>(in, out);
}

extern "C" _GENX_MAIN_ void chain16(SurfaceIndex in, SurfaceIndex out)
{
    chain<16>(in, out);
}

extern "C" _GENX_MAIN_ void chain32(SurfaceIndex in, SurfaceIndex out)
{
    chain<32>(in, out);
}

extern "C" _GENX_MAIN_ void loop8(SurfaceIndex in, SurfaceIndex out)
{
    loop<8>(in, out);
}

extern "C" _GENX_MAIN_ void loop16(SurfaceIndex in, SurfaceIndex out)
{
    loop<16>(in, out);
}

extern "C" _GENX_MAIN_ void loop32(SurfaceIndex in, SurfaceIndex out)
{
    loop<32>(in, out);
}
