// C's integer operators on scalars: shifts (logical for unsigned,
// arithmetic for signed), and, or, xor, not, / and % with negative
// operands (toward zero), unsigned wrap-around.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:64:out.bin i32:-1000 u32:3000000000 i32:7" } }

extern "C" _GENX_MAIN_ void bitops(SurfaceIndex out, int a, uint u, int s)
{
    vector<int, 16> v;
    v(0) = a << s;
    v(1) = a >> s;
    v(2) = u >> s;
    v(3) = a & 0xff0;
    v(4) = a | 0x7;
    v(5) = a ^ (int)u;
    v(6) = ~a;
    v(7) = a / s;
    v(8) = a % s;
    v(9) = u / (uint)s;
    v(10) = u % (uint)s;
    v(11) = u + u;
    v(12) = -a;
    v(13) = a * s * 1000;
    v(14) = (a < 0) + (u > 5u) * 2 + (s == 7) * 4;
    v(15) = !a;
    write(out, 0, v);
}
