// Early returns from inside loops and branches of a subroutine all reach
// its single exit block, which returns the value; a void subroutine may
// fall off its end.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "br label %return" } }
// { dg-final { scan-llvm-times "ret i32 " 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

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

extern "C" _GENX_MAIN_ void kernel_find(SurfaceIndex buffer, int key)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    bump(v);
    v(7) = find(v, key);
    write(buffer, 0, v);
}
