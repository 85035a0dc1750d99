// A file-scope vector read and written by a non-inlined subroutine and by
// the kernel (CMABI passes it in and out of the call).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

vector<int, 8> total;
int calls;

CM_NOINLINE void add(vector<int, 8> v)
{
    total = total + v;
    calls = calls + 1;
}

extern "C" _GENX_MAIN_ void globals(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    total = 100;
    calls = 0;
    for (int i = 0; i < 3; i++) {
        read(in, i * 32, v);
        add(v);
    }
    total(0) = total(0) + calls;
    write(out, 0, total);
    vector<int, 8> c = calls;
    write(out, 32, c);
}
