// cm_f16tof32 and cm_f32tof16, Intel's legacy half conversions: IEEE half
// bits held in ushort, short and half elements widened to float (vector
// and matrix forms; denormals, infinities, -0), and float and double
// rounded to half bits (to nearest even: ties, overflow to infinity,
// results that are denormal or round to zero; a double rounded to float
// first, as GenX_IR finalizes a mov from :df to :hf).  The reference converts
// with integer arithmetic on the bits.
// { dg-do run }
// { dg-options "-march=TGLLP" }
// { dg-final { run-kernel "-march=TGLLP buf:in.bin buf:zero:256:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void half_bits(SurfaceIndex in, SurfaceIndex out)
{
    vector<ushort, 16> bits;
    vector<float, 16> f;
    read(in, 0, bits);
    read(in, 32, f);
    write(out, 0, cm_f16tof32(bits));
    matrix<short, 2, 4> m = bits.select<8, 1>(8);
    matrix<float, 2, 4> wide = cm_f16tof32(m);
    write(out, 64, wide.format<float>());
    vector<half, 8> h = bits.select<8, 1>(0).format<half>();
    write(out, 96, cm_f16tof32(h));
    write(out, 128, cm_f32tof16(f));
    matrix<float, 2, 4> fm = f.select<8, 1>(8);
    matrix<ushort, 2, 4> narrow = cm_f32tof16(fm);
    write(out, 160, narrow.format<ushort>());
    vector<half, 8> same = h;
    write(out, 176, cm_f32tof16(same));
    vector<double, 8> d;
    read(in, 96, d);
    write(out, 192, cm_f32tof16(d));
}
