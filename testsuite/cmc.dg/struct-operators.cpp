// Operators the user defines are user functions too (named by their
// mangled name, operator+ is _Zpl...), here on a struct of a vector and a
// scalar, which crosses the call as its two fields.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal \\\{ <8 x i32>, i32 \\\} @_Zpl5PointS_\\(<8 x i32> %0, i32 %1, <8 x i32> %2, i32 %3\\)" } }
// { dg-final { scan-llvm "define internal i32 @_Zml5Pointi\\(" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct Point {
    vector<int, 8> lanes;
    int weight;
};

Point operator+(Point a, Point b)
{
    Point r;
    r.lanes = a.lanes + b.lanes;
    r.weight = a.weight + b.weight;
    return r;
}

int operator*(Point a, int scale) { return a.weight * scale; }

extern "C" _GENX_MAIN_ void kernel_points(SurfaceIndex buffer)
{
    Point a, b;
    read(buffer, 0, a.lanes);
    a.weight = 1;
    b.weight = 2;
    b.lanes = a.lanes;
    Point c = a + b;
    c.lanes(0) = c * 3;
    write(buffer, 0, c.lanes);
}
