// A 3x3 box filter on 2D media blocks, in the style of Intel's CM "linear"
// sample: the input block, the running sums and the output block are
// matrix globals shared by the load, accumulate, scale and store steps.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal <144 x float> @_Z10accumulateii\\(i32 %dy, i32 %dx, <256 x i8> %in, <144 x float> %sum\\)" } }
// { dg-final { scan-visa-times "call \\(M1_NM, 1\\)" 3 } }
// { dg-final { finalize-visa TGLLP DG2 } }

matrix<uchar, 8, 32> in;
matrix<float, 6, 24> sum;
matrix<uchar, 6, 24> out;
const float ninth = 1.0f / 9.0f;

void load(SurfaceIndex input, int x, int y)
{
    read(input, x, y, in);
}

CM_NOINLINE void clear()
{
    sum = 0.0f;
}

CM_NOINLINE void accumulate(int dy, int dx)
{
    sum = sum + in.select<6, 1, 24, 1>(dy, dx);
}

CM_NOINLINE void scale()
{
    out = sum * ninth + 0.5f;
}

void store(SurfaceIndex output, int x, int y)
{
    write(output, x, y, out);
}

extern "C" _GENX_MAIN_ void linear(SurfaceIndex input, SurfaceIndex output)
{
    int x = get_thread_origin_x() * 24;
    int y = get_thread_origin_y() * 6;
    load(input, x, y);
    clear();
    for (int dy = 0; dy < 3; dy++)
        for (int dx = 0; dx < 3; dx++)
            accumulate(dy, dx);
    scale();
    store(output, x + 1, y + 1);
}
