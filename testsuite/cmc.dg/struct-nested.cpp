// A struct of structs with an array field crosses a call as its leaves,
// depth first (the backend has no aggregates): here four ints and the
// array as <4 x i16>, and they come back the same way.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal \\{ i32, i32, i32, i32, <4 x i16> \\} @_Z4growR3Boxi\\(i32 %0, i32 %1, i32 %2, i32 %3, <4 x i16> %4, i32 %amount\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct Point {
    int x, y;
};

struct Box {
    Point low, high;
    short tags[4];
};

CM_NOINLINE void grow(Box &box, int amount)
{
    box.high.x += amount;
    box.tags[amount & 3] = 1;
}

extern "C" _GENX_MAIN_ void nested(SurfaceIndex out, int amount)
{
    Box box = {{1, 2}, {3, 4}, {5, 6, 7, 8}};
    grow(box, amount);
    vector<int, 8> result = box.high.x;
    result(1) = box.tags[2];
    write(out, 0, result);
}
