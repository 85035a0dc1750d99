// CM spec 4.19 (examples 4_19_a, 4_19_b, 4_19_c): expressions under
// #pragma cm_nonstrict.  The pragma is deprecated and ignored (Intel's
// cmc warns and computes the strict result; cmc computes the same result
// silently), so each expression follows the C++ promotion rules: short
// products summed in int and truncated to short, a uchar/short blend
// shifted in int and truncated to uchar, and cm_sum<uchar> of two bytes
// (wrapping) halved, with and without the pragma.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin i32:37" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#define WEIGHT 255

extern "C" _GENX_MAIN_ void nonstrict(SurfaceIndex in, SurfaceIndex out, int opacity)
{
    // 4_19_a
    matrix<short, 1, 16> sum_of_four;
    matrix<short, 4, 16> sides;
    read(in, 0, sides.select<2, 1, 16, 1>(0, 0));
    read(in, 64, sides.select<2, 1, 16, 1>(2, 0));
    matrix<short, 1, 16> left = sides.row(0), right = sides.row(1);
    matrix<short, 1, 16> top = sides.row(2), bot = sides.row(3);
#pragma cm_nonstrict
    sum_of_four = (WEIGHT * left) + (WEIGHT * right) + (WEIGHT * top) + (WEIGHT * bot);
    write(out, 0, sum_of_four);

    // 4_19_b
    matrix<uchar, 4, 16> blended;
    matrix<uchar, 4, 16> low;
    matrix<short, 4, 16> high;
    read(in, 128, low);
    read(in, 192, high.select<2, 1, 16, 1>(0, 0));
    read(in, 256, high.select<2, 1, 16, 1>(2, 0));
#pragma cm_nonstrict
    {
        matrix<short, 4, 16> temp = (low * (128 - opacity) + high * opacity) >> 7;
        blended = temp;
    }
    write(out, 32, blended);

    // 4_19_c
    matrix<unsigned char, 4, 8> m1;
    read(in, 320, m1);
    char r;
    vector<int, 4> halves = 0;
    r = cm_sum<unsigned char>(m1.select<1, 1, 2, 1>(2, 0)) >> 1;
    halves(0) = r;
#pragma cm_nonstrict
    unsigned char t = cm_sum<unsigned char>(m1.select<1, 1, 2, 1>(2, 0));
    r = t >> 1;
    halves(1) = r;
    write(out, 96, halves);
}
