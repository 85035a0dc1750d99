// Subroutines that take vectors and scalars by reference (C++ &): the
// caller sees their writes (CMABI copy-in/copy-out).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:out.bin" } }

CM_NOINLINE void minmax(vector<int, 8> &v, int &low, int &high)
{
    low = v(0);
    high = v(0);
    for (int i = 1; i < 8; i++) {
        if (v(i) < low)
            low = v(i);
        if (v(i) > high)
            high = v(i);
    }
    v = v - low;
}

extern "C" _GENX_MAIN_ void reference(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    int low, high;
    minmax(v, low, high);
    v(7) = high - low;
    write(buffer, 0, v);
}
