// An unsharp-mask sharpen in the style of Intel's CM "sharpen" sample:
// the source pixels, the blurred copy and the clamped result are globals
// shared by the blur, sharpen and clamp steps; the strength is a const
// global.  (Results are kept at four times the pixel scale: cm.h has no
// vector division or shift yet.)
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal <16 x i16> @_Z4blurv\\(<32 x i16> %pixels, <16 x i16> %blurred\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

vector<short, 32> pixels;
vector<short, 16> blurred;
vector<short, 16> result;
const short strength = 2;

void load(SurfaceIndex source, int offset)
{
    read(source, offset, pixels);
}

CM_NOINLINE void blur()
{
    vector<short, 16> left = pixels.select<16, 1>(0);
    vector<short, 16> centre = pixels.select<16, 1>(1);
    vector<short, 16> right = pixels.select<16, 1>(2);
    blurred = left + centre * 2 + right; /* four times the mean */
}

CM_NOINLINE void sharpen()
{
    vector<short, 16> centre = pixels.select<16, 1>(1);
    result = centre * 4 + (centre * 4 - blurred) * strength;
}

CM_NOINLINE void clamp()
{
    result = cm_max<short>(result, 0);
    result = cm_min<short>(result, 4 * 255);
}

extern "C" _GENX_MAIN_ void sharpen_kernel(SurfaceIndex source,
                                           SurfaceIndex destination)
{
    int offset = get_thread_origin_x() * 32;
    load(source, offset);
    blur();
    sharpen();
    clamp();
    write(destination, offset, result);
}
