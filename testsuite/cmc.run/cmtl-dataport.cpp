// cmtl::dataport: contiguous reads and writes of SVM (oword-, dword- and
// word-aligned, sizes that are not whole owords, vectors and matrices,
// returned or into a reference), gathers and scatters at element offsets
// (13 and 16 elements), one element (scalar, vector<T, 1>, matrix<T, 1,
// 1>), the bound-checked forms (a message and no access past the size;
// reads give 0), check, write_atomic (ADD with the old values, INC,
// CMPXCHG, and a checked ADD that stops at a bad offset), SLM reads and
// writes (oword blocks, words and bytes at any offset), cm_slm_copy both
// ways (also a size that is not a whole number of pieces), the 2D read at
// a pixel offset, grain_scatter and is_scalar.
// { dg-do run }
// { dg-final { run-kernel-stdout "svm:src.bin svm:zero:2048:dst.bin svm:counters.bin:counters_out.bin img:32x8:pixels.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

namespace dp = cmtl::dataport;

extern "C" _GENX_MAIN_ void dataport(svmptr_t src, svmptr_t dst,
                                     svmptr_t counters, SurfaceIndex pixels)
{
    // Contiguous SVM.
    vector<int, 12> a;
    dp::read(src, a, 4);
    vector<short, 13> s;
    dp::read<short, 13, dp::AlignTag<Align::WORD>>(src, s, 3);
    vector<int, 7> x7;
    dp::read<int, 7, dp::AlignTag<Align::DWORD>>(src, x7, 5);
    matrix<int, 3, 5> m = dp::read<int, 3, 5>(src, 8);
    vector<uint, 8> v = dp::read<uint, 8>(src, 12);
    dp::write(dst, a);
    dp::write<short, 13, dp::AlignTag<Align::WORD>>(dst, s, 30);
    dp::write(dst, m, 24);
    dp::write(dst, v, 40);
    dp::write<int, 7, dp::AlignTag<Align::ELEM_SIZE>>(dst, x7, 140);

    // Checked: past the end, a message and nothing (reads: 0).
    vector<int, 8> b = 5;
    dp::read(src, b.select_all(), 60, 64);
    vector<int, 4> b2 = 9;
    dp::write(dst, b2, 2, 4);
    vector<int, 4> ok4 = dp::read<int, 4>(src, 0, 100);
    dp::write(dst, ok4, 112);
    dp::write(dst, b, 120);

    // Gathers and scatters at element offsets.
    vector<uint, 13> offs;
    for (int i = 0; i < 13; i++)
        offs(i) = (i * 7) % 29;
    vector<int, 13> g;
    dp::read(src, offs.select_all(), g.select_all());
    vector<int, 13> g2 = g + 1;
    dp::write(dst, offs.select_all(), g2.select_all(), 50);
    vector<uint, 16> offs16;
    for (int i = 0; i < 16; i++)
        offs16(i) = 63 - 3 * i;
    matrix<int, 4, 4> gm;
    dp::read(src, offs16.select_all(), gm.select_all());
    dp::write(dst, gm, 80);
    vector<int, 13> r13 = dp::read<int>(src, offs.select_all(), 2);
    vector<uint, 13> ident;
    for (int i = 0; i < 13; i++)
        ident(i) = i;
    dp::write(dst, ident.select_all(), r13.select_all(), 96);
    vector<int, 4> checks;
    checks(0) = dp::check<13>(offs.select_all(), 0, 29);
    checks(1) = dp::check<13>(offs.select_all(), 5, 30);
    vector<int, 13> gz = 3;
    dp::read(src, offs.select_all(), gz.select_all(), 0, 20);
    checks(2) = gz(0);
    checks(3) = gz(12);
    dp::write(dst, checks, 128);

    // One element.
    int x = dp::read<int>(src, 9);
    dp::write(dst, x, 151);
    vector<int, 1> one = x + 1;
    dp::write(dst, one, 152);
    matrix<int, 1, 1> cell = x + 2;
    dp::write(dst, cell, 153);
    dp::write(dst, x + 3, 154, 200);
    vector_ref<int, 1> one_ref = one.select<1, 1>(0);
    dp::write(dst, one_ref, 300, 200);
    dp::write(dst, x, 300, 200);
    int far = dp::read<int>(src, 70, 64);
    dp::write(dst, far + 4, 155);

    vector<int, 8> facts;
    facts(0) = dp::grain_scatter<12>();
    facts(1) = dp::grain_scatter<64>();
    facts(2) = dp::grain_scatter<7>();
    facts(3) = dp::grain_scatter<48>();
    facts(4) = dp::is_scalar<int>::value;
    facts(5) = dp::is_scalar<double>::value;
    facts(6) = dp::is_scalar<half>::value;
    facts(7) = dp::is_scalar<vector<int, 2>>::value;
    dp::write(dst, facts, 160);

    // Atomics.
    vector<uint, 16> offsA;
    for (int i = 0; i < 16; i++)
        offsA(i) = (i * 5) % 64;
    vector<int, 16> addv = offsA * 3 + 1;
    vector<int, 16> old;
    dp::write_atomic<ATOMIC_ADD, int, 16>(counters, offsA, addv, old);
    dp::write(dst, old, 400);
    vector<uint, 8> offsB;
    for (int i = 0; i < 8; i++)
        offsB(i) = 40 + i;
    dp::write_atomic<ATOMIC_INC, int, 8>(counters, offsB);
    vector<uint, 8> offsC = offsB + 10;
    vector<int, 8> expect;
    dp::read<int, 8, dp::AlignTag<Align::DWORD>>(counters, expect, 50);
    for (int i = 1; i < 8; i += 2)
        expect(i) += 1;
    vector<int, 8> fresh = -7;
    vector<int, 8> oldC;
    dp::write_atomic<ATOMIC_CMPXCHG, int, 8>(counters, offsC, fresh, expect,
                                             oldC);
    dp::write(dst, oldC, 416);
    vector<uint, 8> offsD = offsB + 16;
    offsD(3) = 64;
    dp::write_atomic<ATOMIC_ADD, int, 8>(counters, offsD, 64, fresh);

    // SLM.
    cm_slm_init(1024);
    uint slm = cm_slm_alloc(1024);
    vector<int, 16> ramp;
    for (int i = 0; i < 16; i++)
        ramp(i) = 1000 + i;
    dp::write(slm, ramp);
    vector<short, 11> s11 = s.select<11, 1>(1);
    dp::write<short, 11, dp::AlignTag<Align::WORD>>(slm, s11, 41);
    vector<uchar, 5> b5 = 200;
    dp::write<uchar, 5, dp::AlignTag<Align::BYTE>>(slm, b5, 7);
    vector<int, 16> back = dp::read<int, 16>(slm);
    dp::write(dst, back, 176);
    vector<uchar, 37> bytes;
    dp::read<uchar, 37, dp::AlignTag<Align::BYTE>>(slm, bytes, 1);
    dp::write<uchar, 37, dp::AlignTag<Align::BYTE>>(dst, bytes, 800);
    vector<short, 11> words = dp::read<short, 11, dp::AlignTag<Align::WORD>>(
        slm, 41);
    dp::write<short, 11, dp::AlignTag<Align::WORD>>(dst, words, 420);
    dp::cm_slm_copy(slm + 256, src, 256);
    dp::cm_slm_copy(dst + 1024, slm + 256, 256);
    dp::cm_slm_copy<int, 8>(slm + 512, src + 256, 40);
    dp::cm_slm_copy<int, 8>(dst + 1280, slm + 512, 64);

    // A media block at a pixel offset.
    matrix<uchar, 3, 8> block;
    dp::read<1, -1>(pixels, 4, 3, block.select_all());
    dp::write(dst, block, 1344);
}
