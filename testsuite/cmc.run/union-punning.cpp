// Unions whose members are scalars and vectors of one size (the surveyed
// x_attn kernel reinterprets an int as a float through a local union):
// a member written and another read gives the same bytes, as C++
// compilers (and Intel's) allow; brace initialisation sets the first
// member; a union of scalars copied, passed by value and by reference
// (a union with a vector member cannot be copied in cmc's C++: the
// vector's copy constructor is not trivial).
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

union word {
    float f;
    int i;
    vector<short, 2> halves;
    vector<uchar, 4> bytes;
};

union scalar_word {
    uint u;
    int i;
    float f;
};

_GENX_ int low_byte(scalar_word w) { return w.u & 0xff; }
_GENX_ void set_high_half(scalar_word &w, short h)
{
    w.u = (w.u & 0xffff) | (uint)(ushort)h << 16;
}

extern "C" _GENX_MAIN_ void union_punning(SurfaceIndex ints, SurfaceIndex out)
{
    vector<int, 4> in;
    read(ints, 0, in);
    union {
        float f;
        int y;
    } i2f;
    i2f.y = in(0);
    const float as_float = i2f.f;
    word w = {2.5f};
    vector<int, 16> r = 0;
    r(0) = (int)(as_float * 1024.0f);
    r(1) = w.i;
    r(2) = w.halves(1);
    w.halves(0) = (short)in(1);
    r(3) = w.i;
    w.bytes(3) = 0x7f;
    r(4) = w.i;
    scalar_word first = {(uint)r(4)};
    scalar_word copy = first;
    copy.f = 1.5f;
    r(5) = first.i;
    r(6) = low_byte(copy);
    set_high_half(copy, (short)in(2));
    r(7) = copy.i;
    r(8) = (int)(first.f == w.f);
    write(out, 0, r);
}
