// A subroutine with several returns (a search), and one that updates a
// vector_ref in place.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:found.bin i32:42" } }
// { dg-final { run-kernel "buf:in.bin:absent.bin i32:5" } }
// { dg-final { run-kernel "buf:in.bin:negative.bin i32:-9" } }

_GENX_ int find(vector<int, 8> v, int key)
{
    for (int i = 0; i < 8; i++) {
        if (v(i) == key)
            return i;
    }
    if (key < 0)
        return -2;
    return -1;
}

_GENX_ void bump(vector_ref<int, 8> v)
{
    v(0) = v(0) + 1;
}

extern "C" _GENX_MAIN_ void finder(SurfaceIndex buffer, int key)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    bump(v);
    v(7) = find(v, key);
    write(buffer, 0, v);
}
