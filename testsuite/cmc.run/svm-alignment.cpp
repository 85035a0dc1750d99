// load and store through pointers with the alignment hints of
// <cm/cm_memory.h>: 64-bit elements with Align::QWORD and with the one
// data_size_alignment gives DataSize::U64, 32-bit ones with
// data_size_alignment<DataSize::U32>() (DWORD); the hint does not change
// what is read or written.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:words.bin:words_out.bin svm:quads.bin:quads_out.bin" } }

extern "C" _GENX_MAIN_ void aligned(uint *words [[type("svmptr_t")]],
                                    long long *quads [[type("svmptr_t")]])
{
    static_assert(data_size_alignment<DataSize::U64>() == Align::QWORD,
                  "8-byte data is qword aligned");
    constexpr int word_alignment = data_size_alignment<DataSize::U32>();
    vector<long long, 4> *q = (vector<long long, 4> *)quads;
    vector<long long, 4> first = load<vector<long long, 4>, Align::QWORD>(q);
    vector<long long, 4> second =
        load<vector<long long, 4>, data_size_alignment<DataSize::U64>()>(q + 1);
    store<vector<long long, 4>, Align::QWORD>(first + second, q + 2);
    /* words 1..8: dword aligned, not oword aligned */
    vector<uint, 8> *w = (vector<uint, 8> *)(words + 1);
    vector<uint, 8> v = load<vector<uint, 8>, word_alignment>(w);
    store<vector<uint, 8>, word_alignment>(v ^ 0xffff0000u, (vector<uint, 8> *)(words + 9));
}
