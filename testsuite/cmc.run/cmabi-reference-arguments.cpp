// A function that takes vectors by reference and writes them (CMABI
// copy-in/copy-out) and a global it updates.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

int calls = 0;

void accumulate(vector<int, 8> &sum, vector<int, 8> &last,
                vector<int, 8> value)
{
    sum = sum + value;
    last = value;
    calls = calls + 1;
}

extern "C" _GENX_MAIN_ void references(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> sum = 0, last = 0, v;
    for (int i = 0; i < 4; i++) {
        read(in, i * 32, v);
        accumulate(sum, last, v);
    }
    last(7) = calls;
    write(out, 0, sum);
    write(out, 32, last);
}
