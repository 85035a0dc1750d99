// A const global table indexed by a variable: the table becomes a
// constant vector and the element a variable-offset rdregion (byte
// offset index * 4), not memory.
// { dg-do compile }
// { dg-final { scan-llvm "rdregioni.i32.v8i32.i16\\(<8 x i32> <i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6>, i32 0, i32 1, i32 1, i16 %" } }
// { dg-final { scan-llvm-not "load" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

extern "C" _GENX_MAIN_ void lookup(SurfaceIndex out, int i)
{
    vector<int, 8> v = table[i & 7];
    write(out, 0, v);
}
