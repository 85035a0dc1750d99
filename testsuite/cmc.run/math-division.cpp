// Integer division rounds toward zero: cm_quot, cm_mod, and cm_div, which
// returns the quotient and writes the remainder to its first argument.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:128:out.bin" } }

extern "C" _GENX_MAIN_ void divide(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i, j;
    vector<uint, 8> u;
    read(in, 0, i);
    read(in, 32, j);
    read(in, 64, u);
    vector<int, 8> remainder;
    vector<int, 8> quotient = cm_div(remainder, i, j);
    write(out, 0, quotient);
    write(out, 32, remainder);
    write(out, 64, cm_quot(i, 3));
    write(out, 96, cm_mod(u, 10u));
}
