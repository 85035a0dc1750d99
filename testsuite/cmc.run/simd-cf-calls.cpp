// Calls of user functions inside SIMD control flow (the surveyed x_attn
// sort kernel converts halves so, inside SIMD_IF_BEGIN): a function
// whose only effects are its result and its reference parameters runs on
// every channel, inlined, and its result and reference writes reach the
// caller under the execution mask, as every write in the block does.  A
// function returning a value, one writing a vector_ref, one calling
// another, a method, and calls in nested blocks and a SIMD loop.
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:256:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ vector<int, 16> squared_plus(vector<int, 16> v, int k)
{
    return v * v + k;
}

_GENX_ void halves_to_bits(vector_ref<half, 16> in, vector_ref<ushort, 16> out)
{
    out = in.format<ushort>();
}

_GENX_ void clamp_into(vector_ref<int, 16> v, int low, int high)
{
    v = cm_max<int>(cm_min<int>(squared_plus(v, 0), high), low);
}

struct offsetter {
    int by;
    _GENX_ vector<int, 16> apply(vector<int, 16> v) const { return v + by; }
};

extern "C" _GENX_MAIN_ void simd_cf_calls(SurfaceIndex ints, SurfaceIndex out)
{
    vector<int, 16> v;
    read(ints, 0, v);
    vector<int, 16> a = 0, b = v, c = -1;
    vector<half, 16> h = v;
    vector<ushort, 16> bits = 0;
    offsetter shift = {1000};
    SIMD_IF_BEGIN(v > 0) {
        a = squared_plus(v, 3);
        halves_to_bits(h, bits);
        SIMD_IF_BEGIN(v > 50) {
            clamp_into(b, 100, 5000);
        }
        SIMD_ELSE {
            c = shift.apply(v);
        }
        SIMD_IF_END;
    }
    SIMD_IF_END;
    vector<int, 16> n = v & 7;
    vector<int, 16> steps = 0;
    SIMD_DO_WHILE_BEGIN {
        steps = squared_plus(steps, 1) & 0xff;
        n -= 1;
    }
    SIMD_DO_WHILE_END(n > 0);
    write(out, 0, a);
    write(out, 64, b);
    write(out, 128, c);
    write(out, 192, bits.format<int>());
    write(out, 224, steps.select<8, 1>(0));
}
