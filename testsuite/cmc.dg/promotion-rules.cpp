// CM's element types follow C++'s usual arithmetic conversions (CM spec
// 2.5): uchar + uchar is int, int with uint is uint, short with float is
// float, a double operand makes double.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "add <8 x i32>" } }
// { dg-final { scan-llvm "zext <8 x i8> %\[0-9a-z.\]+ to <8 x i32>" } }
// { dg-final { scan-llvm "udiv <8 x i32>" } }
// { dg-final { scan-llvm "sitofp <8 x i16> %\[0-9a-z.\]+ to <8 x float>" } }
// { dg-final { scan-llvm "fpext <8 x float> %\[0-9a-z.\]+ to <8 x double>" } }

extern "C" _GENX_MAIN_ void promotions(SurfaceIndex in, SurfaceIndex out)
{
    vector<uchar, 8> a, b;
    vector<int, 8> i;
    vector<uint, 8> u;
    vector<short, 8> s;
    vector<float, 8> f;
    vector<uchar, 16> bytes;
    read(in, 0, bytes);
    a = bytes.select<8, 1>(0);
    b = bytes.select<8, 1>(8);
    read(in, 32, i);
    read(in, 64, u);
    read(in, 96, s);
    read(in, 128, f);
    vector<int, 8> sum = a + b;
    vector<uint, 8> quotient = i / u;
    vector<float, 8> scaled = s * f;
    vector<double, 8> wide = f * 2.0;
    write(out, 0, sum);
    write(out, 32, quotient);
    write(out, 64, scaled + vector<float, 8>(wide));
}
