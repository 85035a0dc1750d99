// File-scope variables (CMABI): an initialised scalar, a vector that
// starts as zero, a const table; the kernel's own copies are updated and
// read back within one thread.
// { dg-do run }
// { dg-final { run-kernel "-t 3 buf:in.bin:out.bin" } }

vector<float, 8> acc;
int counter = 3;
const vector<short, 8> weights = 2;

extern "C" _GENX_MAIN_ void globals(SurfaceIndex buf)
{
    int offset = get_thread_origin_x() * 32;
    vector<float, 8> v;
    read(buf, offset, v);
    acc = acc + v;
    counter = counter + 1;
    acc = acc + weights;
    acc[0] = counter;
    write(buf, offset, acc);
}
