// Global arrays and a global struct with a method, used from a
// non-inlined function: CMABI passes them into and out of the
// subroutine, and the const table is read at a variable index there.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:32:out.bin i32:5" } }

const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
int counters[4];

struct State {
    int hits;
    vector<int, 4> last;
    void hit(int value)
    {
        hits++;
        last(hits & 3) = value;
    }
};
State state;

CM_NOINLINE int look(int i)
{
    counters[i & 3] += 1;
    state.hit(i);
    return table[i & 7];
}

extern "C" _GENX_MAIN_ void globals(SurfaceIndex out, int i)
{
    int first = look(i);
    int second = look(i + 1);
    vector<int, 8> result = 0;
    result(0) = first;
    result(1) = second;
    result(2) = counters[i & 3];
    result(3) = counters[(i + 1) & 3];
    result(4) = counters[(i + 2) & 3];
    result(5) = state.hits;
    result.select<2, 1>(6) = state.last.select<2, 1>(1);
    write(out, 0, result);
}
