// + - * on vector<int, 8> and vector<uint, 8>, with scalar operands
// replicated across the vector.
// { dg-do compile }
// { dg-final { scan-visa "^\\s*add " } }
// { dg-final { scan-visa "^\\s*mul " } }
// { dg-final { scan-llvm "mul <8 x i32>" } }
// { dg-final { scan-llvm "sub <8 x i32>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void int_arithmetic(SurfaceIndex in, SurfaceIndex out,
                                           int k, uint m)
{
    vector<int, 8> a;
    vector<uint, 8> u;
    read(in, 0, a);
    read(in, 32, u);
    vector<int, 8> b = a * k + 7;
    vector<int, 8> c = b - a * a;
    vector<uint, 8> d = m - u * m;
    write(out, 0, c);
    write(out, 32, d);
}
