// With constant operands the saturating conversion folds: the values of
// CM spec 3_2_2_b, {155, 275} as uchar wrap to {155, 19} (the spec's
// comment says 20, but 275 - 256 is 19) and saturate to {155, 255}; the
// region writes fold too, so the kernel stores one constant.
// { dg-do compile }
// { dg-final { scan-llvm "<16 x i8> <i8 -101, i8 19, i8 -101, i8 -1, (i8 0, )+i8 0>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void saturate_constant(SurfaceIndex out)
{
    vector<int, 2> vi;
    vector<uchar, 16> vo = 0;
    vi(0) = 155;
    vi(1) = 275;
    vo.select<2, 1>(0) = vector<uchar, 2>(vi);
    vo.select<2, 1>(2) = vector<uchar, 2>(vi, SAT);
    write(out, 0, vo);
}
