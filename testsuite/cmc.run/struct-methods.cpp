// A struct with a nested struct, a vector field and an array field,
// a constructor with a member initialiser list, const and non-const
// methods (implicit this, this->, calls between methods), and a const
// global lookup table indexed by a variable.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

const int weights[8] = {1, 2, 3, 4, 5, 6, 7, 8};

struct Range {
    int low, high;
    int clamp(int value) const
    {
        return value < low ? low : (value > high ? high : value);
    }
};

struct Accumulator {
    Range range;
    vector<int, 8> sums;
    int counts[4];

    Accumulator(int low, int high) : sums(0)
    {
        range.low = low;
        this->range.high = high;
        for (int i = 0; i < 4; i++)
            counts[i] = 0;
    }
    void add(vector<int, 8> values)
    {
        for (int i = 0; i < 8; i++) {
            sums(i) += range.clamp(values(i)) * weights[(values(i) + i) & 7];
            counts[values(i) & 3] += 1;
        }
    }
    int total() const
    {
        vector<int, 8> copy = sums;
        int sum = 0;
        for (int i = 0; i < 8; i++)
            sum += copy(i);
        return sum;
    }
};

extern "C" _GENX_MAIN_ void methods(SurfaceIndex in, SurfaceIndex out)
{
    Accumulator accumulator(-5, 20);
    vector<int, 8> a, b;
    read(in, 0, a);
    read(in, 32, b);
    accumulator.add(a);
    accumulator.add(b);
    vector<int, 8> extra = 0;
    for (int i = 0; i < 4; i++)
        extra(i) = accumulator.counts[i];
    extra(4) = accumulator.total();
    extra(5) = accumulator.range.clamp(100);
    extra(6) = accumulator.range.low;
    write(out, 0, accumulator.sums);
    write(out, 32, extra);
}
