// Writes of the active channels inside a SIMD_DO_WHILE that instcombine
// turns into arithmetic on the execution mask (x - 1 into x + sext(EM),
// x + 1 into x + zext(EM), s + v into s + select(EM, v, 0), and the same
// for |, ^, *, <<, float + and *), on 32-bit and 16-bit elements: cmc
// makes them selects of the EM again (optimiser/masked_writes.c), written
// under the hardware execution mask, so no predicated sel and no EM
// predicate logic is left (v + 1 after the SIMD_IF reads the EM of a
// block with two joins, one of which brings nothing back).  Each channel
// loops `n` times; the inner SIMD_IF's updates run once v has passed
// `from`.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:704:out.bin" } }
// { dg-final { scan-visa-not "\\) sel " } }
// { dg-final { scan-visa-not "setp " } }

extern "C" _GENX_MAIN_ void masked_arith(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> n, v, from;
    read(in, 0, n);
    read(in, 64, v);
    read(in, 128, from);
    vector<int, 16> down = 100, up = 0, sum = 0, ors = 0, xors = 0,
                    prod = 1, shifted = 1;
    vector<float, 16> fsum = 0.5f, fprod = 1.0f;
    vector<short, 16> sdown = 50, sup = 0;
    SIMD_DO_WHILE_BEGIN {
        n = n - 1;
        down = down - 1;
        up = up + 1;
        sdown = sdown - 1;
        sup = sup + 1;
        SIMD_IF_BEGIN (v > from) {
            sum = sum + v;
            ors = ors | v;
            xors = xors ^ v;
            prod = prod * 3;
            shifted = shifted << 1;
            fsum = fsum + vector<float, 16>(v);
            fprod = fprod * 1.5f;
        } SIMD_IF_END;
        v = v + 1;
    } SIMD_DO_WHILE_END (n > 0);
    vector<int, 16> shorts = vector<int, 16>(sdown) * 1000 + vector<int, 16>(sup);
    write(out, 0, down);
    write(out, 64, up);
    write(out, 128, sum);
    write(out, 192, ors);
    write(out, 256, xors);
    write(out, 320, prod);
    write(out, 384, shifted);
    write(out, 448, fsum);
    write(out, 512, fprod);
    write(out, 576, shorts);
    write(out, 640, v);
}
