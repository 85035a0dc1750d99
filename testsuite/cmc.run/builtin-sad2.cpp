// cm_sad2 / cm_sada2 as Intel's headers declare them: N byte elements in,
// N elements out, element 2i the sum |a[2i]-b[2i]| + |a[2i+1]-b[2i+1]|
// (plus src2[2i] for sada2), the odd elements undefined (the vISA SAD2
// and SAD2ADD pages), so only the even ones are stored.  Unsigned and
// signed bytes (the vector operand's signedness), uint elements taken as
// their low byte, a scalar second source, 1x16 matrix selects as Intel's
// vcaOpSAD sample passes them, cm_sad2's flag (ignored: the sum fits),
// and cm_sada2 wrapping and saturating in the result's word type.  The
// reference computes the sums in C.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:320:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void sad(SurfaceIndex in, SurfaceIndex out)
{
    vector<uchar, 32> a, b;
    vector<ushort, 32> c;
    read(in, 0, a);
    read(in, 32, b);
    read(in, 64, c);
    vector<ushort, 32> s = cm_sad2<ushort>(a, b);
    write(out, 0, vector<ushort, 16>(s.select<16, 2>(0)));
    vector<char, 32> sa = a.format<char>(), sb = b.format<char>();
    vector<short, 32> t = cm_sad2<short>(sa, sb, SAT);
    write(out, 32, vector<short, 16>(t.select<16, 2>(0)));
    vector<ushort, 32> u = cm_sada2<ushort>(a, b, c);
    write(out, 64, vector<ushort, 16>(u.select<16, 2>(0)));
    u = cm_sada2<ushort>(a, b, c, SAT);
    write(out, 96, vector<ushort, 16>(u.select<16, 2>(0)));
    vector<short, 32> w = cm_sada2<short>(sa, sb, c.format<short>(), SAT);
    write(out, 128, vector<short, 16>(w.select<16, 2>(0)));
    vector<ushort, 32> k = cm_sad2<ushort>(a, (uchar)200);
    write(out, 160, vector<ushort, 16>(k.select<16, 2>(0)));
    vector<uint, 16> wide = a.select<16, 1>(0) + 0x1200;
    vector<uint, 16> m = cm_sad2<uint>(wide, b.select<16, 1>(0));
    write(out, 192, vector<uint, 8>(m.select<8, 2>(0)));
    matrix<uchar, 2, 16> pair = a;
    matrix<ushort, 2, 16> rows;
    rows.select<1, 1, 16, 1>(0, 0) = cm_sad2<ushort>(
        pair.select<1, 1, 16, 1>(0, 0), pair.select<1, 1, 16, 1>(1, 0), SAT);
    rows.select<1, 1, 16, 1>(1, 0) = cm_sada2<ushort>(
        pair.select<1, 1, 16, 1>(1, 0), pair.select<1, 1, 16, 1>(0, 0),
        rows.select<1, 1, 16, 1>(0, 0), SAT);
    write(out, 224, vector<ushort, 16>(rows.format<ushort>().select<16, 2>(0)));
    vector<ushort, 32> z = cm_sada2<ushort>((uchar)3, b, 1000);
    write(out, 256, vector<ushort, 16>(z.select<16, 2>(0)));
    write(out, 288, vector<ushort, 16>(s.select<16, 2>(0) + t.select<16, 2>(0)));
}
