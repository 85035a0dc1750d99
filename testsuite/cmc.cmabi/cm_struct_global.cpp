// A global struct (a count and a vector) updated by a subroutine: it
// crosses the call as its two fields, named after the global, and comes
// back in the flat result.  A global that nothing writes (`preset`, not
// const) keeps its initial value everywhere, so it is not passed at all.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal \\\{ i32, <8 x float> \\\} @_Z3add6vectorIfLi8EE\\(<8 x float> %v, i32 %state.0, <8 x float> %state.1\\)" } }
// { dg-final { scan-llvm "add i32 %state.0, 5" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct State {
    int count;
    vector<float, 8> total;
};

State state;
State preset = {5, 1.0f};

CM_NOINLINE void add(vector<float, 8> v)
{
    state.total = state.total + v;
    state.count = state.count + preset.count;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<float, 8> v;
    read(buf, 0, v);
    add(v);
    add(v);
    state.total[0] = state.count;
    write(buf, 0, state.total);
}
