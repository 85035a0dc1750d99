// File-scope variables used by a kernel: a scalar with an initializer, a
// vector (zero before construction), a const table and a _GENX_VOLATILE_
// vector (the qualifier only limits optimisation; it is a plain
// thread-private global to cmc).  The frontend makes them LLVM globals;
// CMABI gives the kernel its own copies, so none is left, and the values
// fold: counter 3+1 = 4, the table's 2s added.
// { dg-do compile }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm-not "alloca|load |store " } }
// { dg-final { scan-llvm "insertelement <8 x float> %\[0-9\]+, float 4.000000e\\+00" } }
// { dg-final { scan-llvm "fadd <8 x float> %\[0-9\]+, <float poison, float 2.000000e\\+00" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const int N = 8;
vector<float, N> acc;
int counter = 3;
const vector<short, N> weights = 2;
_GENX_VOLATILE_ vector<int, N> history;

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<float, N> v;
    read(buf, 0, v);
    acc = acc + v;
    counter = counter + 1;
    history = counter;
    acc = acc + weights;
    acc[0] = counter;
    write(buf, 0, acc);
}
