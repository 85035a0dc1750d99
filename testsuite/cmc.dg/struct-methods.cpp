// Member functions of a struct are subroutines whose first parameters
// are the object's fields: a const method only reads them, a non-const
// method (and a constructor) hands the object back like a reference.
// Fields are named directly, through this-> and through *this.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal i32 @_ZNK5Range5clampEi\\(i32 %0, i32 %1, i32 %value\\)" } }
// { dg-final { scan-llvm "define internal \\{ i32, i32 \\} @_ZN5Range5widenEi\\(i32 %0, i32 %1, i32 %by\\)" } }
// { dg-final { scan-llvm "define internal \\{ i32, i32 \\} @_ZN5RangeC1Eii\\(i32 %0, i32 %1, i32 %low, i32 %high\\)" } }
// { dg-final { scan-llvm "define internal i32 @_ZNK5Range5widthEv\\(i32 %0, i32 %1\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct Range {
    int low, high;
    Range(int low, int high) : low(low), high(high) {}
    int clamp(int value) const
    {
        return value < low ? low : (value > this->high ? this->high : value);
    }
    void widen(int by)
    {
        low -= by;
        (*this).high += by;
    }
    int width() const { return high - low; }
};

extern "C" _GENX_MAIN_ void methods(SurfaceIndex out, int value)
{
    Range range(0, 10);
    range.widen(2);
    vector<int, 8> result = range.clamp(value);
    result(1) = range.width();
    write(out, 0, result);
}
