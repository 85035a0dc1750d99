// vector and matrix of every CM scalar type (CM spec 2.1): char, uchar,
// short, ushort, int, uint, long long, unsigned long long, half, float and
// double, each loaded, computed on and stored.
// { dg-do compile }
// { dg-final { scan-llvm "add <16 x i8>" } }
// { dg-final { scan-llvm "add <8 x i16>" } }
// { dg-final { scan-llvm "add <2 x i64>" } }
// { dg-final { scan-llvm "fadd <8 x half>" } }
// { dg-final { scan-llvm "fadd <2 x double>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void element_types(SurfaceIndex in, SurfaceIndex out)
{
    vector<char, 16> c;
    vector<uchar, 16> uc;
    matrix<short, 2, 4> s;
    vector<ushort, 8> us;
    vector<int, 4> i;
    matrix<uint, 2, 2> u;
    vector<long long, 2> ll;
    vector<unsigned long long, 2> ull;
    vector<half, 8> h;
    vector<float, 4> f;
    vector<double, 2> d;
    read(in, 0, c);
    read(in, 16, uc);
    read(in, 32, s.format<short>());
    read(in, 48, us);
    read(in, 64, i);
    read(in, 80, u.format<uint>());
    read(in, 96, ll);
    read(in, 112, ull);
    read(in, 128, h);
    read(in, 144, f);
    read(in, 160, d);
    c = vector<char, 16>(c + uc);
    s = matrix<short, 2, 4>(s + us);
    i = vector<int, 4>(i + u);
    ll = ll + vector<long long, 2>(ull);
    h = h + h;
    d = d + vector<double, 2>(f.select<2, 1>(0));
    write(out, 0, c);
    write(out, 16, s.format<short>());
    write(out, 32, i);
    write(out, 48, ll);
    write(out, 64, h);
    write(out, 80, d);
}
