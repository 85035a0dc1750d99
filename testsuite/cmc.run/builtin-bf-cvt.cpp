// cm_bf_cvt on DG2: floats rounded to bfloat16 (to nearest even, ties
// included; infinities, NaN, the largest finite values) held in ushort,
// short and half elements, and bfloat16 widened back to float, vector and
// scalar.  The reference rounds with integer arithmetic on the bits.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:192:out.bin" } }
// { dg-final { scan-visa "v_type=G type=bf " } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void bf_cvt(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> f;
    vector<ushort, 16> bf;
    read(in, 0, f);
    read(in, 64, bf);
    write(out, 0, cm_bf_cvt<ushort>(f));
    vector<short, 8> s = cm_bf_cvt<short>(f.select<8, 1>(8));
    write(out, 32, s);
    vector<half, 8> h = cm_bf_cvt<half>(f.select<8, 1>(0));
    write(out, 48, h.format<ushort>());
    write(out, 64, cm_bf_cvt<float>(bf));
    vector<float, 8> scalars = 0;
    scalars(0) = cm_bf_cvt<float>(bf(3));
    scalars(1) = cm_bf_cvt<float>(cm_bf_cvt<ushort>(f(5)));
    write(out, 128, scalars);
    vector<half, 16> hb = bf.format<half>();
    write(out, 160, cm_bf_cvt<float>(hb.select<8, 1>(8)));
}
