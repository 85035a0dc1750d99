// A subroutine that is not inlined (vISA call/ret): its vector argument
// and result pass through the argument and return registers.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:out.bin i32:3" } }

CM_NOINLINE vector<int, 8> scale(vector<int, 8> v, int k)
{
    return v * k - 1;
}

extern "C" _GENX_MAIN_ void noinline(SurfaceIndex buffer, int k)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    v = scale(v, k);
    v = scale(v, k + 1);
    write(buffer, 0, v);
}
