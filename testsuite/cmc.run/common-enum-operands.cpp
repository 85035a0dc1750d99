// Enumerators as operands of CM's vector operators, as in C++: promoted
// to int (or, for an enum whose values need it, unsigned) on either side
// of arithmetic, bitwise, shift and comparison operators.  Unnamed enums
// were refused ("used but not defined ... its type does not have
// linkage": cm.h's operator templates deduced the enum type); they take
// the promoted type now, like named ones.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:192:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

enum { LIMIT = 5, SHIFT = 3 };
enum Named { SCALE = -7 };
enum Wide : unsigned { HIGH_BIT = 0x80000000u };

extern "C" _GENX_MAIN_ void enum_operands(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    read(in, 0, v);
    vector<int, 8> below = 0;
    below.merge(1, v < LIMIT);
    below.merge(2, LIMIT == v);
    write(out, 0, below);
    write(out, 32, v * SCALE + LIMIT);
    write(out, 64, (SCALE - v) << SHIFT);
    vector<uint, 8> u = v;
    write(out, 96, u | HIGH_BIT);
    vector<uint, 8> high = 0;
    high.merge(1, (HIGH_BIT ^ u) > HIGH_BIT);
    write(out, 128, high);
    vector<float, 8> f = v;
    write(out, 160, f / LIMIT);
}
