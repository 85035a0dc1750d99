// Shifts and bitwise operators on vectors (CM spec 3.2.5, 3.2.6): arithmetic
// shift for signed elements, logical for unsigned, a scalar replicated.
// { dg-do compile }
// { dg-final { scan-llvm "ashr <8 x i32>" } }
// { dg-final { scan-llvm "lshr <8 x i32>" } }
// { dg-final { scan-llvm "shl <8 x i32>" } }
// { dg-final { scan-llvm "xor <8 x i32>" } }
// { dg-final { scan-visa "^\\s*asr " } }
// { dg-final { scan-visa "^\\s*shr " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void shifts(SurfaceIndex in, SurfaceIndex out, int k)
{
    vector<int, 8> a;
    vector<uint, 8> u;
    read(in, 0, a);
    read(in, 32, u);
    vector<int, 8> b = (a >> 2) | (a << k);
    vector<uint, 8> c = (u >> 3) & 0xff;
    b ^= c;
    b &= ~a;
    b |= 1;
    c <<= 1;
    c >>= k;
    write(out, 0, b);
    write(out, 32, c);
}
