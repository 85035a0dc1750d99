// Two-result builtins: cm_imul gives the high 32 bits of the 64-bit
// product through its first argument, cm_addc the carry, cm_subb the
// borrow.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:192:out.bin" } }

extern "C" _GENX_MAIN_ void carry(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i, j;
    vector<uint, 8> u, w;
    read(in, 0, i);
    read(in, 32, j);
    read(in, 64, u);
    read(in, 96, w);
    vector<int, 8> high;
    vector<int, 8> low = cm_imul(high, i, j);
    vector<uint, 8> carry, borrow;
    vector<uint, 8> sum = cm_addc(carry, u, w);
    vector<uint, 8> difference = cm_subb(borrow, u, w);
    write(out, 0, low);
    write(out, 32, high);
    write(out, 64, sum);
    write(out, 96, carry);
    write(out, 128, difference);
    write(out, 160, borrow);
}
