// Globals of scalar, vector, matrix and struct type, all updated by one
// subroutine and read back in the kernel: each crosses the call as its
// flat value (a matrix is a row-major vector; a struct its fields), and
// the new values come back packed in one flat struct.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal \\\{ i32, <4 x float>, <32 x i16>, float, <4 x i32> \\\} @_Z6updatev\\(i32 %steps, <4 x float> %scale, <32 x i16> %tile, float %stats.0, <4 x i32> %stats.1\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct Stats {
    float mean;
    vector<int, 4> histogram;
};

int steps;
vector<float, 4> scale = 1.0f;
matrix<short, 4, 8> tile;
Stats stats;

CM_NOINLINE void update()
{
    steps = steps + 1;
    scale = scale * 2.0f;
    tile.row(1) = steps;
    tile[2][3] = 7;
    stats.mean = stats.mean + 0.5f;
    stats.histogram[steps] = steps;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    update();
    update();
    vector<int, 8> out;
    out[0] = steps;
    out[1] = scale[0];
    out[2] = tile[1][0];
    out[3] = tile[2][3];
    out[4] = stats.mean;
    out.select<3, 1>(5) = stats.histogram.select<3, 1>(0);
    write(buf, 0, out);
}
