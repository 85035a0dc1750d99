// The CM template library's register helpers: Vectorize2DKRNL and the
// four forms of Vectorize2DKRNLRow (a 3 x 3 and a 5 x 5 neighbourhood
// of 8 and 16 pixels, byte pixels widened to shorts), _2Dto1D,
// glue_vector at offsets 0, 1 and KRNL_SZ - 1, TransposeFromSLM and
// TransposeToSLM around cm_slm_write4 / cm_slm_read4 with
// init_slm_offsets (N = 8 and 16), Pack / Unpack / UnpackSingle for
// every size pair (1 -> 2, 1 -> 4, 2 -> 4, 4 -> 8 bytes, and a pair of
// ints into a double), and cm_assert_range (no effect on the GPU).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:4096:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void cmtl_vectorize(SurfaceIndex in, SurfaceIndex out)
{
    vector<uchar, 128> bytes;
    read(in, 0, bytes);
    vector<uint, 64> words;
    read(in, 128, words.select<32, 1>(0));
    read(in, 256, words.select<32, 1>(32));

    // 3 x 3 around 8 pixels: src is 3 rows of 10.
    matrix<uchar, 3, 10> src3;
    for (int r = 0; r < 3; r++)
        src3.row(r) = bytes.select<10, 1>(r * 16);
    matrix<short, 9, 8> v3;
    cmtl::Vectorize2DKRNL<uchar, short, 3, 8>(src3, v3);
    write(out, 0, v3.format<short>().select<64, 1>(0));
    write(out, 128, v3.format<short>().select<8, 1>(64));

    // Row by row: the line form (Tsrc, Tdst, KRNL_SZ, SIMD_SZ) ...
    matrix<short, 25, 16> v5;
    v5 = -1;
    for (int r = 0; r < 5; r++) {
        vector<uchar, 20> line = bytes.select<20, 1>(r * 20 + 3);
        cmtl::Vectorize2DKRNLRow<uchar, short, 5, 16>(line, v5, r);
    }
    write(out, 256, v5.format<short>().select<64, 1>(0));
    write(out, 384, v5.format<short>().select<64, 1>(64));
    write(out, 512, v5.format<short>().select<64, 1>(128));
    write(out, 640, v5.format<short>().select<64, 1>(192));
    write(out, 768, v5.format<short>().select<64, 1>(256));
    write(out, 896, v5.format<short>().select<64, 1>(320));
    write(out, 1024, v5.format<short>().select<16, 1>(384));

    // ... the GRF-row form (the line in rows of 32 bytes) ...
    matrix<uchar, 1, 32> grf = bytes.select<32, 1>(40);
    matrix<uchar, 9, 8> g3;
    g3 = 0;
    cmtl::Vectorize2DKRNLRow<uchar, uchar, 3, 8>(grf, g3, 1);
    write(out, 1056, g3.format<uchar>().select<64, 1>(0));
    vector<uchar, 16> g3_tail = 0;
    g3_tail.select<8, 1>(0) = g3.format<uchar>().select<8, 1>(64);
    write(out, 1120, g3_tail);

    // ... and the forms with ROWS (two kernel rows of three).
    matrix<int, 6, 8> rows2;
    rows2 = 7;
    vector<int, 10> line_a = words.select<10, 1>(3);
    vector<int, 10> line_b = words.select<10, 1>(20);
    cmtl::Vectorize2DKRNLRow<int, int, 2, 3, 8>(line_a, rows2, 0);
    cmtl::Vectorize2DKRNLRow<int, 2, 3, 8>(line_b, rows2, 1);
    write(out, 1152, rows2.format<int>().select<32, 1>(0));
    write(out, 1280, rows2.format<int>().select<16, 1>(32));

    vector<int, 4> flat;
    flat(0) = cmtl::_2Dto1D<3>(1, 2);
    flat(1) = cmtl::_2Dto1D<5>(4, 0);
    flat(2) = cmtl::_2Dto1D<7>(0, 6);
    flat(3) = cmtl::_2Dto1D<1>(3, 0);
    write(out, 1344, flat);

    // glue_vector: 8 of a line from OFFSET, the rest from the next piece.
    vector<ushort, 8> first = words.select<8, 1>(40);
    vector<ushort, 4> next = words.select<4, 1>(50);
    vector<ushort, 8> glued0, glued1, glued4;
    cmtl::glue_vector<ushort, ushort, 5, 8, 0>(first, next, glued0);
    cmtl::glue_vector<ushort, ushort, 5, 8, 1>(first, next, glued1);
    cmtl::glue_vector<ushort, ushort, 5, 8, 4>(first, next, glued4);
    write(out, 1360, glued0);
    write(out, 1376, glued1);
    write(out, 1392, glued4);

    // The SLM transposes: interleaved RGBA -> channels -> SLM -> back.
    cm_slm_init(1024);
    uint slm = cm_slm_alloc(1024);
    vector<uint, 16> offsets(cmtl::init_slm_offsets);
    offsets *= 4; // dwords: each address holds R, G, B, A
    vector<uint, 64> rgba = words;
    vector<uint, 64> planar;
    cmtl::TransposeToSLM<16>(planar, rgba);
    cm_slm_write4(slm, offsets, planar, SLM_ABGR_ENABLE);
    vector<uint, 64> back;
    cm_slm_read4(slm, offsets, back, SLM_ABGR_ENABLE);
    vector<uint, 64> interleaved;
    cmtl::TransposeFromSLM<16>(interleaved, back);
    write(out, 1408, interleaved.select<32, 1>(0));
    write(out, 1536, interleaved.select<32, 1>(32));
    vector<uint, 32> planar8;
    cmtl::TransposeToSLM<8>(planar8, words.select<32, 1>(8));
    write(out, 1664, planar8);
    vector<uint, 32> inter8;
    cmtl::TransposeFromSLM<8>(inter8, words.select<32, 1>(16));
    write(out, 1792, inter8);

    // Pack and unpack.
    vector<uchar, 16> b1 = bytes.select<16, 1>(60);
    vector<uchar, 16> b2 = bytes.select<16, 1>(90);
    vector<ushort, 16> p12;
    cmtl::Pack<uchar, ushort, 16>(b1, b2, p12);
    vector<uint, 16> p14;
    cmtl::Pack<uchar, uint, 16>(b1, b2, p14);
    vector<short, 8> s1 = words.select<8, 1>(2);
    vector<short, 8> s2 = words.select<8, 1>(12);
    vector<int, 8> p24;
    cmtl::Pack<short, int, 8>(s1, s2, p24);
    vector<int, 8> i1 = words.select<8, 1>(30);
    vector<int, 8> i2 = words.select<8, 1>(38);
    vector<long long, 8> p48;
    cmtl::Pack<int, long long, 8>(i1, i2, p48);
    vector<double, 8> pd;
    cmtl::Pack<int, double, 8>(i1, i2, pd);
    write(out, 1920, p12);
    write(out, 1952, p14);
    write(out, 2016, p24);
    write(out, 2048, p48.format<uint>());
    write(out, 2112, pd.format<uint>());

    vector<uchar, 16> u1, u2, u3;
    cmtl::Unpack<uchar, ushort, 16>(u1, u2, p12);
    cmtl::UnpackSingle<uchar, uint, 16>(u3, CMRT_LOC_SECOND, p14);
    vector<short, 8> w1, w2;
    cmtl::Unpack<short, int, 8>(w1, w2, p24);
    vector<int, 8> d1, d2;
    cmtl::Unpack<int, double, 8>(d1, d2, pd);
    vector<int, 8> q1;
    cmtl::UnpackSingle<int, long long, 8>(q1, CMRT_LOC_FIRST, p48);
    int location = words(0) & 1;
    vector<short, 8> pick;
    cmtl::UnpackSingle<short, int, 8>(pick, location, p24);
    cmtl::cm_assert_range<int, 8>(d1, 0.0f, 1.0f);
    write(out, 2176, u1);
    write(out, 2192, u2);
    write(out, 2208, u3);
    write(out, 2224, w1);
    write(out, 2240, w2);
    write(out, 2256, d1);
    write(out, 2288, d2);
    write(out, 2320, q1);
    write(out, 2352, pick);
}
