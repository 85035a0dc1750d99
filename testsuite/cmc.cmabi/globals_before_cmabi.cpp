// What the frontend hands to CMABI (-emit-llvm-before-cmabi): one internal
// global per file-scope variable a kernel uses, with its initializer,
// `constant` when const, and its declaration's position for CMABI's
// diagnostics.  Unused globals are not emitted.
// { dg-do compile }
// { dg-options "-emit-llvm-before-cmabi" }
// { dg-final { scan-llvm "^@counter = internal global i32 3, !cmc.location !\[0-9\]+" } }
// { dg-final { scan-llvm "^@tile = internal global <8 x float> zeroinitializer" } }
// { dg-final { scan-llvm "^@ones = internal constant <4 x i32> <i32 1, i32 1, i32 1, i32 1>" } }
// { dg-final { scan-llvm-not "unused" } }
// { dg-final { scan-llvm "!\\\{!\".*globals_before_cmabi.cpp\", i32 16, i32 5\\\}" } }

vector<float, 8> tile;
const vector<int, 4> ones(1);
vector<int, 4> unused;
int counter = 3;

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    counter = counter * 2;
    tile = counter;
    tile.select<4, 1>(0) = ones;
    write(buf, 0, tile);
}
