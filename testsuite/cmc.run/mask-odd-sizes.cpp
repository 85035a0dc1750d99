// Masks of 12, 6 and 5 elements (a compare of a vector whose size is not
// a power of two, then merge and a predicated sum).  vISA declares a
// predicate of 1, 2, 4, 8, 16 or 32 elements only: cmc wrote
// "v_type=P num_elts=12", which GenX_IR rejects; such a mask now has
// the next size, its last bits unused.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cm.h>

extern "C" _GENX_MAIN_ void mask_odd_sizes(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> a;
    read(in, 0, a);
    vector<float, 12> twelve = a.select<12, 1>(0);
    vector<float, 12> merged = 2.0f;
    merged.merge(twelve, twelve < 1.0f);
    vector<int, 6> six = a.select<6, 2>(2);
    vector<int, 6> big = 0;
    big.merge(six, 7, six > 3);
    vector<float, 5> five = a.select<5, 1>(11);
    vector<float, 5> clamped = five;
    clamped.merge(0.5f, five >= 0.5f);
    vector<float, 32> result = -1.0f;
    result.select<12, 1>(0) = merged;
    result.select<6, 1>(16) = big;
    result.select<5, 1>(24) = clamped;
    write(out, 0, result.select<16, 1>(0));
    write(out, 64, result.select<16, 1>(16));
}
