// Scalar kernel arguments of every size land at their payload offsets
// (larger ones first) and convert as C does.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:64:out.bin i8:-5 u16:65000 i32:-123456 f32:2.25 u8:200 i16:-300" } }

extern "C" _GENX_MAIN_ void scalars(SurfaceIndex out, char c, ushort us,
                                    int i, float f, uchar uc, short s)
{
    vector<int, 8> v;
    v(0) = c;
    v(1) = us;
    v(2) = i;
    v(3) = uc;
    v(4) = s;
    v(5) = c + uc + s;
    v(6) = i / 7;
    v(7) = us * 3;
    vector<float, 8> w = f;
    w(1) = f * c;
    w(2) = f + us;
    write(out, 0, v);
    write(out, 32, w);
}
