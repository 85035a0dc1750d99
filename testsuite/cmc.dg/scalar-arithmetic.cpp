// Scalar C arithmetic at -O2: loops with phis, signed and unsigned
// division and remainder (emulated on DG2, where vISA has none), long
// long multiplication (from 32-bit pieces), double arithmetic and
// conversions, abs and max idioms (llvm.abs, llvm.smax).  Edges whose
// phis need no copy jump straight to their block (s's zero is loaded once
// before the first loop's guard, not on the edges on both of its sides),
// and so does a branch whose fall-through side needs copies (they follow
// the jump, which only that side passes).  One edge block is left (in the
// second loop); with InstCombine's sinking there were two.
// { dg-do compile }
// { dg-final { scan-visa "^\\s*mulh " } }
// { dg-final { scan-visa "^\\s*max \\(M1_NM, 1\\)" } }
// { dg-final { scan-visa "\\(abs\\)V" } }
// { dg-final { scan-visa "^\\s*div \\(M1_NM, 1\\)" } }
// { dg-final { scan-visa-times "^scalar_edge_\[0-9\]+:" 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void scalar(SurfaceIndex out, int a, int b, float f,
                                   long long q, double d)
{
    int s = 0;
    for (int i = 0; i < a; i++) {
        s += (i * b) / 3 + (i % 5) - (a >> 2);
        if (s > 1000)
            s = s ^ (s << 3);
    }
    unsigned u = (unsigned)s / (unsigned)(b | 1);
    float g = f * (float)s + (float)u;
    int m = s > b ? s : b;
    int n = s < 0 ? -s : s;
    long long w = q * 3 + (q >> 2);
    double e = d * 2.0 + (double)s;
    float h = (float)e + (float)w;
    int bits = 0;
    for (unsigned t = u; t; t >>= 1)
        bits += t & 1;
    vector<int, 8> v;
    v(0) = s;
    v(1) = (int)u;
    v(2) = (int)g;
    v(3) = m;
    v(4) = n;
    v(5) = (int)h;
    v(6) = bits;
    v(7) = (int)(g * h);
    write(out, 0, v);
}
