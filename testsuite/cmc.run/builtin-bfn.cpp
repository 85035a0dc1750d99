// cm_bfn on DG2: boolean functions of three sources written with BFN_X,
// BFN_Y, BFN_Z, on int and ushort vectors and a scalar.  The reference
// evaluates the same expressions with C's bit operators.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:160:out.bin" } }
// { dg-final { scan-visa "bfn\\.xf2 " } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void bfn(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> x, y, z;
    read(in, 0, x);
    read(in, 32, y);
    read(in, 64, z);
    write(out, 0, cm_bfn<BFN_X & ~BFN_Y | BFN_Z>(x, y, z));
    write(out, 32, cm_bfn<BFN_X ^ BFN_Y ^ BFN_Z>(x, y, z));
    write(out, 64, cm_bfn<~(BFN_X | BFN_Y) & ~BFN_Z>(x, y, z));
    vector<ushort, 16> hx = x.format<ushort>(), hy = y.format<ushort>();
    vector<ushort, 16> hz = z.format<ushort>();
    vector<ushort, 16> h = cm_bfn<(BFN_X & BFN_Y) | (BFN_Y & BFN_Z) |
                                  (BFN_X & BFN_Z)>(hx, hy, hz);
    write(out, 96, h);
    vector<uint, 8> s = 0;
    s(0) = cm_bfn<BFN_X | ~BFN_Z>(x(0), y(0), z(0));
    s(1) = cm_bfn<BFN_Y>(x(1), y(1), 0x0f0f0f0fu);
    write(out, 128, s);
}
