// A hue computation written the way Intel's ColorAdjustSIMDCF sample is:
// a block-statement macro of two-source and scalar merges
// (Min.merge(R, B, mask), MinIndex.merge(INDEX_RED, INDEX_BLUE, mask)),
// channels read as strided 2D regions of a media block
// (buf.select<1, 1, 16, 4>(row, 2)), a table indexed at run time with
// iselect, nested SIMD_IF_BEGIN / SIMD_ELSEIF / SIMD_ELSE / SIMD_IF_END,
// cm_min/cm_max clamps and a saturating conversion back to bytes.
// { dg-do run }
// { dg-final { run-kernel "img:128x8:in.bin img:128x8:zero:1024:out.bin i32:300000 i32:32" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#define INDEX_RED 0
#define INDEX_GREEN 1
#define INDEX_BLUE 2

#define FIND_MAX_MIN                                                          \
    {                                                                         \
        mask = (R < B);                                                       \
        Min.merge(R, B, mask);                                                \
        Max.merge(B, R, mask);                                                \
        MinIndex.merge(INDEX_RED, INDEX_BLUE, mask);                          \
        MaxIndex.merge(INDEX_BLUE, INDEX_RED, mask);                          \
        mask = (G < Min);                                                     \
        Min.merge(G, mask);                                                   \
        MinIndex.merge(INDEX_GREEN, mask);                                    \
        mask = (G > Max);                                                     \
        Max.merge(G, mask);                                                   \
        MaxIndex.merge(INDEX_GREEN, mask);                                    \
        Mid = (R + G + B) - (Max + Min);                                      \
    }

extern "C" _GENX_MAIN_ void hue(SurfaceIndex in, SurfaceIndex out,
                                int delta, int width)
{
    int v_pos = get_thread_origin_y() * 8;
    vector<int, 256> ScaleTable;
    ScaleTable(0) = 1;
    for (int i = 1; i < 256; i++)
        ScaleTable(i) = 87381 / i;
    matrix<uchar, 8, 64> buf;
    vector<ushort, 16> Max, Min, Mid, Range, MaxIndex, MinIndex, mask;
    vector<int, 16> Hue = 0;
    for (int col = 0; col < width; col += 16) {
        int colX4 = col * 4;
        read(MODIFIED(in), colX4, v_pos, buf.select<8, 1, 32, 1>(0, 0));
        read(MODIFIED(in), colX4 + 32, v_pos, buf.select<8, 1, 32, 1>(0, 32));
        for (uint row = 0; row < 8; row++) {
            vector<ushort, 16> B = buf.select<1, 1, 16, 4>(row, 0);
            vector<ushort, 16> G = buf.select<1, 1, 16, 4>(row, 1);
            vector<ushort, 16> R = buf.select<1, 1, 16, 4>(row, 2);
            FIND_MAX_MIN;
            Range = Max - Min;
            vector<int, 16> temp1 = ScaleTable.iselect(Range) * (Max - Mid);
            vector<int, 16> temp2 = ScaleTable.iselect(Range) * (Mid - Min);
            SIMD_IF_BEGIN (MinIndex == INDEX_GREEN) {
                SIMD_IF_BEGIN (MaxIndex == INDEX_RED) {
                    Hue = 436906 + temp1;
                } SIMD_ELSEIF (MaxIndex == INDEX_BLUE) {
                    Hue = 349525 + temp2;
                } SIMD_IF_END;
            } SIMD_ELSE {
                Hue = temp2;
            } SIMD_IF_END;
            Hue = cm_min<int>(cm_max<int>(Hue, 0), 524287);
            Hue += delta;
            mask = (Hue > 524287);
            Hue.merge((Hue - 524288), mask);
            vector<int, 16> B_dst = Hue >> 11;
            buf.select<1, 1, 16, 4>(row, 0) = vector<uchar, 16>(B_dst, SAT);
        }
        write(out, colX4, v_pos, buf.select<8, 1, 32, 1>(0, 0));
        write(out, colX4 + 32, v_pos, buf.select<8, 1, 32, 1>(0, 32));
    }
}
