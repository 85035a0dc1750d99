// The four forms of replicate (CM spec 3.2.9): whole object, <REP,W>(i),
// <REP,VS,W>(i) and <REP,VS,W,HS>(i), on vectors and matrices; each is one
// rdregion with vstride VS, width W, stride HS.
// { dg-do compile }
// { dg-final { scan-llvm "rdregioni.v16i32.v8i32.i16\\(<8 x i32> %\[0-9a-z.\]+, i32 0, i32 8, i32 1, i16 0" } }
// { dg-final { scan-llvm "rdregioni.v8i32.v8i32.i16\\(<8 x i32> %\[0-9a-z.\]+, i32 0, i32 2, i32 1, i16 8" } }
// { dg-final { scan-llvm "rdregioni.v8i32.v8i32.i16\\(<8 x i32> %\[0-9a-z.\]+, i32 2, i32 2, i32 1, i16 0" } }
// { dg-final { scan-llvm "rdregioni.v8i32.v16i32.i16\\(<16 x i32> %\[0-9a-z.\]+, i32 4, i32 2, i32 2, i16 4" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void replicate_forms(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    matrix<int, 4, 4> m;
    read(in, 0, v);
    read(in, 32, m.format<int>());
    vector<int, 16> a = v.replicate<2>();
    vector<int, 8> b = v.replicate<4, 2>(2);
    vector<int, 8> c = v.replicate<4, 2, 2>(0);
    vector<int, 8> d = m.replicate<4, 4, 2, 2>(0, 1);
    write(out, 0, a);
    write(out, 64, b + c + d);
}
