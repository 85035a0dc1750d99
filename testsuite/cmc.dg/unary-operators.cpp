// Unary -, +, ~ and ! on vectors: negation, complement, and ! as a mask of
// the zero elements.
// { dg-do compile }
// { dg-final { scan-llvm "fneg <8 x float>" } }
// { dg-final { scan-llvm "icmp eq <8 x i32>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void unary(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> f;
    vector<int, 8> i;
    read(in, 0, f);
    read(in, 32, i);
    vector<float, 8> g = -f;
    vector<float, 8> h = +f;
    vector<int, 8> j = ~i - (-i);
    vector<ushort, 8> zero = !i;
    write(out, 0, g);
    write(out, 32, j);
    write(out, 64, zero);
    write(out, 96, h);
}
