// Subroutines that return several values (here: two reference
// parameters copied back) called in the two arms of an if, and in a
// loop: LLVM's instcombine merges the two calls' struct results with a
// phi before taking them apart, and the backend takes struct values only
// as subroutine results (it reported "this struct value is not
// supported", without a line; found in a public flash-attention kernel).
// The optimiser splits such phis and selects into one per member.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:scaled.bin i32:1" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:shifted.bin i32:-1" } }
// { dg-final { finalize-visa TGLLP DG2 } }

CM_NOINLINE _GENX_ void scale_both(vector_ref<float, 16> x,
                                   vector_ref<int, 8> y, float k)
{
    x *= k;
    y += 1;
}

CM_NOINLINE _GENX_ void shift_both(vector_ref<float, 16> x,
                                   vector_ref<int, 8> y, float k)
{
    x += k;
    y -= 2;
}

extern "C" _GENX_MAIN_ void subroutine_results(SurfaceIndex in,
                                               SurfaceIndex out, int which)
{
    vector<float, 16> x;
    vector<int, 8> y;
    read(in, 0, x);
    read(in, 64, y);
    if (which > 0)
        scale_both(x, y, 3.0f);
    else
        shift_both(x, y, 0.5f);
    vector<float, 16> x2 = x;
    vector<int, 8> y2 = y;
    for (int i = 0; i < 4 + which; i++) {
        if (i & 1)
            scale_both(x2, y2, -1.0f);
        else
            shift_both(x2, y2, 2.0f);
    }
    write(out, 0, x);
    write(out, 64, x2.select<8, 1>(0));
    write(out, 96, y + y2);
}
