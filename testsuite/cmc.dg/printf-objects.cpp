// printf's other objects: a string literal argument is a string object
// {4, 0, ..., length with the terminator, 0} and its 128 bytes; a vector
// or matrix gives one scalar object per element (here 4 + 2x2 ints, one
// char); half is printed as float (data type 2), long long as type 7
// with its high dword, unsigned long long as 8.  printf's value is the
// record's size: 32 + 128 (format) + 160 (string) + 11 x 32 = 672.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "<8 x i32> <i32 4, i32 0, i32 0, i32 0, i32 0, i32 0, i32 6, i32 0>" } }
// { dg-final { scan-llvm "<128 x i8> <i8 104, i8 101, i8 108, i8 108, i8 111, i8 0, i8 0," } }
// { dg-final { scan-llvm-times "insertelement <8 x i32> <i32 3, i32 3, " 8 } }
// { dg-final { scan-llvm-times "insertelement <8 x i32> <i32 3, i32 2, " 1 } }
// { dg-final { scan-llvm-times "insertelement <8 x i32> <i32 3, i32 7, " 1 } }
// { dg-final { scan-llvm-times "<8 x i32> <i32 3, i32 8, i32 0, i32 0, i32 0, i32 0, i32 -1, i32 -1>" 1 } }
// { dg-final { scan-llvm "<8 x i32> <i32 672, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>" } }
// { dg-final { scan-visa-times "oword_st \\(8\\) T2 " 2 } }
// { dg-final { scan-visa-times "oword_st \\(2\\) T2 " 13 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void objects(SurfaceIndex out, int n, half h, long long q)
{
    vector<int, 4> v(n);
    matrix<int, 2, 2> m(n);
    int bytes = printf("%s %d %d %d %d %d %d %d %d %g %lld %llu\n", "hello", v,
                       m, h, q, 18446744073709551615ull);
    vector<int, 8> r(bytes);
    write(out, 0, r);
}
