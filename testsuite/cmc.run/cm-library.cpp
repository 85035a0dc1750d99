// Intel's experimental library form of CM (<cm/cm_library.h>, namespace
// experimental): simd_vector built from one value, a value and a step
// (a step of 0 meaning every element the value), a vector; read and
// write of strided regions and of the whole vector, operator[], data(),
// the explicit conversions, convert<U>, operator+ of two vectors and of a
// vector and a scalar (in the type C++ gives the sum), and load / store
// at byte offsets from a pointer (16 and 32 elements, shorts and ints).
// { dg-do run }
// { dg-final { run-kernel "svm:in.bin svm:zero:512:out.bin i32:5" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cm_library.h>

using namespace experimental;

extern "C" _GENX_MAIN_ void library(int *in, int *out, int start)
{
    simd_vector<unsigned, 32> offsets(0, 4);
    simd_vector<int, 32> v = load(in, offsets);

    simd_vector<int, 8> same(start);
    simd_vector<int, 8> zero_step(start, 0);
    simd_vector<int, 8> ramp(start, -3);
    vector<int, 8> raw = v.data().select<8, 1>(8);
    simd_vector<int, 8> from_vector(raw);

    simd_vector<int, 4> evens = v.read<4, 2>(1);
    v.write<4, 2>(evens + 1000, 17);
    simd_vector<int, 8> whole = same.read();
    whole.write(ramp + same);
    int third = v[3] + whole[7];

    simd_vector<float, 8> halves =
        convert<float>(from_vector) + simd_vector<float, 8>(0.5f);
    simd_vector<int, 8> truncated = convert<int>(halves);
    simd_vector<short, 8> narrow = static_cast<simd_vector<short, 8>>(ramp);
    vector<float, 8> as_floats = static_cast<vector<float, 8>>(ramp);
    auto mixed = narrow + 70000;   // short + int: ints

    store(out, v, offsets);
    simd_vector<unsigned, 16> after(128, 4);
    simd_vector<int, 16> pack;
    pack.write<8, 1>(whole, 0);
    pack.write<8, 1>(zero_step + from_vector, 8);
    store(out, pack, after);
    simd_vector<unsigned, 16> more(192, 4);
    simd_vector<int, 16> pack2;
    pack2.write<8, 1>(truncated, 0);
    pack2.write<8, 1>(mixed, 8);
    store(out, pack2, more);
    simd_vector<unsigned, 16> last(256, 4);
    simd_vector<int, 16> pack3(third);
    vector<int, 8> bits = as_floats.format<int>();
    pack3.write<8, 1>(simd_vector<int, 8>(bits), 8);
    store(out, pack3, last);

    // Shorts: 16 of them at byte offsets 2 apart, from byte 320.
    short *shorts = (short *)out;
    simd_vector<unsigned, 16> short_offsets(320, 2);
    simd_vector<short, 16> s(7, 3);
    store(shorts, s, short_offsets);
}
