// A linear (box) filter in the style of Intel's CM "linear" sample: the
// row being filtered, the running sums and the output live in globals
// that several subroutines share; the kernel only sequences them.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal <32 x float> @_Z10accumulatei\\(i32 %shift, <64 x i8> %row, <32 x float> %sum\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const int WIDTH = 32;

vector<uchar, WIDTH * 2> row;
vector<float, WIDTH> sum;
vector<uchar, WIDTH> out;
const float weight = 1.0f / 3.0f;
int rows_done;

void load_row(SurfaceIndex input, int x)
{
    read(input, x, row);
}

CM_NOINLINE void clear_sum()
{
    sum = 0.0f;
}

CM_NOINLINE void accumulate(int shift)
{
    vector<float, WIDTH> part = row.select<WIDTH, 1>(shift);
    sum = sum + part;
}

CM_NOINLINE void finish_row()
{
    vector<float, WIDTH> scaled = sum * weight + 0.5f;
    out = scaled;
    rows_done = rows_done + 1;
}

void store_row(SurfaceIndex output, int x)
{
    write(output, x, out);
}

extern "C" _GENX_MAIN_ void linear(SurfaceIndex input, SurfaceIndex output)
{
    int x = get_thread_origin_x() * WIDTH;
    load_row(input, x);
    clear_sum();
    for (int shift = 0; shift < 3; shift++)
        accumulate(shift);
    finish_row();
    store_row(output, x);
}
