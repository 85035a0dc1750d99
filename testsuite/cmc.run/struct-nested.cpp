// Nested structs at -O0 (where SROA leaves nested insertvalue and
// extractvalue chains for the backend): brace initialisation of a struct
// of structs with an array field, a struct passed by reference to a
// non-inlined function and returned by value, a member operator using
// *this, and a struct of a struct of a struct copied whole.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

struct Point {
    int x, y;
};

struct Box {
    Point low, high;
    short tags[4];
    Box operator+(const Point &offset) const
    {
        Box moved = *this;
        moved.low.x += offset.x;
        moved.low.y += offset.y;
        moved.high.x += offset.x;
        moved.high.y += offset.y;
        return moved;
    }
};


CM_NOINLINE void grow(Box &box, int amount)
{
    box.high.x += amount;
    box.high.y += amount;
    for (int i = 0; i < 4; i++)
        box.tags[i] = box.tags[i] * 2 + i;
}

CM_NOINLINE Box shifted(Box box, Point offset)
{
    return box + offset;
}

extern "C" _GENX_MAIN_ void nested(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    read(in, 0, v);
    Box box = {{v(0), v(1)}, {v(2), v(3)}, {1, 2, 3}};
    grow(box, v(4));
    Point offset = {v(5), v(6)};
    Box moved = shifted(box, offset);
    Box copy;
    copy = moved;
    vector<int, 16> result = 0;
    result(0) = copy.low.x;
    result(1) = copy.low.y;
    result(2) = copy.high.x;
    result(3) = copy.high.y;
    for (int i = 0; i < 4; i++)
        result(4 + i) = copy.tags[i];
    result(8) = box.low.x;
    result(9) = box.high.y;
    write(out, 0, result);
}
