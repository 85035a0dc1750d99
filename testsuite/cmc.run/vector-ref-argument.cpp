// A subroutine that takes a vector_ref and updates the caller's vector k
// times (by reference, through CMABI).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:out.bin i32:5" } }

_GENX_ void accumulate(vector_ref<int, 8> v, int k)
{
    for (int i = 0; i < k; i++)
        v = v + i;
}

extern "C" _GENX_MAIN_ void refs(SurfaceIndex buffer, int k)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    accumulate(v, k);
    write(buffer, 0, v);
}
