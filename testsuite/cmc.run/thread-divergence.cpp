// Each thread of a 2D space runs a different number of loop iterations
// (Collatz steps from its own start), so threads take different paths.
// { dg-do run }
// { dg-final { run-kernel "-t 4x4 buf:zero:512:out.bin" } }

extern "C" _GENX_MAIN_ void collatz(SurfaceIndex out)
{
    int x = get_thread_origin_x(), y = get_thread_origin_y();
    int n = y * 4 + x + 1;
    int steps = 0;
    while (n != 1) {
        if (n % 2)
            n = 3 * n + 1;
        else
            n = n / 2;
        steps++;
    }
    vector<int, 8> v = steps;
    v(1) = x;
    v(2) = y;
    write(out, (y * 4 + x) * 32, v);
}
